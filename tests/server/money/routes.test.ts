import { randomUUID } from 'node:crypto';
import { submitDeposit } from '../../../plugins/money/server/deposits';
import { submitWithdrawal } from '../../../plugins/money/server/withdrawals';
import { SETUP_TIMEOUT, type TestServer } from '../helpers/server';
import { creditMember, moneyServer, STAFF_PASSWORD, type MoneyOrg } from './fixture';

/*
 * The money endpoints as the console calls them: validation and refusals write nothing, scoping
 * (a franchisee sees and moves only its own orders and members), Idempotency-Key replays, the
 * operation log, lists with filters and totals.
 */

let server: TestServer;
let org: MoneyOrg;
let admin: string;
let franchisee: string;
beforeAll(async () => {
  const started = await moneyServer(2);
  server = started.server;
  org = started.org;
  admin = await started.login('maker');
  franchisee = await started.login('fr1');
}, SETUP_TIMEOUT);
afterAll(async () => server?.close());

const post = (path: string, token: string, body: unknown, key: string | null = randomUUID()) =>
  server.call(path, { body, token, headers: key ? { 'idempotency-key': key } : {} });
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

describe('deposit endpoints', () => {
  it('approve needs an Idempotency-Key, replays the first answer, and logs once', async () => {
    const d = await submitDeposit(server.db, { memberId: org.members[0], amount: 5_000, bonus: 100, kind: 'company' });
    const missing = await post('/chance-deposit-order/approve', admin, { id: d.id }, null);
    expect(missing.body.code).toBe('A0400');
    const key = randomUUID();
    const first = await post('/chance-deposit-order/approve', admin, { id: d.id }, key);
    expect(first.body).toMatchObject({ code: 200, data: { credited: 5_100, isFirst: 1 } });
    const replay = await post('/chance-deposit-order/approve', admin, { id: d.id }, key);
    expect(replay.body.data).toEqual(first.body.data);
    const again = await post('/chance-deposit-order/approve', admin, { id: d.id });
    expect(again.body).toMatchObject({ code: 'A0400', msg: expect.stringMatching(/no longer/) });
    expect(await logCount('deposit.approve')).toBe(1);
  });

  it('reject without a reason is refused and changes nothing', async () => {
    const d = await submitDeposit(server.db, { memberId: org.members[1], amount: 2_000, kind: 'company' });
    const answer = await post('/chance-deposit-order/reject', admin, { id: d.id, reason: '' });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toMatch(/reason/);
    const row = await server.db.selectFrom('deposit_order').select('status').where('id', '=', d.id).executeTakeFirstOrThrow();
    expect(row.status).toBe(1);
    expect(await logCount('deposit.reject')).toBe(0);
    expect((await post('/chance-deposit-order/reject', admin, { id: d.id, reason: 'no payment seen' })).body.code).toBe(200);
  });

  it('a franchisee neither sees nor moves another franchisee’s orders', async () => {
    const theirs = await submitDeposit(server.db, { memberId: org.otherMember, amount: 3_000, kind: 'company' });
    const ours = await submitDeposit(server.db, { memberId: org.members[1], amount: 4_000, kind: 'company' });
    const list = await server.call('/chance-deposit-order/list', { token: franchisee, body: { pageIndex: 1, pageSize: 50, status: 1 } });
    const ids = (list.body.data.list as { id: number }[]).map((r) => r.id);
    expect(ids).toContain(ours.id);
    expect(ids).not.toContain(theirs.id);
    const denied = await post('/chance-deposit-order/approve', franchisee, { id: theirs.id });
    expect(denied.status).toBe(404);
    const adminList = await server.call('/chance-deposit-order/list', {
      token: admin,
      body: { pageIndex: 1, pageSize: 50, status: 1, username: 'other' },
    });
    expect((adminList.body.data.list as { id: number }[]).map((r) => r.id)).toEqual([theirs.id]);
    expect((await post('/chance-deposit-order/approve', franchisee, { id: ours.id })).body.code).toBe(200);
  });
});

describe('withdrawal endpoints', () => {
  it('audit preview, review, pay; list totals', async () => {
    const m = org.members[1];
    await creditMember(server.db, org, m, 50_000);
    const w = await submitWithdrawal(server.db, { memberId: m, amount: 9_000 });
    const audit = await server.call('/chance-withdrawal-order/audit', { token: admin, body: { id: w.id } });
    expect(audit.body.data).toMatchObject({ allowed: expect.any(Boolean), netPayout: expect.any(Number) });
    const reviewed = await post('/chance-withdrawal-order/review', admin, { id: w.id });
    expect(reviewed.body).toMatchObject({ code: 200, data: { stage: 'approved', netPayout: audit.body.data.netPayout } });
    expect((await post('/chance-withdrawal-order/pay', admin, { id: w.id, txnId: 'UTR42' })).body.code).toBe(200);
    const list = await server.call('/chance-withdrawal-order/list', {
      token: admin,
      body: { pageIndex: 1, pageSize: 10, stage: 'paid', withTotals: true },
    });
    expect(list.body.data).toMatchObject({ total: 1, totals: { amount: 9_000 } });
    expect(list.body.data.list[0]).toMatchObject({ id: w.id, payoutTxnId: 'UTR42', stage: 'paid' });
  });
});

