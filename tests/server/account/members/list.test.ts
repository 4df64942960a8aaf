import ExcelJS from 'exceljs';
import { MEMBER_COLUMNS } from '../../../../plugins/account/shared/memberColumns';
import { EXPORTS_PER_PROCESS } from '../../../../shared/exportLimits';
import { exportsRunning, takeExportSlot } from '../../../../server/http/exportSlots';
import { SETUP_TIMEOUT } from '../../helpers/server';
import { membersFixture, type MembersFixture } from './fixture';

/* chance-member/list and its xlsx export: filters, sort, paging, scoping per role, bad input. */

let f: MembersFixture;
beforeAll(async () => {
  f = await membersFixture();
}, SETUP_TIMEOUT);
afterAll(() => f.close());

const list = (token: string, body: Record<string, unknown> = {}, language?: 0 | 1) =>
  f.server.call('/chance-member/list', { token, body: { pageIndex: 1, pageSize: 100, ...body }, language });

describe('chance-member/list', () => {
  it('pages formal members with the labels of spec §3 and the ledger balance', async () => {
    const answer = await list(f.tokens.admin, { pageSize: 5 });
    expect(answer.body.code).toBe(200);
    const { list: rows, total } = answer.body.data;
    expect(rows).toHaveLength(5);
    const formal = await f.server.db
      .selectFrom('member')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('is_test', '=', 0)
      .where('is_internal', '=', 0)
      .executeTakeFirstOrThrow();
    expect(total).toBe(Number(formal.n));
    for (const key of MEMBER_COLUMNS.map((c) => c.key)) expect(rows[0]).toHaveProperty(key);
    const cash = await f.server.db
      .selectFrom('ledger_account')
      .select('balance')
      .where('owner_type', '=', 'member')
      .where('owner_id', '=', String(rows[0].id))
      .where('bucket', '=', 'cash')
      .executeTakeFirst();
    expect(rows[0].balance).toBe(cash?.balance ?? 0);
  });

  it('finds a member by phone, nickname and account, and sorts by balance', async () => {
    const member = await f.server.db
      .selectFrom('member')
      .select(['id', 'phone', 'username'])
      .where('id', '=', f.agentMember)
      .executeTakeFirstOrThrow();
    const byPhone = await list(f.tokens.admin, { phone: member.phone.slice(-10) });
    expect(byPhone.body.data.list.map((m: { id: number }) => m.id)).toContain(member.id);
    const byName = await list(f.tokens.admin, { username: member.username.toUpperCase() });
    const named = byName.body.data.list as { id: number; username: string }[];
    expect(named.map((m) => m.id)).toContain(member.id);
    expect(named.every((m) => m.username.includes(member.username))).toBe(true);
    const sorted = await list(f.tokens.admin, { sortField: 'balance', sortOrder: 'DESC', pageSize: 50 });
    const balances = sorted.body.data.list.map((m: { balance: number }) => m.balance);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
  });

  it('applies the flag, class and date-range filters', async () => {
    const locked = await list(f.tokens.admin, { status: 1 });
    expect(locked.body.data.list.every((m: { status: number }) => m.status === 1)).toBe(true);
    const charged = await list(f.tokens.admin, { firstCharged: 0 });
    expect(charged.body.data.list.every((m: { firstChargeAt: number | null }) => m.firstChargeAt === null)).toBe(true);
    const classD = await list(f.tokens.admin, { customerClass: 'D' });
    expect(classD.body.data.list.every((m: { customerClass: string }) => m.customerClass === 'D')).toBe(true);
    const all = (await list(f.tokens.admin, { sortField: 'createdAt', sortOrder: 'ASC' })).body.data.list as { createdAt: number }[];
    const from = all[10].createdAt;
    const ranged = (await list(f.tokens.admin, { registerStart: from, registerEnd: from + 1 })).body.data.list as { createdAt: number }[];
    expect(ranged.length).toBeGreaterThan(0);
    expect(ranged.every((m) => m.createdAt === from)).toBe(true);
  });

  it('scopes rows: franchisee its own, each agent only its downline', async () => {
    const franchisee = (await list(f.tokens.franchisee)).body.data.list as { franchiseeId: number }[];
    expect(franchisee.length).toBeGreaterThan(0);
    expect(franchisee.every((m) => m.franchiseeId === f.franchiseeId)).toBe(true);
    const agent = (await list(f.tokens.agent)).body.data.list as { id: number }[];
    const agent2 = (await list(f.tokens.agent2)).body.data.list as { id: number }[];
    const agentIds = new Set(agent.map((m) => m.id));
    expect(agentIds.has(f.agentMember)).toBe(true);
    expect(agentIds.has(f.agent2Member)).toBe(false);
    expect(agent2.some((m) => agentIds.has(m.id))).toBe(false);
    // Naming a foreign member's phone as an agent finds nothing.
    const other = await f.server.db.selectFrom('member').select('phone').where('id', '=', f.agent2Member).executeTakeFirstOrThrow();
    expect((await list(f.tokens.agent, { phone: other.phone })).body.data.total).toBe(0);
  });

  it('refuses bad input naming the field, in both languages', async () => {
    const en = await list(f.tokens.admin, { pageSize: 1000 }, 0);
    expect(en.status).toBe(400);
    expect(en.body.code).toBe('A0400');
    expect(en.body.msg).toContain('pageSize');
    const zh = await list(f.tokens.admin, { customerClass: 'E', sortField: 'password_hash' }, 1);
    expect(zh.body.code).toBe('A0400');
    expect(zh.body.msg).toContain('customerClass');
    expect(zh.body.msg).toContain('sortField');
  });

  it('answers A0230 without a token or with an expired one', async () => {
    expect((await f.server.call('/chance-member/list', { body: {} })).body.code).toBe('A0230');
    expect((await list(f.tokens.expired)).body.code).toBe('A0230');
  });
});

