import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../../server/auth/password';
import { ROLE_MENUS } from '../../../demo/seed/roleMenus';
import { submitDeposit } from '../../../plugins/money/server/deposits';
import { submitManual } from '../../../plugins/money/server/manual';
import { submitWithdrawal } from '../../../plugins/money/server/withdrawals';
import { SETUP_TIMEOUT, sha256, type TestServer } from '../helpers/server';
import { creditMember, moneyServer, STAFF_PASSWORD, type MoneyOrg } from './fixture';

/*
 * audit_management's review screens: the decision log (deposits, each withdrawal step, manual
 * requests), the queue awaiting a decision and one order's history — filters, bad input, who may
 * call them (admin, franchisee scoped to its own franchisee, agent refused).
 */

let server: TestServer;
let org: MoneyOrg;
let admin: string;
let checker: string;
let franchisee: string;
let agent: string;
const orders: Record<string, { id: number; orderNo: string }> = {};

beforeAll(async () => {
  const started = await moneyServer(3);
  server = started.server;
  org = started.org;
  admin = await started.login('maker');
  checker = await started.login('checker');
  franchisee = await started.login('fr1');
  const db = server.db;
  const station = await db.selectFrom('station').select('id').where('franchisee_id', '=', org.franchiseeId).executeTakeFirstOrThrow();
  const role = await db
    .insertInto('role')
    .values({ code: 'agent', name: 'agent', menu_list: JSON.stringify(ROLE_MENUS.agent), ip_whitelist: '', created_at: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
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

  const post = (path: string, token: string, body: unknown) =>
    server.call(path, { body, token, headers: { 'idempotency-key': randomUUID() } });
  orders.approved = await submitDeposit(db, { memberId: org.members[0], amount: 10_000, kind: 'company' });
  expect((await post('/chance-deposit-order/approve', admin, { id: orders.approved.id })).body.code).toBe(200);
  orders.rejected = await submitDeposit(db, { memberId: org.members[1], amount: 20_000, kind: 'company' });
  expect((await post('/chance-deposit-order/reject', franchisee, { id: orders.rejected.id, reason: 'no money seen' })).body.code).toBe(200);
  orders.pending = await submitDeposit(db, { memberId: org.members[2], amount: 30_000, kind: 'online' });
  orders.theirs = await submitDeposit(db, { memberId: org.otherMember, amount: 40_000, kind: 'company' });
  // A member without an open turnover requirement, so the withdrawal pays out in full.
  await creditMember(db, org, org.members[2], 50_000);
  orders.withdrawal = await submitWithdrawal(db, { memberId: org.members[2], amount: 5_000 });
  expect((await post('/chance-withdrawal-order/review', checker, { id: orders.withdrawal.id })).body.code).toBe(200);
  const request = await submitManual(db, {
    kind: 'single',
    direction: 'credit',
    memberIds: [org.members[1]],
    amount: 700,
    staffId: org.maker,
    reasonType: 'other',
  });
  orders.manualPending = { id: request.id, orderNo: request.requestNo };
}, SETUP_TIMEOUT);
afterAll(async () => server?.close());

type LogRow = {
  id: string;
  kind: string;
  orderNo: string;
  decision: string;
  reviewer: string | null;
  reason: string;
  amount: number;
  step: number;
};
const log = async (token: string, body: Record<string, unknown> = {}) =>
  server.call('/chance-audit-log/list', { token, body: { pageIndex: 1, pageSize: 50, ...body } });
const queue = async (token: string, body: Record<string, unknown> = {}) =>
  server.call('/chance-audit-queue/list', { token, body: { pageIndex: 1, pageSize: 50, ...body } });

describe('audit_log', () => {
  it('lists every decision, newest first, with the reviewer and the reason, filterable', async () => {
    const all = await log(admin);
    expect(all.body.code).toBe(200);
    const rows = all.body.data.list as LogRow[];
    // The manual credit used as setup (approved), the two deposit decisions, the withdrawal's first approval.
    expect(all.body.data.total).toBe(4);
    expect(rows.find((r) => r.orderNo === orders.approved.orderNo)).toMatchObject({
      kind: 'deposit',
      decision: 'approve',
      reviewer: 'maker',
      amount: 10_000,
    });
    expect(rows.find((r) => r.orderNo === orders.rejected.orderNo)).toMatchObject({
      decision: 'reject',
      reviewer: 'fr1',
      reason: 'no money seen',
    });
    expect(rows.find((r) => r.orderNo === orders.withdrawal.orderNo)).toMatchObject({
      kind: 'withdrawal',
      decision: 'approve',
      reviewer: 'checker',
      step: 1,
    });
    expect(rows.filter((r) => r.kind === 'manual')).toHaveLength(1);
    expect((await log(admin, { decision: 'reject' })).body.data.list.map((r: LogRow) => r.orderNo)).toEqual([orders.rejected.orderNo]);
    expect((await log(admin, { kind: 'withdrawal' })).body.data.total).toBe(1);
    expect((await log(admin, { reviewer: 'fr1' })).body.data.total).toBe(1);
    expect((await log(admin, { username: 'm1', kind: 'deposit' })).body.data.list.map((r: LogRow) => r.orderNo)).toEqual([
      orders.approved.orderNo,
    ]);
    expect((await log(admin, { startTime: Date.now() + 60_000 })).body.data.total).toBe(0);
  });

  it('refuses bad filters naming them', async () => {
    const bad = await log(admin, { kind: 'bet' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/kind/);
    expect((await log(admin, { decision: 'maybe' })).body.code).toBe('A0400');
  });
});

describe('ImmediateAuditQuery', () => {
  it('lists what awaits a decision, oldest first, and drops what was decided', async () => {
    const answer = await queue(admin);
    const keys = (answer.body.data.list as { kind: string; orderNo: string; stage: string; waitingMs: number }[]).map(
      (r) => `${r.kind}:${r.orderNo}:${r.stage}`,
    );
    expect(keys).toEqual([
      `deposit:${orders.pending.orderNo}:submitted`,
      `deposit:${orders.theirs.orderNo}:submitted`,
      `withdrawal:${orders.withdrawal.orderNo}:approved`,
      `manual:${orders.manualPending.orderNo}:submitted`,
    ]);
    expect(answer.body.data.list[0].waitingMs).toBeGreaterThanOrEqual(0);
    expect((await queue(admin, { kind: 'manual' })).body.data.total).toBe(1);
    expect((await queue(admin, { orderNo: orders.pending.orderNo })).body.data.total).toBe(1);
    expect((await queue(admin, { pageSize: 0 })).body.code).toBe('A0400');
  });
});

describe('auditDetails', () => {
  it('answers one order’s history: decisions, journals, turnover requirement', async () => {
    const answer = await server.call('/chance-audit-details/get', {
      token: admin,
      body: { kind: 'deposit', orderNo: orders.approved.orderNo },
    });
    expect(answer.body.code).toBe(200);
    const data = answer.body.data;
    expect(data.order).toMatchObject({ orderNo: orders.approved.orderNo, username: 'm1', amount: 10_000, status: 2 });
    expect(data.steps.map((s: { decision: string }) => s.decision)).toEqual(['submit', 'approve']);
    expect(data.journals).toEqual([expect.objectContaining({ type: 'deposit', amount: 10_000 })]);
    expect(data.requirements).toEqual([expect.objectContaining({ deposit: 10_000, status: 'open' })]);
    const byId = await server.call('/chance-audit-details/byId', { token: admin, body: { kind: 'withdrawal', id: orders.withdrawal.id } });
    expect(byId.body.data.steps.map((s: { decision: string; reviewer: string | null }) => [s.decision, s.reviewer])).toEqual([
      ['submit', null],
      ['approve', 'checker'],
    ]);
    expect(byId.body.data.journals).toEqual([expect.objectContaining({ type: 'withdraw_freeze', amount: -5_000 })]);
    const manual = await server.call('/chance-audit-details/get', {
      token: admin,
      body: { kind: 'manual', orderNo: orders.manualPending.orderNo },
    });
    expect(manual.body.data).toMatchObject({ order: { maker: 'maker', status: 'pending_approval' }, journals: [], requirements: [] });
  });

  it('bad input and unknown orders', async () => {
    expect((await server.call('/chance-audit-details/get', { token: admin, body: { kind: 'deposit', orderNo: '' } })).body.code).toBe(
      'A0400',
    );
    expect((await server.call('/chance-audit-details/get', { token: admin, body: { kind: 'bet', orderNo: 'X' } })).body.code).toBe('A0400');
    expect((await server.call('/chance-audit-details/get', { token: admin, body: { kind: 'deposit', orderNo: 'D-NONE' } })).status).toBe(
      404,
    );
    expect((await server.call('/chance-audit-details/byId', { token: admin, body: { kind: 'deposit', id: 999_999 } })).status).toBe(404);
  });
});

describe('who may see the review screens', () => {
  it('a franchisee sees only its own franchisee’s rows; another’s order is not found', async () => {
    const own = await log(franchisee);
    expect((own.body.data.list as LogRow[]).every((r) => r.orderNo !== orders.theirs.orderNo)).toBe(true);
    const waiting = (await queue(franchisee)).body.data.list as { orderNo: string }[];
    expect(waiting.map((r) => r.orderNo)).toContain(orders.pending.orderNo);
    expect(waiting.map((r) => r.orderNo)).not.toContain(orders.theirs.orderNo);
    expect(
      (await server.call('/chance-audit-details/get', { token: franchisee, body: { kind: 'deposit', orderNo: orders.theirs.orderNo } }))
        .status,
    ).toBe(404);
    expect(
      (await server.call('/chance-audit-details/get', { token: franchisee, body: { kind: 'deposit', orderNo: orders.pending.orderNo } }))
        .body.code,
    ).toBe(200);
  });

  it('agents and anonymous callers are refused', async () => {
    for (const path of ['/chance-audit-log/list', '/chance-audit-queue/list']) {
      expect((await server.call(path, { token: agent, body: { pageIndex: 1, pageSize: 10 } })).body.code).toBe('A0301');
      expect((await server.call(path, { body: { pageIndex: 1, pageSize: 10 } })).status).toBe(401);
    }
    expect(
      (await server.call('/chance-audit-details/get', { token: agent, body: { kind: 'deposit', orderNo: orders.pending.orderNo } })).body
        .code,
    ).toBe('A0301');
  });
});
