import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../../server/auth/password';
import { ROLE_MENUS } from '../../../demo/seed/roleMenus';
import { submitDeposit } from '../../../plugins/money/server/deposits';
import { memberBalances } from '../../../server/ledger/balances';
import { submitWithdrawal } from '../../../plugins/money/server/withdrawals';
import { SETUP_TIMEOUT, sha256, type TestServer } from '../helpers/server';
import { creditMember, moneyServer, STAFF_PASSWORD, type MoneyOrg } from './fixture';

/*
 * What the access and manual_access screens call beyond the order services: deposit list grand
 * totals, the payout channels a withdrawal may be paid through (enabled, payouts on, the caller's
 * franchisee), paying only through such a channel, and the member look-up of the manual forms —
 * each for success, bad input (nothing written) and who may call it (admin, franchisee, agent).
 */

let server: TestServer;
let org: MoneyOrg;
let admin: string;
let checker: string;
let franchisee: string;
let agent: string;
let channels: { own: number; other: number; disabled: number; depositOnly: number };

beforeAll(async () => {
  const started = await moneyServer(3);
  server = started.server;
  org = started.org;
  admin = await started.login('maker');
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
  const channel = async (name: string, franchiseeId: number, status: number, forWithdraw: number) =>
    (
      await db
        .insertInto('payment_channel')
        .values({ name, kind: 'auto_payout', franchisee_id: franchiseeId, status, for_withdraw: forWithdraw, created_at: 0, updated_at: 0 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  channels = {
    own: await channel('own payout', org.franchiseeId, 0, 1),
    other: await channel('other payout', org.otherFranchiseeId, 0, 1),
    disabled: await channel('disabled payout', org.franchiseeId, 1, 1),
    depositOnly: await channel('deposit only', org.franchiseeId, 0, 0),
  };
}, SETUP_TIMEOUT);
afterAll(async () => server?.close());

const post = (path: string, token: string, body: unknown, key: string | null = randomUUID()) =>
  server.call(path, { body, token, headers: key ? { 'idempotency-key': key } : {} });
const cashOf = async (member: number) => (await memberBalances(server.db, [member])).get(member)?.cash ?? 0;

/** A withdrawal of `amount` taken through both reviews to 'approved', ready to pay. */
async function approvedWithdrawal(memberId: number, amount: number): Promise<number> {
  const w = await submitWithdrawal(server.db, { memberId, amount });
  for (const token of [admin, checker]) {
    const stage = (await server.db.selectFrom('withdrawal_order').select('stage').where('id', '=', w.id).executeTakeFirstOrThrow()).stage;
    if (stage === 'approved') break;
    expect((await post('/chance-withdrawal-order/review', token, { id: w.id })).body.code).toBe(200);
  }
  return w.id;
}

describe('deposit list totals', () => {
  it('answers the grand totals of every matching order, not only the page', async () => {
    await submitDeposit(server.db, { memberId: org.members[0], amount: 10_000, bonus: 500, kind: 'company' });
    await submitDeposit(server.db, { memberId: org.members[1], amount: 20_000, kind: 'company' });
    await submitDeposit(server.db, { memberId: org.otherMember, amount: 40_000, kind: 'company' });
    const all = await server.call('/chance-deposit-order/list', {
      token: admin,
      body: { status: 1, pageIndex: 1, pageSize: 1, withTotals: true },
    });
    expect(all.body.data.list).toHaveLength(1);
    expect(all.body.data.total).toBe(3);
    expect(all.body.data.totals).toEqual({ amount: 70_000, bonus: 500, creditedAmount: 0 });
    // A franchisee's totals cover its own orders only.
    const own = await server.call('/chance-deposit-order/list', {
      token: franchisee,
      body: { status: 1, pageIndex: 1, pageSize: 1, withTotals: true },
    });
    expect(own.body.data.totals.amount).toBe(30_000);
    // A page alone counts up to the cap and carries no totals (the screen asks for them apart).
    const page = await server.call('/chance-deposit-order/list', { token: admin, body: { status: 1, pageIndex: 1, pageSize: 1 } });
    expect(page.body.data).toMatchObject({ total: 3, totalCapped: false });
    expect(page.body.data.totals).toBeUndefined();
  });

  it('a bad filter is refused with the field named', async () => {
    const bad = await server.call('/chance-deposit-order/list', { token: admin, body: { status: 9 } });
    expect(bad.body.code).toBe('A0400');
    expect(bad.body.msg).toMatch(/status/);
  });
});

describe("a report cell's cut (timeOn, formal)", () => {
  it('cuts deposits on the review instant and withdrawals on the payout instant, formal members only when asked', async () => {
    const db = server.db;
    const deposit = async (memberId: number, createdAt: number, reviewedAt: number) => {
      const { id } = await submitDeposit(db, { memberId, amount: 1_234, kind: 'online' });
      await db
        .updateTable('deposit_order')
        .set({ status: 2, created_at: createdAt, reviewed_at: reviewedAt })
        .where('id', '=', id)
        .execute();
      return id;
    };
    const reviewedIn = await deposit(org.members[0], 1_000, 5_000);
    const createdIn = await deposit(org.members[1], 5_000, 9_000);
    const internal = await deposit(org.otherMember, 1_000, 5_500);
    await db.updateTable('member').set({ is_internal: 1 }).where('id', '=', org.otherMember).execute();
    try {
      const ids = async (body: Record<string, unknown>) =>
        (
          (
            await server.call('/chance-deposit-order/online/list', {
              token: admin,
              body: { pageIndex: 1, pageSize: 20, status: 2, startTime: 4_000, endTime: 6_000, ...body },
            })
          ).body.data.list as { id: number }[]
        )
          .map((o) => o.id)
          .sort();
      expect(await ids({})).toEqual([createdIn]);
      expect(await ids({ timeOn: 'reviewed' })).toEqual([reviewedIn, internal].sort());
      expect(await ids({ timeOn: 'reviewed', formal: true })).toEqual([reviewedIn]);

      await creditMember(db, org, org.members[2], 100);
      const w = await submitWithdrawal(db, { memberId: org.members[2], amount: 100 });
      await db.updateTable('withdrawal_order').set({ stage: 'paid', created_at: 1_000, paid_at: 5_000 }).where('id', '=', w.id).execute();
      const paid = await server.call('/chance-withdrawal-order/list', {
        token: admin,
        body: { pageIndex: 1, pageSize: 20, stage: 'paid', timeOn: 'paid', formal: true, startTime: 4_000, endTime: 6_000 },
      });
      expect((paid.body.data.list as { id: number }[]).map((o) => o.id)).toEqual([w.id]);
      const created = await server.call('/chance-withdrawal-order/list', {
        token: admin,
        body: { pageIndex: 1, pageSize: 20, stage: 'paid', startTime: 4_000, endTime: 6_000 },
      });
      expect(created.body.data.list).toEqual([]);
      const bad = await server.call('/chance-withdrawal-order/list', { token: admin, body: { timeOn: 'settled' } });
      expect(bad.body.code).toBe('A0400');
    } finally {
      await db.updateTable('member').set({ is_internal: 0 }).where('id', '=', org.otherMember).execute();
    }
  });
});

describe('payout channels', () => {
  it('lists only enabled channels with payouts on, of the caller’s franchisee (every one for admins)', async () => {
    const forAdmin = await server.call('/chance-withdrawal-order/payoutChannels', { token: admin, body: {} });
    expect(forAdmin.body.data.list.map((c: { id: number }) => c.id).sort()).toEqual([channels.own, channels.other].sort());
    const forFranchisee = await server.call('/chance-withdrawal-order/payoutChannels', { token: franchisee, body: {} });
    expect(forFranchisee.body.data.list).toEqual([{ id: channels.own, name: 'own payout', kind: 'auto_payout' }]);
    expect((await server.call('/chance-withdrawal-order/payoutChannels', { token: agent, body: {} })).body.code).toBe('A0301');
  });

  it('a franchisee cannot pay through another franchisee’s channel; nothing moves; its own channel pays', async () => {
    const m = org.members[2];
    await creditMember(server.db, { maker: org.maker, checker: org.checker }, m, 50_000);
    const id = await approvedWithdrawal(m, 30_000);
    const cash = await cashOf(m);
    const refused = await post('/chance-withdrawal-order/pay', franchisee, { id, payoutChannelId: channels.other });
    expect(refused.body.code).toBe('A0400');
    for (const payoutChannelId of [channels.disabled, channels.depositOnly]) {
      expect((await post('/chance-withdrawal-order/pay', admin, { id, payoutChannelId })).body.code).toBe('A0400');
    }
    const order = await server.db
      .selectFrom('withdrawal_order')
      .select(['stage', 'payout_channel_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ stage: 'approved', payout_channel_id: null });
    expect(await cashOf(m)).toBe(cash);
    const paid = await post('/chance-withdrawal-order/pay', franchisee, { id, payoutChannelId: channels.own, txnId: 'UTR123' });
    expect(paid.body).toMatchObject({ code: 200, data: { stage: 'paid' } });
  });
});

describe('manual member look-up', () => {
  it('answers the member’s balances; unknown, blank and out-of-scope names are refused; agents may not call it', async () => {
    const m = org.members[0];
    await creditMember(server.db, { maker: org.maker, checker: org.checker }, m, 12_345);
    const found = await server.call('/chance-manual/member', { token: franchisee, body: { username: 'm1' } });
    expect(found.body.data).toEqual({ id: m, username: 'm1', cash: await cashOf(m), frozen: 0, bonus: expect.any(Number) });
    expect(found.body.data.cash).toBeGreaterThanOrEqual(12_345);
    const unknown = await server.call('/chance-manual/member', { token: admin, body: { username: 'nobody' } });
    expect(unknown.body).toMatchObject({ code: 'A0400', msg: expect.stringMatching(/nobody/) });
    const blank = await server.call('/chance-manual/member', { token: admin, body: { username: ' ' } });
    expect(blank.body.code).toBe('A0400');
    expect(blank.body.msg).toMatch(/username/);
    const otherName = (await server.db.selectFrom('member').select('username').where('id', '=', org.otherMember).executeTakeFirstOrThrow())
      .username;
    expect((await server.call('/chance-manual/member', { token: franchisee, body: { username: otherName } })).body.code).toBe('A0400');
    expect((await server.call('/chance-manual/member', { token: admin, body: { username: otherName } })).body.code).toBe(200);
    expect((await server.call('/chance-manual/member', { token: agent, body: { username: 'm1' } })).body.code).toBe('A0301');
  });

  it('finds the member by id too (the popup’s member preset), scoped like the name', async () => {
    const m = org.members[0];
    const byId = await server.call('/chance-manual/member', { token: franchisee, body: { memberId: m } });
    expect(byId.body.data).toMatchObject({ id: m, username: 'm1' });
    expect((await server.call('/chance-manual/member', { token: franchisee, body: { memberId: org.otherMember } })).body.code).toBe(
      'A0400',
    );
    expect((await server.call('/chance-manual/member', { token: admin, body: { memberId: 999_999 } })).body.code).toBe('A0400');
    expect((await server.call('/chance-manual/member', { token: admin, body: {} })).body.code).toBe('A0400');
  });
});
