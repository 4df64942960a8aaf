import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../../server/auth/password';
import { memberBalances } from '../../../server/ledger/balances';
import { checkLedger } from '../../../plugins/money/server/checkLedger';
import { ROLE_MENUS } from '../../../demo/seed/roleMenus';
import { SETUP_TIMEOUT, sha256, type TestServer } from '../helpers/server';
import { moneyServer, STAFF_PASSWORD, type MoneyOrg } from './fixture';

/*
 * Maker-checker of manual credits and debits over HTTP: submitting moves nothing, the maker can
 * never approve or reject, twenty concurrent approvals apply once, a reject needs a reason and
 * moves nothing, franchisees review only their own franchisee's requests, agents none; the
 * request list and the records show status, maker and checker; every write is in the operation log.
 */

let server: TestServer;
let org: MoneyOrg;
let maker: string;
let checker: string;
let franchisee: string;
let agent: string;
beforeAll(async () => {
  const started = await moneyServer(3);
  server = started.server;
  org = started.org;
  maker = await started.login('maker');
  checker = await started.login('checker');
  franchisee = await started.login('fr1');
  // An agent of the first franchisee with the demo agent menu.
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
}, SETUP_TIMEOUT);
afterAll(async () => server?.close());

const post = (path: string, token: string, body: unknown, key: string | null = randomUUID()) =>
  server.call(path, { body, token, headers: key ? { 'idempotency-key': key } : {} });
const cashOf = async (member: number) => (await memberBalances(server.db, [member])).get(member)?.cash ?? 0;
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
const journalCount = async () => (await checkLedger(server.db)).journals;

