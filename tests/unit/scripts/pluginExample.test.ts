/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { namesOf } from '../../../scripts/pluginNew/names.mjs';
import * as t from '../../../scripts/pluginNew/templates.mjs';

// The example plugin package is what `npm run plugin:new support_tickets -- --dir
// examples/plugin-support-tickets --zh 客服工单` writes, unchanged: since the package is linted,
// type-checked and tested (unit, server, e2e) with everything else, this proves that what the
// generator writes today passes `npm test`. Regenerate the package after changing a template.
const ROOT = join(__dirname, '../../..');
const n = namesOf('support_tickets', { migrationNumber: 69, depth: 2, zhTitle: '客服工单' });
const FILES: Record<string, string> = {
  'index.ts': t.consoleIndex(n), 'calls.ts': t.consoleCalls(n), 'form.ts': t.consoleForm(n), 'ItemList.tsx': t.consoleList(n), 'ItemDialog.tsx': t.consoleDialog(n),
  'SummaryCard.tsx': t.consoleCard(n), 'messages.zh.ts': t.consoleMessages(n, 'zh'), 'messages.en.ts': t.consoleMessages(n, 'en'), 'shared/menu.ts': t.sharedMenu(n),
  'shared/items.ts': t.sharedItems(n), 'shared/auditLabels.ts': t.sharedAuditLabels(n), 'server/module.ts': t.serverModule(n), 'server/routes.ts': t.serverRoutes(n),
  'server/messages.ts': t.serverMessages(n), 'server/migrations.ts': t.serverMigrations(n), 'server/tables.ts': t.serverTables(n), 'server/seed.ts': t.serverSeed(n),
  'server/counters.ts': t.serverCounters(n), 'tests/unit/plugin.test.ts': t.unitTest(n), 'tests/server/routes.test.ts': t.serverTest(n),
};

describe('the example plugin package is the generator\'s output', () => {
  it.each(Object.keys(FILES))('examples/plugin-support-tickets/%s', (file) => {
    expect(readFileSync(join(ROOT, 'examples/plugin-support-tickets', file), 'utf8')).toBe(FILES[file]);
  });

  it('with its e2e spec, installed by one line in each tier\'s list', () => {
    expect(readFileSync(join(ROOT, 'tests/e2e/plugin-support-tickets.spec.ts'), 'utf8')).toBe(t.e2eTest(n));
    expect(readFileSync(join(ROOT, 'plugins/index.ts'), 'utf8')).toContain("import supportTickets from '../examples/plugin-support-tickets';");
    expect(readFileSync(join(ROOT, 'plugins/server.ts'), 'utf8')).toContain("import supportTickets from '../examples/plugin-support-tickets/server/module';");
  });
});
