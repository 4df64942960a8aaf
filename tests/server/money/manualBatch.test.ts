import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { hashPassword } from '../../../server/auth/password';
import { checkLedger } from '../../../plugins/money/server/checkLedger';
import { memberBalances } from '../../../server/ledger/balances';
import { ROLE_MENUS } from '../../../demo/seed/roleMenus';
import { SETUP_TIMEOUT, sha256, type TestServer } from '../helpers/server';
import { creditMember, moneyServer, STAFF_PASSWORD, type MoneyOrg } from './fixture';

/*
 * Batch manual credits/debits over HTTP: the per-row preview (writes nothing), the submit of
 * member + amount rows as ONE pending request, approval by another staff member applying every
 * row in one transaction or none (an overdrawing debit row names itself), idempotent replays,
 * the VIP-level pick, the per-row result workbook, and who may do what (admin, franchisee in its
 * scope, agent never).
 */

let server: TestServer;
let org: MoneyOrg;
let maker: string;
let checker: string;
let franchisee: string;
let agent: string;
beforeAll(async () => {
  const started = await moneyServer(6);
  server = started.server;
  org = started.org;
  maker = await started.login('maker');
  checker = await started.login('checker');
  franchisee = await started.login('fr1');
  const db = server.db;
  const station = await db.selectFrom('station').select('id').where('franchisee_id', '=', org.franchiseeId).executeTakeFirstOrThrow();
  const row = await db
    .insertInto('agent')
    .values({
      username: 'ag1',
      parent_id: null,
      station_id: station.id,
      franchisee_id: org.franchiseeId,
      level: 1,
      path: '/',
      status: 0,
      created_at: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('agent')
    .set({ path: `/${row.id}/` })
    .where('id', '=', row.id)
    .execute();
  const role = await db
    .insertInto('role')
    .values({ code: 'agent', name: 'agent', menu_list: JSON.stringify(ROLE_MENUS.agent), ip_whitelist: '', created_at: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('staff_user')
    .values({
      username: 'ag1',
      password_hash: await hashPassword(sha256(STAFF_PASSWORD)),
      type: 2,
      role_id: role.id,
      franchisee_id: org.franchiseeId,
      station_id: station.id,
      agent_id: row.id,
      parent_id: null,
      language: 0,
      ip_whitelist: '',
      status: 0,
      failed_logins: 0,
      created_at: 0,
      updated_at: 0,
    })
    .execute();
  agent = await started.login('ag1');
  // m1…m3 hold ₹100 each for the debits.
  for (const m of org.members.slice(0, 3)) await creditMember(db, org, m, 10_000);
}, SETUP_TIMEOUT);
afterAll(async () => server?.close());

const post = (path: string, token: string, body: unknown, key: string | null = randomUUID()) =>
  server.call(path, { body, token, headers: key ? { 'idempotency-key': key } : {} });
const cashOf = async (member: number) => (await memberBalances(server.db, [member])).get(member)?.cash ?? 0;
const cashAll = () => Promise.all(org.members.map(cashOf));
const journalCount = async () => (await checkLedger(server.db)).journals;
const requestCount = async () =>
  Number(
    (
      await server.db
        .selectFrom('manual_batch')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const logCount = async (action: string) =>
  Number(
    (
      await server.db
        .selectFrom('operation_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('action', '=', action)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('batch manual credits and debits', () => {
  it('previews each row with its problem and writes nothing', async () => {
    const [journals, requests] = [await journalCount(), await requestCount()];
    const preview = await server.call('/chance-manual/deposit/batch/preview', {
      token: maker,
      body: {
        rows: [
          { username: 'm1', amount: '100' },
          { username: 'nobody', amount: '5' },
          { username: 'm2', amount: '12.345' },
          { username: 'm1', amount: '3' },
          { username: '', amount: '3' },
          { username: 'm3', amount: '₹1,00,00,001' },
          { username: 'm4', amount: 250.5 },
        ],
      },
    });
    expect(preview.body.code).toBe(200);
    expect(preview.body.data.rows.map((r: { error: string | null }) => r.error)).toEqual([
      null,
      'member_not_found',
      'bad_amount',
      'duplicate',
      'username_missing',
      'over_limit',
      null,
    ]);
    expect(preview.body.data).toMatchObject({ validCount: 2, validTotal: 10_000 + 25_050, invalidCount: 5, overTotal: false });
    expect(preview.body.data.rows[6]).toMatchObject({ line: 7, username: 'm4', amount: 25_050, memberId: org.members[3] });

    const debit = await server.call('/chance-manual/withdrawal/batch/preview', {
      token: maker,
      body: {
        rows: [
          { username: 'm1', amount: '100' },
          { username: 'm2', amount: '100.01' },
        ],
      },
    });
    expect(debit.body.data.rows).toMatchObject([
      { error: null, cash: 10_000 },
      { error: 'insufficient_funds', cash: 10_000 },
    ]);
    // A franchisee does not see another franchisee's member.
    const scoped = await server.call('/chance-manual/deposit/batch/preview', {
      token: franchisee,
      body: {
        rows: [
          { username: 'other', amount: '1' },
          { username: 'm1', amount: '1' },
        ],
      },
    });
    expect(scoped.body.data.rows.map((r: { error: string | null }) => r.error)).toEqual(['member_not_found', null]);
    expect([await journalCount(), await requestCount()]).toEqual([journals, requests]);
  });

  it('refuses bad submits whole, writing nothing', async () => {
    const [journals, requests, cash] = [await journalCount(), await requestCount(), await cashAll()];
    const bad = [
      {
        rows: [
          { username: 'm1', amount: 100 },
          { username: 'nobody', amount: 100 },
        ],
        reasonType: 'manual_deposit',
      },
      {
        rows: [
          { username: 'm1', amount: 100 },
          { username: 'm1', amount: 100 },
        ],
        reasonType: 'manual_deposit',
      },
      { rows: [{ username: 'm1', amount: 0 }], reasonType: 'manual_deposit' },
      { rows: [{ username: 'm1', amount: 1.5 }], reasonType: 'manual_deposit' },
      { rows: [{ username: 'm1', amount: 100 }], reasonType: '' },
      { rows: [{ username: 'm1', amount: 100 }], usernames: ['m2'], amount: 100, reasonType: 'manual_deposit' },
      { reasonType: 'manual_deposit' },
      { rows: Array.from({ length: 3_001 }, (_, i) => ({ username: `x${i}`, amount: 1 })), reasonType: 'manual_deposit' },
      { rows: [{ username: 'm1', amount: 100_000_000_001 }], reasonType: 'manual_deposit' },
    ];
    for (const body of bad) {
      const answer = await post('/chance-manual/deposit/batch', maker, body);
      expect(answer.body.code).toBe('A0400');
    }
    const overdraw = await post('/chance-manual/withdrawal/batch', maker, {
      rows: [{ username: 'm1', amount: 10_001 }],
      reasonType: 'manual_withdrawal',
    });
    expect(overdraw.body).toMatchObject({ code: 'A0400', msg: 'Insufficient balance' });
    const zh = await server.call('/chance-manual/deposit/batch', {
      token: maker,
      language: 1,
      headers: { 'idempotency-key': randomUUID() },
      body: { reasonType: 'x' },
    });
    expect(zh.body.msg).toMatch(/二选一/);
    expect([await journalCount(), await requestCount(), await cashAll()]).toEqual([journals, requests, cash]);
  });

  it('submits per-row amounts as one pending request; only another staff member applies it, once, replays answer the same', async () => {
    const before = await cashAll();
    const journals = await journalCount();
    const submitted = await post('/chance-manual/deposit/batch', maker, {
      rows: [
        { username: 'm4', amount: 1_000 },
        { username: 'm5', amount: 2_500 },
        { username: 'm6', amount: 700 },
      ],
      reasonType: 'activity_bonus',
      remark: 'diwali',
      normalAudit: true,
    });
    expect(submitted.body).toMatchObject({ code: 200, data: { kind: 'batch', status: 'pending_approval', count: 3, totalAmount: 4_200 } });
    const id = submitted.body.data.id as number;
    expect(await cashAll()).toEqual(before);
    expect(await logCount('manual.credit.batch.submit')).toBe(1);

    const own = await post('/chance-manual/approve', maker, { id });
    expect(own.body).toMatchObject({ code: 'A0400', msg: expect.stringMatching(/another staff member/) });
    expect((await post('/chance-manual/reject', maker, { id, reason: 'mine' })).body.code).toBe('A0400');
    expect(await cashAll()).toEqual(before);

    const key = randomUUID();
    const approved = await post('/chance-manual/approve', checker, { id }, key);
    expect(approved.body).toMatchObject({ code: 200, data: { id, status: 'applied', count: 3, totalAmount: 4_200 } });
    const replay = await post('/chance-manual/approve', checker, { id }, key);
    expect(replay.body.data).toEqual(approved.body.data);
    expect(await cashAll()).toEqual([before[0], before[1], before[2], before[3] + 1_000, before[4] + 2_500, before[5] + 700]);
    expect(await journalCount()).toBe(journals + 3);
    expect((await checkLedger(server.db)).problems).toEqual([]);

    const list = await server.call('/chance-manual/request/list', {
      token: checker,
      body: { pageIndex: 1, pageSize: 10, kind: 'batch', direction: 'credit', status: 'applied' },
    });
    expect(list.body.data.list[0]).toMatchObject({
      id,
      maker: 'maker',
      checker: 'checker',
      count: 3,
      totalAmount: 4_200,
      reviewedAt: expect.any(Number),
    });
    const records = await server.call('/chance-manual/deposit/record', {
      token: checker,
      body: { pageIndex: 1, pageSize: 10, batchNo: submitted.body.data.requestNo, sortField: 'id', sortOrder: 'ASC' },
    });
    expect(
      records.body.data.list.map((r: { username: string; amount: number; normalAudit: number }) => [r.username, r.amount, r.normalAudit]),
    ).toEqual([
      ['m4', 1_000, 1],
      ['m5', 2_500, 1],
      ['m6', 700, 1],
    ]);

    // The per-row result as xlsx, in the caller's language.
    const response = await fetch(`${server.url}/chance-manual/deposit/batch/result`, {
      method: 'POST',
      headers: { token: checker, language: '1', 'content-type': 'application/json' },
      body: JSON.stringify({ id }),
    });
    expect(response.headers.get('content-type')).toMatch(/spreadsheetml/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(2).value).toBe('会员账号');
    expect(
      [2, 3, 4].map((i) => [
        sheet.getRow(i).getCell(2).value,
        sheet.getRow(i).getCell(3).value,
        sheet.getRow(i).getCell(4).value,
        sheet.getRow(i).getCell(5).value,
      ]),
    ).toEqual([
      ['m4', 10, '已入账', (before[3] + 1_000) / 100],
      ['m5', 25, '已入账', (before[4] + 2_500) / 100],
      ['m6', 7, '已入账', (before[5] + 700) / 100],
    ]);
    // A batch of the other direction, or of another franchisee's scope, is not there.
    expect((await server.call('/chance-manual/withdrawal/batch/result', { token: checker, body: { id } })).status).toBe(404);
  });

  it('an overdrawing debit row fails the whole approval, naming the row; nothing changes and the request stays pending', async () => {
    const submitted = await post('/chance-manual/withdrawal/batch', maker, {
      rows: [
        { username: 'm1', amount: 4_000 },
        { username: 'm2', amount: 6_000 },
        { username: 'm3', amount: 1_000 },
      ],
      reasonType: 'manual_withdrawal',
    });
    expect(submitted.body.code).toBe(200);
    const id = submitted.body.data.id as number;
    // m2 spends ₹50 elsewhere: its ₹60 row no longer fits.
    const other = await post('/chance-manual/withdrawal', maker, { username: 'm2', amount: 5_000, reasonType: 'manual_withdrawal' });
    expect((await post('/chance-manual/approve', checker, { id: other.body.data.id })).body.code).toBe(200);
    const [cash, journals] = [await cashAll(), await journalCount()];
    const refused = await post('/chance-manual/approve', checker, { id });
    expect(refused.body).toMatchObject({ code: 'A0400', msg: expect.stringContaining('#2 m2 (₹60.00 > ₹50.00)') });
    expect(refused.body.msg).not.toContain('m1');
    expect([await cashAll(), await journalCount()]).toEqual([cash, journals]);
    const pending = await server.call('/chance-manual/request/list', {
      token: checker,
      body: { pageIndex: 1, pageSize: 10, batchNo: submitted.body.data.requestNo },
    });
    expect(pending.body.data.list[0]).toMatchObject({ status: 'pending_approval', checker: null });

    // Rejected with a reason instead: nothing moves; the result workbook says so per row.
    expect((await server.call('/chance-manual/reject', { token: checker, body: { id, reason: '' } })).body.code).toBe('A0400');
    const rejected = await server.call('/chance-manual/reject', { token: checker, body: { id, reason: 'm2 short' } });
    expect(rejected.body).toMatchObject({ code: 200, data: { status: 'rejected', reason: 'm2 short' } });
    expect(await cashAll()).toEqual(cash);
    const response = await fetch(`${server.url}/chance-manual/withdrawal/batch/result`, {
      method: 'POST',
      headers: { token: checker, 'content-type': 'application/json' },
      body: JSON.stringify({ id }),
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const row = book.worksheets[0].getRow(3);
    expect([row.getCell(2).value, row.getCell(4).value, row.getCell(11).value]).toEqual(['m2', 'Rejected', 'm2 short']);
  });

  it('picks every member of a VIP level in scope', async () => {
    await server.db
      .updateTable('member')
      .set({ vip_level: 4 })
      .where('id', 'in', [org.members[0], org.members[2], org.otherMember])
      .execute();
    const levels = await server.call('/chance-manual/batch/levels', { token: franchisee, body: {} });
    expect(levels.body.data).toContainEqual({ level: 4, members: 2 });
    const admin = await server.call('/chance-manual/batch/levels', { token: maker, body: {} });
    expect(admin.body.data).toContainEqual({ level: 4, members: 3 });
    const preview = await server.call('/chance-manual/deposit/batch/preview', { token: franchisee, body: { vipLevel: 4, amount: '20' } });
    expect(preview.body.data.rows.map((r: { username: string; amount: number }) => [r.username, r.amount])).toEqual([
      ['m1', 2_000],
      ['m3', 2_000],
    ]);
    expect((await server.call('/chance-manual/deposit/batch/preview', { token: franchisee, body: { vipLevel: 4 } })).body.code).toBe(
      'A0400',
    );
  });

  it('lets admins and franchisees (in scope) use batches, agents none', async () => {
    const fr = await post('/chance-manual/deposit/batch', franchisee, { rows: [{ username: 'm1', amount: 100 }], reasonType: 'other' });
    expect(fr.body).toMatchObject({ code: 200, data: { status: 'pending_approval' } });
    expect(
      (await post('/chance-manual/deposit/batch', franchisee, { rows: [{ username: 'other', amount: 100 }], reasonType: 'other' })).body
        .code,
    ).toBe('A0400');
    const theirs = await post('/chance-manual/deposit/batch', maker, { rows: [{ username: 'other', amount: 100 }], reasonType: 'other' });
    expect((await post('/chance-manual/approve', franchisee, { id: theirs.body.data.id })).status).toBe(404);
    expect(
      (await server.call('/chance-manual/deposit/batch/result', { token: franchisee, body: { id: theirs.body.data.id } })).status,
    ).toBe(404);
    expect((await post('/chance-manual/approve', maker, { id: fr.body.data.id })).body).toMatchObject({
      code: 200,
      data: { status: 'applied' },
    });
    for (const [path, body] of [
      ['/chance-manual/deposit/batch', { rows: [{ username: 'm1', amount: 100 }], reasonType: 'other' }],
      ['/chance-manual/withdrawal/batch', { rows: [{ username: 'm1', amount: 100 }], reasonType: 'other' }],
      ['/chance-manual/deposit/batch/preview', { rows: [{ username: 'm1', amount: '1' }] }],
      ['/chance-manual/withdrawal/batch/preview', { rows: [{ username: 'm1', amount: '1' }] }],
      ['/chance-manual/deposit/batch/result', { id: fr.body.data.id }],
      ['/chance-manual/batch/levels', {}],
      ['/chance-manual/approve', { id: theirs.body.data.id }],
    ] as const) {
      expect((await post(path, agent, body)).body.code).toBe('A0301');
    }
  });
});
