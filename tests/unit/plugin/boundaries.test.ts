/**
 * @jest-environment node
 */
import path from 'node:path';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { boundaryProblem, CROSS_PLUGIN_SERVER_DEBT, DEMO_IMPORTERS } from '../../../eslint/importBoundaries.js';
import { lintPlanted } from '../fixtures/lintPlanted';

const ROOT = path.resolve(__dirname, '../../..');

describe('import boundaries (eslint/importBoundaries.js)', () => {
  it.each([
    ['src/layout/Sidebar.tsx', 'plugins/account', 'the host (src/) never imports plugins; main.tsx hands them in'],
    ['authProvider/access.ts', 'src/plugin/types', 'authProvider/ never imports src/ (it would make an import circle with the host)'],
    ['dataProvider/http.ts', 'src/i18n/language', 'dataProvider/ never imports src/ (it would make an import circle with the host)'],
    [
      'plugins/report/ReportList.tsx',
      'plugins/vip/levels',
      'plugin "report" never imports another plugin ("vip"); shared parts live in src/',
    ],
    ['plugins/account/members/MemberList.tsx', 'src/format/money', 'a plugin imports the host only through its public entry, src/index.ts'],
    [
      'plugins/account/members/MemberList.tsx',
      'dataProvider/chanceDataProvider',
      'a plugin imports dataProvider/ only through dataProvider/index.ts',
    ],
    [
      'plugins/account/members/MemberList.tsx',
      'server/ledger/ledger',
      'console code never imports server code (a plugin shares with its server half through its shared/)',
    ],
    [
      'plugins/account/members/MemberList.tsx',
      'plugins/account/server/members/columns',
      'console code never imports server code (a plugin shares with its server half through its shared/)',
    ],
    [
      'plugins/account/members/MemberList.tsx',
      'server/http/route',
      'console code never imports server code (a plugin shares with its server half through its shared/)',
    ],
    [
      'src/layout/Sidebar.tsx',
      'server/menu/catalogue',
      'console code never imports server code (a plugin shares with its server half through its shared/)',
    ],
    ['server/app.ts', 'src/format', 'the server never imports console code (src/)'],
    ['server/routes.ts', 'plugins/account/members/MemberList', 'the server never imports console code (plugins/)'],
    ['plugins/money/server/deposits.ts', 'plugins/money/orders/DepositList', 'plugin "money"\'s server half never imports console code'],
    ['plugins/money/server/deposits.ts', 'src', 'plugin "money"\'s server half never imports console code'],
    [
      'plugins/money/server/deposits.ts',
      'plugins/vip/server/levels',
      'plugin "money"\'s server half never imports another plugin\'s server half ("vip"); share through its shared/ or the core',
    ],
    ['plugins/money/shared/menu.ts', 'server/db/database', 'shared code (plugin "money"\'s shared/) imports only shared code'],
    [
      'plugins/money/shared/menu.ts',
      'plugins/money/orders/DepositList',
      'shared code (plugin "money"\'s shared/) imports only shared code',
    ],
    ['shared/exportLimits.ts', 'server/http/route', 'shared code (shared/) imports only shared code'],
    ['plugins/server.ts', 'plugins/money/orders/DepositList', 'the server never imports console code (plugins/)'],
    [
      'plugins/index.ts',
      'plugins/server',
      'console code never imports server code (a plugin shares with its server half through its shared/)',
    ],
    ['main.tsx', 'plugins/server', 'console code never imports server code (a plugin shares with its server half through its shared/)'],
    ['plugins/index.ts', 'src/plugin/types', 'the plugin list imports the host only through its public entry, src/index.ts'],
    ...[
      ['server/app.ts', 'demo'],
      ['server/session/sessionRoutes.ts', 'demo/simulator/simulator'],
      ['plugins/money/server/deposits.ts', 'demo/seed/channels'],
      ['plugins/money/shared/menu.ts', 'demo/seed/roleMenus'],
      ['plugins/server.ts', 'demo'],
      ['examples/plugin-support-tickets/server/seed.ts', 'demo/seed/people'],
    ].map(([from, target]) => [
      from,
      target,
      `only the composition entry points (${[...DEMO_IMPORTERS].join(', ')}) import the demo (demo/); the core and the plugins never do`,
    ]),
    [
      'plugins/account/members/MemberList.tsx',
      'demo/seed/seed',
      'console code never imports server code (a plugin shares with its server half through its shared/)',
    ],
    ['demo/seed/seed.ts', 'plugins/money/orders/DepositList', 'the demo never imports console code (plugins/)'],
    ['demo/simulator/simulator.ts', 'src', 'the demo never imports console code (src/)'],
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
    ['plugins/money/server/deposits.ts', 'server/db/database'],
    ['plugins/money/server/deposits.ts', 'plugins/money/server/limits'],
    ['plugins/money/server/deposits.ts', 'plugins/money/shared/menu'],
    ['plugins/money/server/deposits.ts', 'plugins/vip/shared/levels'],
    ['plugins/money/server/deposits.ts', 'shared/richTextPolicy'],
    ['plugins/money/orders/DepositList.tsx', 'plugins/money/shared/menu'],
    ['plugins/money/orders/DepositList.tsx', 'plugins/vip/shared/levels'],
    ['plugins/money/shared/menu.ts', 'shared/exportLimits'],
    ['server/routes.ts', 'plugins/money/server'],
    ['server/routes.ts', 'plugins/server'],
    ['plugins/server.ts', 'plugins/money/server/module'],
    ['plugins/server.ts', 'server/plugin/serverModule'],
    ['src/components/StoredHtml.tsx', 'shared/richTextPolicy'],
    ['server/main.ts', 'demo'],
    ['demo/index.ts', 'demo/seed/seed'],
    ['demo/seed/seed.ts', 'server/seed/bulk'],
    ['demo/seed/seed.ts', 'plugins/server'],
    ['demo/seed/rewardTasks.ts', 'plugins/vip/server/tasks/claim'],
    ['demo/seed/history.ts', 'plugins/lottery/shared/status'],
    ['demo/seed/agreements.ts', 'shared/richTextPolicy'],
    ['demo/seed/seed.ts', 'examples/plugin-support-tickets/server/module'],
    ['tests/server/seed.test.ts', 'demo/seed/seed'],
    ['bench/settle.ts', 'demo/seed/seed'],
  ])('%s → %s is allowed', (from, target) => {
    expect(boundaryProblem(from, target)).toBeNull();
  });

  it("the cross-plugin server debt only shrinks: every entry is still imported by another plugin's server half", () => {
    const importedAcross = new Set<string>();
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const file = path.join(dir, name);
        return statSync(file).isDirectory() ? walk(file) : /\.tsx?$/.test(name) ? [file] : [];
      });
    for (const plugin of readdirSync(path.join(ROOT, 'plugins'))) {
      const half = path.join(ROOT, 'plugins', plugin, 'server');
      if (
        !statSync(path.join(ROOT, 'plugins', plugin)).isDirectory() ||
        !readdirSync(path.join(ROOT, 'plugins', plugin)).includes('server')
      )
        continue;
      for (const file of walk(half)) {
        for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
          const target = path
            .relative(ROOT, path.resolve(path.dirname(file), spec))
            .split(path.sep)
            .join('/');
          const [, other, tier] = target.split('/');
          if (target.startsWith('plugins/') && tier === 'server' && other !== plugin) importedAcross.add(target);
        }
      }
    }
    // A debt paid is taken off the list (the rule then refuses it again); a new one is not added.
    expect([...CROSS_PLUGIN_SERVER_DEBT].filter((target) => !importedAcross.has(target))).toEqual([]);
    expect(CROSS_PLUGIN_SERVER_DEBT.size).toBeLessThanOrEqual(0);
  });

  describe("as `npm test`'s lint step runs the rule, on planted files that exist only in memory", () => {
    const planted = {
      hostImportsPlugin: { file: 'src/layout/Planted.ts', code: "import account from '../../plugins/account';\nexport default account;\n" },
      pluginImportsPlugin: { file: 'plugins/account/Planted.ts', code: "import { x } from '../money/x';\nexport default x;\n" },
      coreImportsDemo: {
        file: 'server/plugin/Planted.ts',
        code: "import { seedDatabase } from '../../demo/seed/seed';\nexport default seedDatabase;\n",
      },
      pluginImportsPublic: {
        file: 'plugins/account/Planted.ts',
        code: "import { formatPaise } from '../../src';\nimport { http } from '../../dataProvider';\nexport default [formatPaise, http];\n",
      },
    };
    let lint: Record<keyof typeof planted, string>;
    beforeAll(() => {
      const texts = lintPlanted(Object.values(planted));
      lint = Object.fromEntries(Object.keys(planted).map((name, i) => [name, texts[i]])) as typeof lint;
    }, 60_000);

    it('ESLint fails a planted host → plugin import and a plugin → plugin import', () => {
      expect(lint.hostImportsPlugin).toContain('the host (src/) never imports plugins');
      expect(lint.pluginImportsPlugin).toContain('plugin "account" never imports another plugin ("money")');
    });

    it('ESLint fails a planted core → demo import (the rule covers server/ and demo/)', () => {
      expect(lint.coreImportsDemo).toContain('only the composition entry points (server/main.ts');
    });

    it('ESLint passes a plugin importing its own folder and the public entries', () => {
      expect(lint.pluginImportsPublic).not.toContain('boundaries/imports');
    });
  });
});
