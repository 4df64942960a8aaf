/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { boundaryProblem } from '../../../eslint/importBoundaries.js';

const ROOT = path.resolve(__dirname, '../../..');

describe('import boundaries (eslint/importBoundaries.js)', () => {
  it.each([
    ['src/layout/Sidebar.tsx', 'plugins/account', 'the host (src/) never imports plugins; main.tsx hands them in'],
    ['authProvider/access.ts', 'src/plugin/types', 'authProvider/ never imports src/ (it would make an import circle with the host)'],
    ['dataProvider/http.ts', 'src/i18n/language', 'dataProvider/ never imports src/ (it would make an import circle with the host)'],
    ['plugins/report/ReportList.tsx', 'plugins/vip/levels', 'plugin "report" never imports another plugin ("vip"); shared parts live in src/'],
    ['plugins/account/members/MemberList.tsx', 'src/format/money', 'a plugin imports the host only through its public entry, src/index.ts'],
    ['plugins/account/members/MemberList.tsx', 'dataProvider/chanceDataProvider', 'a plugin imports dataProvider/ only through dataProvider/index.ts'],
    ['plugins/account/members/MemberList.tsx', 'server/money/ledger', 'a plugin never imports the server'],
    ['server/app.ts', 'src/format', 'the server never imports src/'],
    ['plugins/index.ts', 'src/plugin/types', 'the plugin list imports the host only through its public entry, src/index.ts'],
  ])('%s → %s is refused', (from, target, problem) => {
    expect(boundaryProblem(from, target)).toBe(problem);
  });

  it.each([
    ['plugins/account/members/MemberList.tsx', 'plugins/account/members/memberCalls'],
    ['plugins/account/members/MemberList.tsx', 'src'],
    ['plugins/account/members/MemberList.tsx', 'dataProvider'],
    ['plugins/account/members/MemberList.tsx', 'authProvider'],
    ['plugins/index.ts', 'plugins/account'],
    ['src/App.tsx', 'authProvider'],
    ['src/layout/Navbar.tsx', 'dataProvider/errorToasts'],
    ['dataProvider/http.ts', 'authProvider/session'],
    ['main.tsx', 'plugins'],
  ])('%s → %s is allowed', (from, target) => {
    expect(boundaryProblem(from, target)).toBeNull();
  });

  // The rule as `npm test`'s lint step runs it, on planted files that exist only on stdin.
  function lint(file: string, code: string): string {
    const r = spawnSync(path.join(ROOT, 'node_modules/.bin/eslint'), ['--stdin', '--stdin-filename', file], { cwd: ROOT, input: code, encoding: 'utf8' });
    return r.stdout;
  }

  it('ESLint fails a planted host → plugin import and a plugin → plugin import', () => {
    expect(lint('src/layout/Planted.ts', "import account from '../../plugins/account';\nexport default account;\n")).toContain('the host (src/) never imports plugins');
    expect(lint('plugins/account/Planted.ts', "import { x } from '../money/x';\nexport default x;\n")).toContain('plugin "account" never imports another plugin ("money")');
  }, 60_000);

  it('ESLint passes a plugin importing its own folder and the public entries', () => {
    expect(lint('plugins/account/Planted.ts', "import { formatPaise } from '../../src';\nimport { http } from '../../dataProvider';\nexport default [formatPaise, http];\n")).not.toContain('boundaries/imports');
  }, 60_000);
});
