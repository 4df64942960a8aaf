import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { neutraliseFormula } from '../../../server/http/spreadsheet';
import { RUPEE_FORMAT, rupeeCellFormat } from '../../../shared/rupeeFormat';
import { SETUP_TIMEOUT, startServer, type TestServer } from '../helpers/server';

/*
 * Issue 39 item 9: an export reads like the screen it came from. Phones are written as typed (no
 * formula-guard apostrophe), rupees are grouped in lakhs and crores, flags use the list's words
 * (锁定 → 正常 / 已锁定, not 否 / 是), and the withdrawal review list exports its columns with
 * the list's stage words and payee lines. Each file is fetched over HTTP and read back with exceljs.
 */

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer();
  token = await server.login('admin');
}, SETUP_TIMEOUT);
afterAll(() => server.close());

/** The number formats a workbook stores, as written (exceljs drops a format's backslashes when it reads one back). */
async function storedFormats(bytes: ArrayBuffer): Promise<string[]> {
  const styles = await (await JSZip.loadAsync(bytes)).file('xl/styles.xml')?.async('string');
  return [...(styles ?? '').matchAll(/formatCode="([^"]*)"/g)].map((m) =>
    m[1]
      .replace(/&quot;/g, '"')
      .replace(/&gt;/g, '>')
      .replace(/&lt;/g, '<')
      .replace(/&amp;/g, '&'),
  );
}
const readBack = (format: string) => format.replace(/\\/g, '');

let lastFormats: string[] = [];
async function exportSheet(path: string, body: Record<string, unknown>, language: '0' | '1') {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { token, language, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  const bytes = await response.arrayBuffer();
  lastFormats = await storedFormats(bytes);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes);
  return book.worksheets[0];
}

const values = (sheet: ExcelJS.Worksheet, row: number) => (sheet.getRow(row).values as unknown[]).slice(1);

describe('member export', () => {
  it('writes phones as typed, rupees in lakh/crore grouping and 锁定 in the list words, in zh and en', async () => {
    const [locked, active] = await server.db
      .selectFrom('member')
      .select(['id', 'phone'])
      .where('is_test', '=', 0)
      .where('is_internal', '=', 0)
      .orderBy('id')
      .limit(2)
      .execute();
    await server.db.updateTable('member').set({ status: 1 }).where('id', '=', locked.id).execute();
    await server.db.updateTable('member').set({ status: 0 }).where('id', '=', active.id).execute();
    expect(locked.phone).toMatch(/^\+91\d{10}$/);
    const body = { fields: ['id', 'phone', 'balance', 'status'], ids: [locked.id, active.id], sortField: 'id', sortOrder: 'ASC' };

    const zh = await exportSheet('/chance-member/export', body, '1');
    expect(values(zh, 1)).toEqual(['ID', '手机号', '余额', '锁定']);
    expect([zh.getRow(2).getCell(2).value, zh.getRow(2).getCell(4).value]).toEqual([locked.phone, '已锁定']);
    expect([zh.getRow(3).getCell(2).value, zh.getRow(3).getCell(4).value]).toEqual([active.phone, '正常']);
    // ₹1,23,45,678.00 from a crore, ₹1,23,456.00 from a lakh (literal commas), ₹12,345.00 below.
    expect(RUPEE_FORMAT).toBe('[>=10000000]"₹"##\\,##\\,##\\,##0.00;[>=100000]"₹"##\\,##\\,##0.00;"₹"#,##0.00');
    expect(lastFormats).toContain(RUPEE_FORMAT);
    expect(zh.getRow(2).getCell(3).numFmt).toBe(readBack(RUPEE_FORMAT));

    const en = await exportSheet('/chance-member/export', body, '0');
    expect([en.getRow(2).getCell(4).value, en.getRow(3).getCell(4).value]).toEqual(['Locked', 'Active']);
  });

  it('still neutralises a phone field holding a formula', async () => {
    const [member] = await server.db.selectFrom('member').select('id').where('is_test', '=', 0).orderBy('id', 'desc').limit(1).execute();
    await server.db.updateTable('member').set({ phone: '+91+SUM(A1)' }).where('id', '=', member.id).execute();
    const sheet = await exportSheet('/chance-member/export', { fields: ['phone'], ids: [member.id] }, '0');
    expect(sheet.getRow(2).getCell(1).value).toBe("'+91+SUM(A1)");
  });
});

it('lets a signed plain number through the formula guard and nothing else', () => {
  for (const number of ['+917234567890', '+91 98765 43210', '-250.50', '+5']) expect(neutraliseFormula(number)).toBe(number);
  for (const formula of ['-2+3', '+SUM(A1)', '+91+SUM(A1)', '+1-1', '-1e3', '+91-98765-43210', '=1', '@A1', '+'])
    expect(neutraliseFormula(formula)).toBe(`'${formula}`);
});

