/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

/** ESLint as `npm test`'s lint step runs it, on a planted file that exists only on stdin. */
function lint(file: string, code: string): string {
  const r = spawnSync(path.join(ROOT, 'node_modules/.bin/eslint'), ['--stdin', '--stdin-filename', file], {
    cwd: ROOT,
    input: code,
    encoding: 'utf8',
  });
  return r.stdout;
}

const REFUSED = "'DataTable' import from 'react-admin' is restricted. Use the host's DataTable";

describe('lists use the host DataTable (eslint.config.js no-restricted-imports)', () => {
  it("refuses react-admin's DataTable in a plugin, imported or re-exported, and in the host outside the wrapper", () => {
    expect(
      lint('plugins/vip/Planted.tsx', "import { DataTable, List } from 'react-admin';\nexport default [DataTable, List];\n"),
    ).toContain(REFUSED);
    expect(lint('plugins/money/orders/Planted.ts', "export { DataTable } from 'react-admin';\n")).toContain('no-restricted-imports');
    expect(lint('plugins/vip/Planted.tsx', "import { DataTable } from 'ra-ui-materialui';\nexport default DataTable;\n")).toContain(
      'no-restricted-imports',
    );
    expect(lint('src/components/table/Planted.tsx', "import { DataTable } from 'react-admin';\nexport default DataTable;\n")).toContain(
      REFUSED,
    );
  }, 60_000);

  it("passes the host's DataTable, react-admin's DataTable types, and the wrapper itself", () => {
    const plugin = lint(
      'plugins/vip/Planted.tsx',
      "import { type DataTableProps, List } from 'react-admin';\nimport { DataTable } from '../../src';\nexport const parts = [DataTable, List];\nexport type P = DataTableProps;\n",
    );
    expect(plugin).not.toContain('no-restricted-imports');
    expect(
      lint('src/components/list/DataTable.tsx', "import { DataTable as RaDataTable } from 'react-admin';\nexport default RaDataTable;\n"),
    ).not.toContain('no-restricted-imports');
  }, 60_000);
});
