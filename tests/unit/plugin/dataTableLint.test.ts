/**
 * @jest-environment node
 */
import { lintPlanted } from '../fixtures/lintPlanted';

const REFUSED = "'DataTable' import from 'react-admin' is restricted. Use the host's DataTable";

// ESLint as `npm test`'s lint step runs it, on planted files that exist only in memory.
const refused = {
  pluginImport: {
    file: 'plugins/vip/Planted.tsx',
    code: "import { DataTable, List } from 'react-admin';\nexport default [DataTable, List];\n",
  },
  pluginReExport: { file: 'plugins/money/orders/Planted.ts', code: "export { DataTable } from 'react-admin';\n" },
  pluginMaterialUi: { file: 'plugins/vip/Planted.tsx', code: "import { DataTable } from 'ra-ui-materialui';\nexport default DataTable;\n" },
  hostOutsideWrapper: {
    file: 'src/components/table/Planted.tsx',
    code: "import { DataTable } from 'react-admin';\nexport default DataTable;\n",
  },
};
const passed = {
  pluginHostTable: {
    file: 'plugins/vip/Planted.tsx',
    code: "import { type DataTableProps, List } from 'react-admin';\nimport { DataTable } from '../../src';\nexport const parts = [DataTable, List];\nexport type P = DataTableProps;\n",
  },
  wrapper: {
    file: 'src/components/list/DataTable.tsx',
    code: "import { DataTable as RaDataTable } from 'react-admin';\nexport default RaDataTable;\n",
  },
};
let lint: Record<keyof typeof refused | keyof typeof passed, string>;

beforeAll(() => {
  const planted = { ...refused, ...passed };
  const texts = lintPlanted(Object.values(planted));
  lint = Object.fromEntries(Object.keys(planted).map((name, i) => [name, texts[i]])) as typeof lint;
}, 60_000);

describe('lists use the host DataTable (eslint.config.js no-restricted-imports)', () => {
  it("refuses react-admin's DataTable in a plugin, imported or re-exported, and in the host outside the wrapper", () => {
    expect(lint.pluginImport).toContain(REFUSED);
    expect(lint.pluginReExport).toContain('no-restricted-imports');
    expect(lint.pluginMaterialUi).toContain('no-restricted-imports');
    expect(lint.hostOutsideWrapper).toContain(REFUSED);
  });

  it("passes the host's DataTable, react-admin's DataTable types, and the wrapper itself", () => {
    expect(lint.pluginHostTable).not.toContain('no-restricted-imports');
    expect(lint.wrapper).not.toContain('no-restricted-imports');
  });
});
