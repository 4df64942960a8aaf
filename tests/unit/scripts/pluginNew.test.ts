/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { installSpec, nameProblem, namesOf, nextMigrationNumber, targetOf } from '../../../scripts/pluginNew/names.mjs';

describe('npm run plugin:new: names', () => {
  it('refuses a name that is not lower-case words, is reserved or is installed', () => {
    expect(nameProblem('support_tickets', ['money'])).toBeNull();
    expect(nameProblem('Support', [])).toMatch(/not a plugin name/);
    expect(nameProblem('a__b', [])).toMatch(/not a plugin name/);
    expect(nameProblem('9lives', [])).toMatch(/not a plugin name/);
    expect(nameProblem('layout', [])).toBe('"layout" is reserved by the console\'s host');
    expect(nameProblem('server', [])).toMatch(/reserved/);
    expect(nameProblem('money', ['money'])).toBe('a plugin named "money" is already installed');
    expect(nameProblem('x'.repeat(31), [])).toMatch(/longer than 30/);
  });

  it('derives every name the plugin uses from one', () => {
    expect(namesOf('support_tickets', { migrationNumber: 69, zhTitle: '客服工单' })).toEqual({
      name: 'support_tickets',
      camel: 'supportTickets',
      pascal: 'SupportTickets',
      constant: 'SUPPORT_TICKETS',
      kebab: 'support-tickets',
      api: 'chance-support-tickets',
      table: 'support_tickets_item',
      resource: 'supportTicketsItem',
      section: 'support_tickets_management',
      leaf: 'support_tickets_list',
      migration: '069_support_tickets',
      enTitle: 'Support Tickets',
      zhTitle: '客服工单',
      up: '../../',
      upTests: '../../../../',
    });
    expect(namesOf('faq', { migrationNumber: 70, depth: 3 })).toMatchObject({
      zhTitle: 'Faq',
      up: '../../../',
      upTests: '../../../../../',
    });
  });

  it('takes the number after the highest migration, whatever order the names come in', () => {
    expect(nextMigrationNumber(['001_foundation', '068_installed_module', '016_report_cuts'])).toBe(69);
    expect(nextMigrationNumber([])).toBe(1);
  });
});

/*
 * What `npm run plugin:new demo_x` writes, at its default place (plugins/demo_x). The example
 * package (examples/plugin-support-tickets) is the generator's output and is type-checked, linted
 * and tested with the tree (pluginExample.test.ts); this proves the default target is the same
 * plugin: its templates' text is the example's with the names mapped, its relative imports reach
 * files that exist from plugins/demo_x/, and the lint (import boundaries included, which tell
 * plugins/ and examples/ apart) passes on the files as written. A child process renders and lints:
 * prettier and ESLint load through import(), which jest's CommonJS sandbox cannot.
 */
const ROOT = join(__dirname, '../../..');
const RENDER = `
import { ESLint } from 'eslint';
import { join } from 'node:path';
import { namesOf, targetOf } from './scripts/pluginNew/names.mjs';
import { pluginFiles, renderPlugin } from './scripts/pluginNew/render.mjs';
const target = targetOf('demo_x');
const demo = namesOf('demo_x', { migrationNumber: 75, depth: target.depth });
const example = namesOf('support_tickets', { migrationNumber: 69, depth: 2, zhTitle: '客服工单' });
const written = await renderPlugin(demo, process.cwd(), target.folder);
const eslint = new ESLint({ cwd: process.cwd() });
const lint = {};
for (const [file, text] of Object.entries(written)) {
  const [result] = await eslint.lintText(text, { filePath: join(process.cwd(), file) });
  lint[file] = result.messages.map((m) => m.line + ':' + m.column + ' ' + m.ruleId + ' ' + m.message);
}
process.stdout.write(JSON.stringify({ target, demo, example, raw: { demo: pluginFiles(demo), example: pluginFiles(example) }, written, lint }));
`;

interface Rendered {
  target: { folder: string; depth: number };
  demo: Record<string, string>;
  example: Record<string, string>;
  raw: { demo: Record<string, string>; example: Record<string, string> };
  written: Record<string, string>;
  lint: Record<string, string[]>;
}

describe('npm run plugin:new demo_x: the default target', () => {
  let out: Rendered;
  beforeAll(() => {
    out = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', RENDER], { cwd: ROOT, encoding: 'utf8' })) as Rendered;
  }, 60_000);

  it('writes plugins/demo_x, two folders down, installed by ./demo_x in both lists', () => {
    expect(out.target).toEqual({ folder: 'plugins/demo_x', depth: 2 });
    expect(targetOf('support_tickets', 'examples/plugin-support-tickets/')).toEqual({
      folder: 'examples/plugin-support-tickets',
      depth: 2,
    });
    expect(out.demo).toMatchObject({ up: '../../', upTests: '../../../../', migration: '075_demo_x' });
    expect(installSpec('plugins/demo_x', '')).toBe('./demo_x');
    expect(installSpec('plugins/demo_x', 'server/module')).toBe('./demo_x/server/module');
    expect(installSpec('examples/plugin-support-tickets', 'server/module')).toBe('../examples/plugin-support-tickets/server/module');
  });

  it("writes the example package's text with the names mapped", () => {
    // Longest first, so a name is never mapped through a shorter one inside it.
    const fields = Object.keys(out.example).filter((key) => key !== 'up' && key !== 'upTests');
    // The templates also write the title in lower case (a comment's "support tickets items").
    const pairs = [
      ...fields.map((key) => [out.example[key], out.demo[key]] as const),
      [out.example.enTitle.toLowerCase(), out.demo.enTitle.toLowerCase()] as const,
    ].sort((a, b) => b[0].length - a[0].length);
    const mapped = (text: string) => pairs.reduce((acc, [from, to]) => acc.split(from).join(to), text);
    expect(Object.keys(out.raw.demo)).toEqual(Object.keys(out.raw.example));
    for (const file of Object.keys(out.raw.example))
      expect({ file, text: out.raw.demo[file] }).toEqual({ file, text: mapped(out.raw.example[file]) });
    // The mapping does something: the example's names are gone from what it gives.
    expect(Object.values(out.raw.example).map(mapped).join('\n')).not.toMatch(/support|Support|SUPPORT|客服/);
  });

  it('imports only files that exist, seen from plugins/demo_x/', () => {
    const unresolved: string[] = [];
    for (const [file, text] of Object.entries(out.written)) {
      for (const [, spec] of text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']*)'/g)) {
        const target = relative(ROOT, resolve(ROOT, dirname(file), spec));
        const candidates = [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`];
        if (!candidates.some((c) => c in out.written || (existsSync(join(ROOT, c)) && !c.endsWith('/') && /\.[a-z]+$/.test(c))))
          unresolved.push(`${file}: ${spec}`);
      }
    }
    expect(unresolved).toEqual([]);
    expect(Object.keys(out.written).filter((file) => /\.tsx?$/.test(file))).toHaveLength(22);
  });

  it('passes the lint as written', () => {
    expect(Object.fromEntries(Object.entries(out.lint).filter(([, messages]) => messages.length > 0))).toEqual({});
    expect(Object.keys(out.lint)).toContain('plugins/demo_x/server/routes.ts');
  });
});