describe('manual credit and debit requests', () => {
  it('submit moves nothing; the maker cannot approve or reject; another admin applies it once, replays answer the same', async () => {
    const m = org.members[0];
    const journals = await journalCount();
    const submitted = await post('/chance-manual/deposit', maker, {
      username: 'm1',
      amount: 7_000,
      reasonType: 'manual_deposit',
      remark: 'compensation',
    });
    expect(submitted.body).toMatchObject({ code: 200, data: { kind: 'single', status: 'pending_approval', count: 1, totalAmount: 7_000 } });
    const id = submitted.body.data.id as number;
    expect(await cashOf(m)).toBe(0);
    expect(await journalCount()).toBe(journals);

    const own = await post('/chance-manual/approve', maker, { id });
    expect(own.body).toMatchObject({ code: 'A0400', msg: expect.stringMatching(/another staff member/) });
    const ownZh = await server.call('/chance-manual/reject', { token: maker, body: { id, reason: 'x' }, headers: { language: '1' } });
    expect(ownZh.body).toMatchObject({ code: 'A0400', msg: '该申请必须由申请人以外的工作人员审核或驳回' });
    expect(await cashOf(m)).toBe(0);

    expect((await post('/chance-manual/approve', checker, { id }, null)).body.code).toBe('A0400');
    const key = randomUUID();
    const approved = await post('/chance-manual/approve', checker, { id }, key);
    expect(approved.body).toMatchObject({ code: 200, data: { id, status: 'applied', memberId: m, balanceAfter: 7_000 } });
    expect((await post('/chance-manual/approve', checker, { id }, key)).body.data).toEqual(approved.body.data);
    expect((await post('/chance-manual/approve', checker, { id })).body.msg).toMatch(/no longer waiting/);
    expect(await cashOf(m)).toBe(7_000);
    expect(await journalCount()).toBe(journals + 1);
    expect(await logCount('manual.credit.submit')).toBe(1);
    expect(await logCount('manual.approve')).toBe(1);

    const records = await server.call('/chance-manual/deposit/record', {
      token: checker,
      body: { pageIndex: 1, pageSize: 10, username: 'm1' },
    });
    expect(records.body.data.list[0]).toMatchObject({
      requestId: id,
      status: 'applied',
      maker: 'maker',
      operator: 'maker',
      checker: 'checker',
      balanceAfter: 7_000,
      batchNo: null,
      remark: 'compensation',
    });
  });

  it('twenty concurrent approvals of one batch apply it exactly once', async () => {
    const batch = await post('/chance-manual/deposit/batch', maker, {
      usernames: ['m2', 'm3'],
      amount: 1_500,
      reasonType: 'activity_bonus',
    });
    expect(batch.body).toMatchObject({
      code: 200,
      data: { kind: 'batch', status: 'pending_approval', count: 2, batchNo: expect.stringMatching(/^B/) },
    });
    const id = batch.body.data.id as number;
    const before = await Promise.all([cashOf(org.members[1]), cashOf(org.members[2])]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('/chance-manual/approve', checker, { id })));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.body.code !== 200))
      expect(a.body).toMatchObject({ code: 'A0400', msg: expect.stringMatching(/no longer waiting/) });
    expect(await Promise.all([cashOf(org.members[1]), cashOf(org.members[2])])).toEqual(before.map((c) => c + 1_500));
    const journals = await server.db
      .selectFrom('ledger_journal')
      .select('id')
      .where('business_key', 'like', `manual_credit:${batch.body.data.requestNo}-%`)
      .execute();
    expect(journals).toHaveLength(2);
    expect((await checkLedger(server.db)).problems).toEqual([]);
  });

  it('a reject needs a reason, moves nothing and shows in the list; a debit no longer covered at approval changes nothing', async () => {
    const m = org.members[0];
    const cash = await cashOf(m);
    const debit = await post('/chance-manual/withdrawal', maker, { username: 'm1', amount: cash, reasonType: 'manual_withdrawal' });
    expect(debit.body.data.status).toBe('pending_approval');
    const tooMuch = await post('/chance-manual/withdrawal', maker, { username: 'm1', amount: cash + 1, reasonType: 'manual_withdrawal' });
    expect(tooMuch.body).toMatchObject({ code: 'A0400', msg: 'Insufficient balance' });

    const second = await post('/chance-manual/withdrawal', maker, { username: 'm1', amount: 1, reasonType: 'manual_withdrawal' });
    expect((await post('/chance-manual/approve', checker, { id: second.body.data.id })).body.code).toBe(200);
    // m1 now has one paisa less than the first debit asks for: its approval is refused whole.
    const journals = await journalCount();
    const refused = await post('/chance-manual/approve', checker, { id: debit.body.data.id });
    expect(refused.body).toMatchObject({ code: 'A0400', msg: 'Insufficient balance' });
    expect(await cashOf(m)).toBe(cash - 1);
    expect(await journalCount()).toBe(journals);

    const noReason = await server.call('/chance-manual/reject', { token: checker, body: { id: debit.body.data.id, reason: '' } });
    expect(noReason.body.code).toBe('A0400');
    const rejected = await server.call('/chance-manual/reject', {
      token: checker,
      body: { id: debit.body.data.id, reason: 'balance moved' },
    });
    expect(rejected.body).toMatchObject({ code: 200, data: { status: 'rejected', reason: 'balance moved' } });
    expect(await cashOf(m)).toBe(cash - 1);
    expect(await journalCount()).toBe(journals);
    expect(await logCount('manual.reject')).toBe(1);

    const list = await server.call('/chance-manual/request/list', {
      token: checker,
      body: { pageIndex: 1, pageSize: 50, status: 'rejected' },
    });
    expect(list.body.data).toMatchObject({
      total: 1,
      list: [
        {
          id: debit.body.data.id,
          direction: 'debit',
          rejectReason: 'balance moved',
          maker: 'maker',
          checker: 'checker',
          username: 'm1',
          amount: cash,
        },
      ],
    });
    const records = await server.call('/chance-manual/withdrawal/record', {
      token: checker,
      body: { pageIndex: 1, pageSize: 10, status: 'rejected' },
    });
    expect(records.body.data).toMatchObject({
      total: 1,
      list: [{ status: 'rejected', balanceAfter: null, rejectReason: 'balance moved', checker: 'checker' }],
    });
  });

  it('pages the pending list for the checker', async () => {
    for (let i = 0; i < 3; i++) await post('/chance-manual/deposit', maker, { username: 'm3', amount: 100 + i, reasonType: 'x' });
    const page = await server.call('/chance-manual/request/list', {
      token: checker,
      body: { pageIndex: 2, pageSize: 2, status: 'pending_approval', kind: 'single', sortOrder: 'ASC', sortField: 'id' },
    });
    expect(page.body.data.total).toBe(3);
    expect(page.body.data.list).toHaveLength(1);
    expect(page.body.data.list[0]).toMatchObject({ amount: 102, status: 'pending_approval', checker: null, username: 'm3' });
  });

  it('franchisees review only their own franchisee’s requests; agents none', async () => {
    const ours = await post('/chance-manual/deposit', maker, { username: 'm2', amount: 300, reasonType: 'x' });
    const theirs = await post('/chance-manual/deposit', maker, { username: 'other', amount: 300, reasonType: 'x' });
    const mixed = await post('/chance-manual/deposit/batch', maker, { usernames: ['m2', 'other'], amount: 300, reasonType: 'x' });
    const list = await server.call('/chance-manual/request/list', { token: franchisee, body: { pageIndex: 1, pageSize: 100 } });
    const ids = (list.body.data.list as { id: number }[]).map((r) => r.id);
    expect(ids).toContain(ours.body.data.id);
    expect(ids).not.toContain(theirs.body.data.id);
    expect(ids).not.toContain(mixed.body.data.id);
    expect((await post('/chance-manual/approve', franchisee, { id: theirs.body.data.id })).status).toBe(404);
    expect((await post('/chance-manual/approve', franchisee, { id: mixed.body.data.id })).status).toBe(404);
    expect((await server.call('/chance-manual/reject', { token: franchisee, body: { id: theirs.body.data.id, reason: 'x' } })).status).toBe(
      404,
    );
    expect((await post('/chance-manual/approve', franchisee, { id: ours.body.data.id })).body).toMatchObject({
      code: 200,
      data: { status: 'applied' },
    });
    // A franchisee's own request still needs someone else.
    const fromFranchisee = await post('/chance-manual/deposit', franchisee, { username: 'm2', amount: 200, reasonType: 'x' });
    expect((await post('/chance-manual/approve', franchisee, { id: fromFranchisee.body.data.id })).body.msg).toMatch(
      /another staff member/,
    );
    expect((await post('/chance-manual/approve', checker, { id: fromFranchisee.body.data.id })).body.code).toBe(200);
    for (const [path, body] of [
      ['/chance-manual/approve', { id: ours.body.data.id }],
      ['/chance-manual/reject', { id: ours.body.data.id, reason: 'x' }],
      ['/chance-manual/request/list', {}],
    ] as const) {
      expect((await post(path, agent, body)).body.code).toBe('A0301');
    }
    expect((await post('/chance-manual/deposit', agent, { username: 'm2', amount: 1, reasonType: 'x' })).body.code).toBe('A0301');
  });
});