/** Waits (up to 2 s) for the server to have closed an answer the client has read. */
async function settled(done: () => boolean): Promise<void> {
  for (let i = 0; i < 40 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(done()).toBe(true);
}

describe('chance-member/export', () => {
  async function workbook(buffer: ArrayBuffer) {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(buffer);
    return book.worksheets[0];
  }

  it('writes the chosen columns as the header row, for every row the filter matches', async () => {
    const fields = ['username', 'phone', 'balance', 'createdAt', 'status'];
    const response = await fetch(`${f.server.url}/chance-member/export`, {
      method: 'POST',
      headers: { token: f.tokens.admin, language: '1', 'content-type': 'application/json' },
      body: JSON.stringify({ fields, customerClass: 'D', sortField: 'id', sortOrder: 'ASC' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="members-\d{8}\.xlsx"/);
    const sheet = await workbook(await response.arrayBuffer());
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(['账号', '手机号', '余额', '注册时间', '锁定']);
    const expected = (await list(f.tokens.admin, { customerClass: 'D', sortField: 'id', sortOrder: 'ASC', pageSize: 100 })).body.data;
    expect(sheet.rowCount - 1).toBe(expected.total);
    expect(sheet.getRow(2).getCell(1).value).toBe(expected.list[0].username);
    expect(sheet.getRow(2).getCell(3).value).toBe(expected.list[0].balance / 100);
  });

  it('exports only the selection when ids are given, and only in scope', async () => {
    const response = await fetch(`${f.server.url}/chance-member/export`, {
      method: 'POST',
      headers: { token: f.tokens.agent, 'content-type': 'application/json' },
      body: JSON.stringify({ fields: ['id'], ids: [f.agentMember, f.agent2Member] }),
    });
    const sheet = await workbook(await response.arrayBuffer());
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['ID']);
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe(f.agentMember);
  });

  it('runs one export per staff member and a few per process: others get a clear A0429 at once, and the slot comes back with the file', async () => {
    const exportAs = (token: string, language = '0') =>
      fetch(`${f.server.url}/chance-member/export`, {
        method: 'POST',
        headers: { token, language, 'content-type': 'application/json' },
        body: JSON.stringify({ fields: ['id'] }),
      });
    const adminId = Number(
      (await f.server.db.selectFrom('staff_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id,
    );
    // An export of admin's is running (a slot taken as the route takes it).
    const running = takeExportSlot(adminId);
    const refused = await exportAs(f.tokens.admin, '1');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ code: 'A0429', msg: '您已有一个导出正在进行，请等待文件下载完成后再导出', data: null });
    // Another staff member is not held back by admin's, until the process is full.
    const agents = await exportAs(f.tokens.agent);
    expect(agents.status).toBe(200);
    // Its slot is held while the file streams, and comes back once it is sent.
    await agents.arrayBuffer();
    await settled(() => exportsRunning() === 1);
    const others = Array.from({ length: EXPORTS_PER_PROCESS - 1 }, (_, i) => takeExportSlot(-1 - i));
    expect(await (await exportAs(f.tokens.agent)).json()).toEqual({
      code: 'A0429',
      msg: 'Other exports are running on the server: try again in a moment',
      data: null,
    });
    for (const release of [running, ...others]) release();
    expect(exportsRunning()).toBe(0);
    const again = await exportAs(f.tokens.admin);
    expect(again.status).toBe(200);
    expect((await workbook(await again.arrayBuffer())).rowCount).toBeGreaterThan(1);
    await settled(() => exportsRunning() === 0);
  });

  it('answers a JSON error for unknown columns', async () => {
    const answer = await f.server.call('/chance-member/export', { token: f.tokens.admin, body: { fields: ['password_hash'] } });
    expect(answer.body.code).toBe('A0400');
    expect(answer.body.msg).toContain('fields');
  });
});
