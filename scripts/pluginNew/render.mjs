// What `npm run plugin:new` writes, as text: the plugin's files and its e2e spec, formatted as the
// tree's formatter would (prettier, `.prettierrc.json`), so a new plugin passes `npm test`'s format
// check untouched. The generator writes these; a unit test compares the example package with them.
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import * as t from './templates.mjs';

/** @typedef {import('./names.mjs').Names} Names */

/** @param {Names} n @returns {Record<string, string>} the plugin's files by their path inside its folder */
export function pluginFiles(n) {
  return {
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
    'shared/itemContract.ts': t.sharedContract(n),
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
}

/** @param {Names} n @returns {string} the e2e spec's path from the checkout */
export const e2eSpecPath = (n) => `tests/e2e/plugin-${n.kebab}.spec.ts`;

/**
 * @param {string} path where the file goes (its name picks the parser; its folder the config)
 * @param {string} text
 * @returns {Promise<string>}
 */
export async function formatted(path, text) {
  const config = (await resolveConfig(path)) ?? {};
  return format(text, { ...config, filepath: path });
}

/**
 * @param {Names} n @param {string} root the checkout @param {string} folder the plugin's folder from it
 * @returns {Promise<Record<string, string>>} every file the generator writes, by its path from the checkout
 */
export async function renderPlugin(n, root, folder) {
  const out = {};
  for (const [file, text] of Object.entries(pluginFiles(n))) out[`${folder}/${file}`] = await formatted(join(root, folder, file), text);
  const spec = e2eSpecPath(n);
  out[spec] = await formatted(join(root, spec), t.e2eTest(n));
  return out;
}
