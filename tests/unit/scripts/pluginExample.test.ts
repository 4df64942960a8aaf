/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The example plugin package is what `npm run plugin:new support_tickets -- --dir
// examples/plugin-support-tickets --zh 客服工单` writes, unchanged: since the package is linted,
// type-checked and tested (unit, server, e2e) with everything else, this proves that what the
// generator writes today passes `npm test`. Regenerate the package after changing a template.
const ROOT = join(__dirname, '../../..');
// The generator formats with prettier, which loads its parsers through import() (jest's CommonJS
// sandbox cannot): the expected files are rendered in a child process by the generator's own code.
// Number 69 is not what plugin:new would hand out today but the one the example's migration was
// released with: databases record 069_support_tickets by that name, so the example keeps it (report's
// 069_report_stale_day shares the number; tests/server/db/migrationOrder.test.ts allows that pair only).
const RENDER = `
import { namesOf } from './scripts/pluginNew/names.mjs';
import { renderPlugin } from './scripts/pluginNew/render.mjs';
const n = namesOf('support_tickets', { migrationNumber: 69, depth: 2, zhTitle: '客服工单' });
process.stdout.write(JSON.stringify(await renderPlugin(n, process.cwd(), 'examples/plugin-support-tickets')));
`;
const EXPECTED = JSON.parse(
  execFileSync(process.execPath, ['--input-type=module', '-e', RENDER], { cwd: ROOT, encoding: 'utf8' }),
) as Record<string, string>;

describe("the example plugin package is the generator's output", () => {
  it('holds the twenty-one files and the e2e spec the generator writes', () => {
    expect(Object.keys(EXPECTED)).toHaveLength(22);
  });

  it.each(Object.keys(EXPECTED))('%s', (file) => {
    expect(readFileSync(join(ROOT, file), 'utf8')).toBe(EXPECTED[file]);
  });

  it("is installed by one line in each tier's list", () => {
    expect(readFileSync(join(ROOT, 'plugins/index.ts'), 'utf8')).toContain(
      "import supportTickets from '../examples/plugin-support-tickets';",
    );
    expect(readFileSync(join(ROOT, 'plugins/server.ts'), 'utf8')).toContain(
      "import supportTickets from '../examples/plugin-support-tickets/server/module';",
    );
  });
});
