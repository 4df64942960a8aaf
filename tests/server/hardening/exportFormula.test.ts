import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { neutraliseFormula } from '../../../server/http/spreadsheet';
import { SETUP_TIMEOUT, startServer, type TestServer } from '../helpers/server';
import { serverSourceFiles } from '../helpers/serverSources';

/*
 * Finding 6: a member nickname `=1+2` or remark `=cmd|' /C calc'!A0` was exported verbatim. Text
 * cells beginning with =, +, -, @, tab or carriage return are written with a leading apostrophe,
 * in every export (every module that builds a workbook goes through http/spreadsheet).
 */

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer();
  token = await server.login('admin');
}, SETUP_TIMEOUT);
afterAll(() => server.close());

const HOSTILE = ['=1+2', "=cmd|' /C calc'!A0", '+SUM(A1)', '-2+3', '@SUM(A1)', '\t=1', '\r=1'];

it('neutralises formula-looking nicknames and remarks in the member export', async () => {
  const members = await server.db.selectFrom('member').select('id').orderBy('id').limit(HOSTILE.length).execute();
  for (const [i, m] of members.entries()) {
    await server.db
      .updateTable('member')
      .set({ nickname: HOSTILE[i], remark_back: HOSTILE[HOSTILE.length - 1 - i] })
      .where('id', '=', m.id)
      .execute();
  }
  const response = await fetch(`${server.url}/chance-member/export`, {
    method: 'POST',
    headers: { token, 'content-type': 'application/json' },
    body: JSON.stringify({ fields: ['id', 'nickname', 'remarkBack'], ids: members.map((m) => m.id), sortField: 'id', sortOrder: 'ASC' }),
  });
  expect(response.status).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await response.arrayBuffer());
  const sheet = book.worksheets[0];
  const cells = members.map((_, i) => [sheet.getRow(i + 2).getCell(2).value, sheet.getRow(i + 2).getCell(3).value]);
  // XML line-end normalisation reads a stored carriage return back as a line feed.
  const stored = (text: string) => `'${text}`.replace('\r', '\n');
  expect(cells).toEqual(members.map((_, i) => [stored(HOSTILE[i]), stored(HOSTILE[HOSTILE.length - 1 - i])]));
  // Numbers (ids, money) stay numbers.
  expect(sheet.getRow(2).getCell(1).value).toBe(members[0].id);
});

it('leaves ordinary text and non-text alone', () => {
  expect(neutraliseFormula('Asha')).toBe('Asha');
  expect(neutraliseFormula('a=1')).toBe('a=1');
  expect(neutraliseFormula(-5)).toBe(-5);
  expect(neutraliseFormula(null)).toBe(null);
});

it('every server module that builds a workbook passes its rows through safeCells', () => {
  const files = serverSourceFiles();
  // exceljs is loaded on first use, through spreadsheet.ts's loadExcel or an import of its own.
  const exporters = files.filter((f) => /from 'exceljs'|import\('exceljs'\)|loadExcel\(\)/.test(readFileSync(f, 'utf8')));
  expect(exporters.length).toBeGreaterThanOrEqual(2);
  for (const file of exporters) {
    const text = readFileSync(file, 'utf8');
    expect([file, /safeCells\(/.test(text) || !/addRow\(/.test(text)]).toEqual([file, true]);
  }
});