describe('second review of a withdrawal', () => {
  // Issue 39 item 11: the second reviewer decided without seeing who gave the first review or why.
  it('the audit answer names the first reviewer and carries their remark once the first review is given', async () => {
    const m = org.members[0];
    await creditMember(server.db, org, m, 6_000_000);
    const w = await submitWithdrawal(server.db, { memberId: m, amount: 5_000_000 });
    expect(w.needsSecondReview).toBe(true);
    const checker = await server.login('checker', STAFF_PASSWORD);
    const before = await server.call('/chance-withdrawal-order/audit', { token: checker, body: { id: w.id } });
    expect(before.body).toMatchObject({ code: 200, data: { firstReview: null } });

    const first = await post('/chance-withdrawal-order/review', admin, { id: w.id, remark: 'KYC seen, UPI holder matches' });
    expect(first.body.data).toMatchObject({ stage: 'first_approved' });
    const audit = await server.call('/chance-withdrawal-order/audit', { token: checker, body: { id: w.id } });
    expect(audit.body.data.firstReview).toEqual({
      reviewer: 'maker',
      remark: 'KYC seen, UPI holder matches',
      reviewedAt: expect.any(Number),
    });
    const step = await server.db
      .selectFrom('withdrawal_review')
      .select('created_at')
      .where('withdrawal_id', '=', w.id)
      .executeTakeFirstOrThrow();
    expect(audit.body.data.firstReview.reviewedAt).toBe(Number(step.created_at));
  });
});

describe('manual endpoints', () => {
  it('refuse unknown and out-of-scope members, apply batches whole, and list the records', async () => {
    const unknown = await post('/chance-manual/deposit', admin, { username: 'nobody', amount: 100, reasonType: 'manual_deposit' });
    expect(unknown.body).toMatchObject({ code: 'A0400', msg: expect.stringMatching(/nobody/) });
    const outside = await post('/chance-manual/deposit/batch', franchisee, {
      usernames: ['m1', 'other'],
      amount: 100,
      reasonType: 'bonus',
    });
    expect(outside.body).toMatchObject({ code: 'A0400', msg: expect.stringMatching(/other/) });
    const batch = await post('/chance-manual/deposit/batch', franchisee, {
      usernames: ['m1', 'm2'],
      amount: 100,
      reasonType: 'bonus',
      normalAudit: true,
    });
    expect(batch.body).toMatchObject({ code: 200, data: { count: 2, totalAmount: 200 } });
    const records = await server.call('/chance-manual/deposit/record', {
      token: franchisee,
      body: { pageIndex: 1, pageSize: 10, batchNo: batch.body.data.batchNo },
    });
    expect(records.body.data.total).toBe(2);
    expect(records.body.data.list[0]).toMatchObject({ operator: 'fr1', amount: 100, normalAudit: 1 });
    const amountBad = await post('/chance-manual/withdrawal', admin, { username: 'm1', amount: 0, reasonType: 'x' });
    expect(amountBad.body.code).toBe('A0400');
  });
});

describe('money settings', () => {
  it('admin reads and changes the second-review threshold; a franchisee may not; bad values write nothing', async () => {
    expect((await server.call('/chance-money-setting/get', { token: admin })).body.data).toMatchObject({
      secondReviewThreshold: 5_000_000,
      adminFeeRateBps: 10_000,
    });
    expect((await server.call('/chance-money-setting/get', { token: franchisee })).status).toBe(403);
    const bad = await server.call('/chance-money-setting/save', { token: admin, body: { adminFeeRateBps: 20_000 } });
    expect(bad.body.code).toBe('A0400');
    // Money settings change through a second admin (tests/server/hardening/strictInput.test.ts): 'checker' approves.
    const submitted = await server.call('/chance-money-setting/save', { token: admin, body: { secondReviewThreshold: 1_000 } });
    const checker = await server.login('checker', STAFF_PASSWORD);
    const saved = await server.call('/chance-money-setting/request/approve', {
      token: checker,
      body: { id: submitted.body.data.requestId },
    });
    expect(saved.body.data).toMatchObject({ secondReviewThreshold: 1_000, adminFeeRateBps: 10_000 });
    const w = await submitWithdrawal(server.db, { memberId: org.members[1], amount: 1_000 });
    expect(w.needsSecondReview).toBe(true);
    await server.call('/chance-money-setting/save', { token: admin, body: { secondReviewThreshold: 5_000_000 } });
  });
});