it('writes a negative amount with its minus and its own grouping', () => {
  expect(rupeeCellFormat(-12_345_678.5)).toBe('"₹"##\\,##\\,##\\,##0.00;-"₹"##\\,##\\,##\\,##0.00');
  expect(rupeeCellFormat(-123_456)).toBe('"₹"##\\,##\\,##0.00;-"₹"##\\,##\\,##0.00');
  expect(rupeeCellFormat(-12)).toBe('"₹"#,##0.00;-"₹"#,##0.00');
  expect(rupeeCellFormat(0)).toBe(RUPEE_FORMAT);
});

describe('withdrawal review export', () => {
  const ALL = [
    'orderNo',
    'username',
    'isFirst',
    'amount',
    'fee',
    'bonusDeduction',
    'adminFee',
    'netPayout',
    'destination',
    'created_at',
    'stage',
    'rejectReason',
  ];

  it('writes the list rows of the filter, in its order, with the list headers and words', async () => {
    // Whether the seed leaves a withdrawal waiting depends on the Bombay hour it ran at (none just
    // after midnight): one waiting order makes sure the filter has rows.
    if (!(await server.db.selectFrom('withdrawal_order').select('id').where('status', '=', 1).executeTakeFirst())) {
      const newest = await server.db.selectFrom('withdrawal_order').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
      await server.db.updateTable('withdrawal_order').set({ status: 1, stage: 'submitted' }).where('id', '=', newest.id).execute();
    }
    const listed = await server.call('/chance-withdrawal-order/list', { token, body: { pageIndex: 1, pageSize: 100, status: 1 } });
    expect(listed.body.code).toBe(200);
    const rows = listed.body.data.list as {
      orderNo: string;
      username: string;
      amount: number;
      netPayout: number;
      stage: string;
      needsSecondReview: number;
      destination: string;
    }[];
    expect(rows.length).toBeGreaterThan(0);

    const zh = await exportSheet('/chance-withdrawal-order/export', { status: 1, fields: ALL }, '1');
    expect(values(zh, 1)).toEqual([
      '订单号',
      '会员账号',
      '首提',
      '金额',
      '手续费',
      '扣除优惠',
      '行政费',
      '出款金额',
      '收款信息',
      '时间',
      '状态',
      '备注 / 拒绝原因',
    ]);
    expect(zh.rowCount - 1).toBe(listed.body.data.total);
    const first = rows[0];
    const row = zh.getRow(2);
    expect([row.getCell(1).value, row.getCell(2).value, row.getCell(4).value, row.getCell(8).value]).toEqual([
      first.orderNo,
      first.username,
      first.amount / 100,
      first.netPayout / 100,
    ]);
    expect(lastFormats).toContain(RUPEE_FORMAT);
    expect(row.getCell(4).numFmt).toBe(readBack(RUPEE_FORMAT));
    expect(String(row.getCell(10).value)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    const stageZh = { submitted: '待审核', first_approved: '已初审' }[first.stage as 'submitted'];
    expect(String(row.getCell(11).value)).toBe(first.needsSecondReview === 1 ? `${stageZh} · 需二次审核` : stageZh);
    const payee = JSON.parse(first.destination) as { type: string };
    expect(String(row.getCell(9).value)).toMatch(new RegExp(`^${payee.type} · `));

    const en = await exportSheet('/chance-withdrawal-order/export', { status: 1, fields: ['orderNo', 'stage'] }, '0');
    expect(values(en, 1)).toEqual(['Order no', 'Status']);
    expect(String(en.getRow(2).getCell(2).value)).toMatch(/^(Pending|First review done)/);
  });

  it("keeps a franchisee to their own franchisee's orders, as the list does", async () => {
    const franchisee = await server.login('franchisee');
    const listed = await server.call('/chance-withdrawal-order/list', { token: franchisee, body: { pageIndex: 1, pageSize: 100 } });
    const all = await server.call('/chance-withdrawal-order/list', { token, body: { pageIndex: 1, pageSize: 100 } });
    expect(listed.body.data.total).toBeLessThan(all.body.data.total);
    const response = await fetch(`${server.url}/chance-withdrawal-order/export`, {
      method: 'POST',
      headers: { token: franchisee, 'content-type': 'application/json' },
      body: JSON.stringify({ fields: ['orderNo'] }),
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const sheet = book.worksheets[0];
    expect(sheet.rowCount - 1).toBe(listed.body.data.total);
    expect(sheet.getRow(2).getCell(1).value).toBe(listed.body.data.list[0].orderNo);
  });
});
