#!/usr/bin/env node
// `npm run plugin:new <name> [-- --dir FOLDER] [--zh 中文名]`: scaffolds a domain plugin with both
// tiers and its tests (scripts/pluginNew/templates.mjs), then installs it: one line in the
// console's list (plugins/index.ts) and one in the server's (plugins/server.ts). The plugin passes
// `npm test` as written; `npm start` on an existing database grants its menu to the admin role
// and writes its demo rows (docs/plugins.md).
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { migrationNamesIn } from './pluginNew/migrationNames.mjs';
import { installSpec, nameProblem, namesOf, nextMigrationNumber, targetOf } from './pluginNew/names.mjs';
import { e2eSpecPath, formatted, renderPlugin } from './pluginNew/render.mjs';

const root = join(dirname(new URL(import.meta.url).pathname), '..');
const args = process.argv.slice(2);
const option = (flag) => {
  const at = args.indexOf(flag);
  return at >= 0 ? args[at + 1] : undefined;
};
const name = args.find((a, i) => !a.startsWith('--') && !['--dir', '--zh'].includes(args[i - 1]));
const fail = (message) => {
  console.error(`plugin:new: ${message}`);
  process.exit(2);
};
if (!name) fail('name the plugin: npm run plugin:new <name> (lower-case words joined by "_", e.g. support_tickets)');

const dirs = (folder) =>
  existsSync(join(root, folder)) ? readdirSync(join(root, folder)).filter((d) => statSync(join(root, folder, d)).isDirectory()) : [];
const taken = [...dirs('plugins'), ...dirs('examples').map((d) => d.replace(/^plugin-/, '').replace(/-/g, '_'))];
const problem = nameProblem(name, taken);
if (problem) fail(problem);

const { folder, depth } = targetOf(name, option('--dir'));
if (existsSync(join(root, folder))) fail(`${folder} already exists`);

// Every migration name the core and the installed plugins use (a plugin's migrations.ts or its
// migrations/ folder), so the new one takes the next number. Reading only migrations.ts files
// missed report's folder (069-074) and would have handed out 070, a number report uses; two
// released names already share 069 (chosen on two branches at once), and
// tests/server/db/migrationOrder.test.ts refuses any further shared number.
const n = namesOf(name, { migrationNumber: nextMigrationNumber(migrationNamesIn(root)), depth, zhTitle: option('--zh') });

const written = await renderPlugin(n, root, folder);
for (const [file, text] of Object.entries(written)) {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
}
const e2e = e2eSpecPath(n);

/** Adds `import <id> from '<spec>';` after the list's last import and `<id>` at the end of its array. */
async function install(listFile, arrayStart, spec) {
  const path = join(root, listFile);
  let text = readFileSync(path, 'utf8');
  const imports = [...text.matchAll(/^import .*;$/gm)];
  const last = imports[imports.length - 1];
  const at = last.index + last[0].length;
  text = `${text.slice(0, at)}\nimport ${n.camel} from '${spec}';${text.slice(at)}`;
  const start = text.indexOf(arrayStart);
  if (start < 0) throw new Error(`${listFile}: "${arrayStart}" not found`);
  const close = text.indexOf(']', start + arrayStart.length);
  // The formatter writes a long list one entry a line, with a comma after the last.
  const before = text.slice(0, close).trimEnd();
  text = `${before}${before.endsWith(',') || before.endsWith('[') ? ' ' : ', '}${n.camel}${text.slice(close)}`;
  writeFileSync(path, await formatted(path, text));
}
await install('plugins/index.ts', 'export const plugins: PluginManifest[] = [', installSpec(folder, ''));
await install('plugins/server.ts', 'export const serverModules = [', installSpec(folder, 'server/module'));

console.log(
  `plugin:new: ${name} written to ${folder}/ (${Object.keys(written).length - 1} files) and ${e2e}; installed in plugins/index.ts and plugins/server.ts.`,
);
console.log(
  `  its table ${n.table} comes with migration ${n.migration}; its menu /${n.section}/${n.leaf} is granted to the admin role on the next start.`,
);
console.log('  next: npm test (or npm start, then sign in as admin).');
