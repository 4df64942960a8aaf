/**
 * @jest-environment node
 */
import { lintPlanted } from '../fixtures/lintPlanted';

const NATIVE = 'Use BombayDayInput or BombayDateTimeInput (src/components/input';
const IMPORTED = "import from 'react-admin' is restricted. Use BombayDayInput or BombayDateTimeInput";

// ESLint as `npm test`'s lint step runs it (eslint.config.js), on planted files that exist only in memory.
const refused = {
  dateInput: {
    file: 'plugins/vip/Planted.tsx',
    code: "import { DateInput, List } from 'react-admin';\nexport default [DateInput, List];\n",
  },
  dateTimeInput: {
    file: 'plugins/money/orders/Planted.tsx',
    code: "import { DateTimeInput } from 'react-admin';\nexport default DateTimeInput;\n",
  },
  timeInputMaterialUi: {
    file: 'src/layout/Planted.tsx',
    code: "import { TimeInput } from 'ra-ui-materialui';\nexport default TimeInput;\n",
  },
  reExport: { file: 'examples/planted/Planted.ts', code: "export { DateInput } from 'react-admin';\n" },
  nativeDate: { file: 'plugins/vip/Planted.tsx', code: 'export const Day = () => <input type="date" />;\n' },
  muiDateTime: {
    file: 'plugins/report/Planted.tsx',
    code: "import { TextField } from '@mui/material';\nexport const At = () => <TextField type={'datetime-local'} />;\n",
  },
  propsTime: {
    file: 'src/components/table/Planted.tsx',
    code: "import { TextField } from '@mui/material';\nexport const T = () => <TextField slotProps={{ htmlInput: { type: 'time' } }} />;\n",
  },
  // The files exempt from the console's other restrictions are not exempt from this one.
  nativeInDataTableWrapper: {
    file: 'src/components/list/DataTable.tsx',
    code: "import { DateInput } from 'react-admin';\nexport default DateInput;\n",
  },
  nativeInStoredHtml: { file: 'src/components/StoredHtml.tsx', code: 'export const D = () => <input type="date" />;\n' },
};
const passed = {
  bombayInputs: {
    file: 'plugins/vip/Planted.tsx',
    code: "import { BombayDateTimeInput, BombayDayInput } from '../../src';\nexport default [BombayDateTimeInput, BombayDayInput];\n",
  },
  otherTypes: {
    file: 'plugins/vip/Planted.tsx',
    code: 'export const N = () => <><input type="number" /><input type="search" /></>;\nexport const kind = { type: \'datetime\' };\n',
  },
  // The Bombay inputs' own hidden picker is the one native box the console keeps.
  bombayPicker: { file: 'src/components/input/Planted.tsx', code: 'export const P = () => <input type="datetime-local" aria-hidden />;\n' },
  // Exempting the input folder from this rule keeps the stored-HTML rule there.
  storedHtmlInInputs: {
    file: 'src/components/input/Planted.tsx',
    code: 'export const H = (p: { h: string }) => <div dangerouslySetInnerHTML={{ __html: p.h }} />;\n',
  },
  // …and the DataTable wrapper still imports react-admin's DataTable.
  dataTableWrapper: {
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

describe('dates and times use the Bombay inputs (eslint.config.js, issue 39 item 7)', () => {
  it("refuses react-admin's DateInput, DateTimeInput and TimeInput, imported or re-exported, in plugins, examples and the host", () => {
    expect(lint.dateInput).toContain(`'DateInput' ${IMPORTED}`);
    expect(lint.dateTimeInput).toContain(`'DateTimeInput' ${IMPORTED}`);
    expect(lint.timeInputMaterialUi).toContain("'TimeInput' import from 'ra-ui-materialui' is restricted");
    expect(lint.reExport).toContain('no-restricted-imports');
    expect(lint.nativeInDataTableWrapper).toContain(`'DateInput' ${IMPORTED}`);
  });

  it('refuses a native date, date-time or time box outside src/components/input, as an attribute or in props', () => {
    for (const text of [lint.nativeDate, lint.muiDateTime, lint.propsTime, lint.nativeInStoredHtml]) {
      expect(text).toContain(NATIVE);
      expect(text).toContain('no-restricted-syntax');
    }
  });

  it('passes the Bombay inputs, other input types, and the Bombay inputs own picker', () => {
    for (const text of [lint.bombayInputs, lint.otherTypes, lint.bombayPicker]) {
      expect(text).not.toContain('no-restricted-syntax');
      expect(text).not.toContain('no-restricted-imports');
    }
  });

  it("keeps the console's other restrictions where this one is lifted", () => {
    expect(lint.storedHtmlInInputs).toContain('Draw stored HTML with <StoredHtml');
    expect(lint.dataTableWrapper).not.toContain('no-restricted-imports');
  });
});
