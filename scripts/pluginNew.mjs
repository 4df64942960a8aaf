#!/usr/bin/env node
// `npm run plugin:new <name> [-- --dir FOLDER] [--zh 中文名]`: scaffolds a domain plugin with both
// tiers and its tests (scripts/pluginNew/templates.mjs), then installs it: one line in the
// console's list (plugins/index.ts) and one in the server's (plugins/server.ts). The plugin passes
// `npm test` as written; `npm start` on an existing database grants its menu to the admin role
// and writes its demo rows (docs/plugins.md).
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { nameProblem, namesOf, nextMigrationNumber } from './pluginNew/names.mjs';
import * as t from './pluginNew/templates.mjs';

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

const dirs = (folder) => (existsSync(join(root, folder)) ? readdirSync(join(root, folder)).filter((d) => statSync(join(root, folder, d)).isDirectory()) : []);
const taken = [...dirs('plugins'), ...dirs('examples').map((d) => d.replace(/^plugin-/, '').replace(/-/g, '_'))];
const problem = nameProblem(name, taken);
if (problem) fail(problem);

const folder = option('--dir') ?? `plugins/${name}`;
if (existsSync(join(root, folder))) fail(`${folder} already exists`);
const depth = folder.split('/').filter(Boolean).length;

// Every migration name the core and the installed plugins use, so the new one takes the next number.
const migrationFiles = [join(root, 'server/db/migrate.ts'), ...[...dirs('plugins').map((d) => `plugins/${d}`), ...dirs('examples').map((d) => `examples/${d}`)]
  .map((d) => join(root, d, 'server/migrations.ts')).filter(existsSync)];
const migrationNames = migrationFiles.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/'(\d{3}_[a-z0-9_]+)'/g)].map((m) => m[1]));
const n = namesOf(name, { migrationNumber: nextMigrationNumber(migrationNames), depth, zhTitle: option('--zh') });

const files = {
  'index.ts': t.consoleIndex(n),
  'calls.ts': t.consoleCalls(n),
  'form.ts': t.consoleForm(n),
  'ItemList.tsx': t.consoleList(n),
  'ItemDialog.tsx': t.consoleDialog(n),
  'SummaryCard.tsx': t.consoleCard(n),
  'messages.zh.ts': t.consoleMessages(n, 'zh'),
  'messages.en.ts': t.consoleMessages(n, 'en'),
  'shared/menu.ts': t.sharedMenu(n),
  'shared/items.ts': t.sharedItems(n),
  'shared/auditLabels.ts': t.sharedAuditLabels(n),
  'server/module.ts': t.serverModule(n),
  'server/routes.ts': t.serverRoutes(n),
  'server/messages.ts': t.serverMessages(n),
  'server/migrations.ts': t.serverMigrations(n),
  'server/tables.ts': t.serverTables(n),
  'server/seed.ts': t.serverSeed(n),
  'server/counters.ts': t.serverCounters(n),
  'tests/unit/plugin.test.ts': t.unitTest(n),
  'tests/server/routes.test.ts': t.serverTest(n),
};
for (const [file, text] of Object.entries(files)) {
  const path = join(root, folder, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}
const e2e = `tests/e2e/plugin-${n.kebab}.spec.ts`;
writeFileSync(join(root, e2e), t.e2eTest(n));

/** Adds `import <id> from '<spec>';` after the list's last import and `<id>` at the end of its array. */
function install(listFile, arrayStart, spec) {
  const path = join(root, listFile);
  let text = readFileSync(path, 'utf8');
  const imports = [...text.matchAll(/^import .*;$/gm)];
  const last = imports[imports.length - 1];
  const at = last.index + last[0].length;
  text = `${text.slice(0, at)}\nimport ${n.camel} from '${spec}';${text.slice(at)}`;
  const start = text.indexOf(arrayStart);
  if (start < 0) throw new Error(`${listFile}: "${arrayStart}" not found`);
  const close = text.indexOf(']', start + arrayStart.length);
  text = `${text.slice(0, close)}, ${n.camel}${text.slice(close)}`;
  writeFileSync(path, text);
}
const fromPlugins = (sub) => {
  const spec = relative(join(root, 'plugins'), join(root, folder, sub)).split('\\').join('/');
  return spec.startsWith('.') ? spec : `./${spec}`;
};
install('plugins/index.ts', 'export const plugins: PluginManifest[] = [', fromPlugins(''));
install('plugins/server.ts', 'export const serverModules = [', fromPlugins('server/module'));

console.log(`plugin:new: ${name} written to ${folder}/ (${Object.keys(files).length} files) and ${e2e}; installed in plugins/index.ts and plugins/server.ts.`);
console.log(`  its table ${n.table} comes with migration ${n.migration}; its menu /${n.section}/${n.leaf} is granted to the admin role on the next start.`);
console.log('  next: npm test (or npm start, then sign in as admin).');
