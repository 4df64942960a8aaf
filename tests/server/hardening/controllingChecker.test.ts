import { randomUUID } from 'node:crypto';
import { decideLever } from '../../../plugins/lottery/server/leverRequests';
import { approveExternalResult } from '../../../plugins/lottery/server/external';
import { approveSupplementary } from '../../../plugins/lottery/server/supplementaryRequests';
import { selectMenu } from '../../../server/menu/catalogue';
import { MENU_CATALOGUE } from '../../../demo/seed/roleMenus';
import { approveManual, submitManual } from '../../../plugins/money/server/manual';
import { writeMoneySetting } from '../../../plugins/money/server/settings';
import { reviewWithdrawal, submitWithdrawal } from '../../../plugins/money/server/withdrawals';
import { sha256, SETUP_TIMEOUT, startServer, type TestServer } from '../helpers/server';

/*
 * Maker-checker independence runs both ways. A black-box probe sidestepped it from the checker's
 * side: (a) a franchisee had a second account made (admin approved it), the second account
 * submitted a ₹1,000 manual credit and the franchisee approved it; (b) admin alone made a role
 * with only the dashboard, an account with that role (no request: no approval right), then gave
 * the role manual_access (no request), and approved the ₹2,000 the new account submitted. The
 * account a checker made is the checker's own hand: every flow now refuses it, and still takes a
 * checker independent of both.
 */

let server: TestServer;
const tokens: Record<string, string> = {};
let admin: number;
let checker: number;
/** An account admin made: its requests are admin's own. */
let hand: number;

beforeAll(async () => {
  server = await startServer();
  await server.addAdmin('checker', 'checker123');
  for (const name of ['admin', 'franchisee'] as const) tokens[name] = await server.login(name);
  tokens.checker = await server.login('checker', 'checker123');
  const staff = await server.db.selectFrom('staff_user').selectAll().where('username', 'in', ['admin', 'checker']).execute();
  admin = (staff.find((s) => s.username === 'admin') as { id: number }).id;
  checker = (staff.find((s) => s.username === 'checker') as { id: number }).id;
  const { id: _id, ...copy } = staff.find((s) => s.username === 'admin') as Record<string, unknown>;
  hand = (
    await server.db
      .insertInto('staff_user')
      .values({ ...copy, username: 'admhand', created_by: admin, role_set_by: admin, password_set_by: admin } as never)
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}, SETUP_TIMEOUT);
afterAll(() => server.close());

const money = (path: string, token: string, body: unknown) =>
  server.call(path, { token, body, headers: { 'Idempotency-Key': randomUUID() } });
const errorKey = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: { key?: string }) => e.key ?? String(e),
  );
const memberIn = async (franchisee: string) => {
  const fr = await server.db.selectFrom('staff_user').select('franchisee_id').where('username', '=', franchisee).executeTakeFirstOrThrow();
  return server.db
    .selectFrom('member')
    .select(['id', 'username'])
    .where('franchisee_id', '=', fr.franchisee_id as number)
    .orderBy('id')
    .executeTakeFirstOrThrow();
};
const journals = async () => (await server.db.selectFrom('ledger_journal').select('id').execute()).length;

it('(a) a franchisee cannot approve the ₹1,000 credit its own second account submitted', async () => {
  const fr = await server.db
    .selectFrom('staff_user')
    .select(['franchisee_id', 'role_id'])
    .where('username', '=', 'franchisee')
    .executeTakeFirstOrThrow();
  const made = await server.call('/chance-staion-user/add', {
    token: tokens.franchisee,
    body: {
      username: 'frsecond',
      password: sha256('second-pass-1'),
      type: 1,
      roleId: fr.role_id,
      franchiseeId: fr.franchisee_id,
      ipWhitelist: '',
      language: 0,
    },
  });
  expect(made.body.code).toBe(200);
  expect(
    (await server.call('/chance-staion-user/request/approve', { token: tokens.admin, body: { id: made.body.data.requestId } })).body.data
      .status,
  ).toBe('applied');
  tokens.frsecond = await server.login('frsecond', 'second-pass-1');

  const credit = await money('/chance-manual/deposit', tokens.frsecond, {
    username: (await memberIn('franchisee')).username,
    amount: 100_000,
    reasonType: 'bonus',
  });
  expect(credit.body.code).toBe(200);
  const before = await journals();
  const attack = await money('/chance-manual/approve', tokens.franchisee, { id: credit.body.data.id });
  expect(attack.body).toMatchObject({ code: 'A0400', msg: expect.stringContaining('independent of its maker') });
  expect(await journals()).toBe(before);
  expect((await money('/chance-manual/approve', tokens.admin, { id: credit.body.data.id })).body.data.status).toBe('applied');
});

it("(b) an admin cannot approve what an account it made submitted after it gave that account's role an approval right", async () => {
  const role = await server.call('/chance-role/add', {
    token: tokens.admin,
    body: { name: 'Dashboard only', menuList: selectMenu(MENU_CATALOGUE, [['dashboard']]), ipWhitelist: '' },
  });
  expect(role.body.code).toBe(200);
  const account = await server.call('/chance-staion-user/add', {
    token: tokens.admin,
    body: { username: 'quietone', password: sha256('quiet-pass-1'), type: 0, roleId: role.body.data.id, ipWhitelist: '', language: 0 },
  });
  expect(account.body.data).toMatchObject({ id: expect.any(Number) });
  const widened = await server.call('/chance-role/update', {
    token: tokens.admin,
    body: {
      id: role.body.data.id,
      name: 'Dashboard only',
      menuList: selectMenu(MENU_CATALOGUE, [['dashboard'], ['money_management', 'manual_access']]),
      ipWhitelist: '',
    },
  });
  // Gaining an approval right is itself a request: the role is unchanged until another admin decides.
  expect(widened.body).toMatchObject({
    code: 200,
    msg: expect.stringMatching(/^With this change the role would hold an approval right, so it was submitted as request R/),
    data: { id: role.body.data.id, status: 'pending_approval' },
  });
  const stored = await server.db.selectFrom('role').select('menu_list').where('id', '=', role.body.data.id).executeTakeFirstOrThrow();
  expect(stored.menu_list).not.toContain('manual_access');
  const log = await server.db
    .selectFrom('operation_log')
    .selectAll()
    .where('action', '=', 'role.update')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(JSON.stringify(log)).toContain('pending_approval');
  expect(
    (await server.call('/chance-staion-user/request/approve', { token: tokens.admin, body: { id: widened.body.data.requestId } })).body
      .code,
  ).toBe('A0400');
  const approved = await server.call('/chance-staion-user/request/approve', {
    token: tokens.checker,
    body: { id: widened.body.data.requestId },
  });
  expect(approved.body.data).toMatchObject({ status: 'applied', kind: 'role.update', targetId: role.body.data.id });
  expect(
    (await server.db.selectFrom('role').select('menu_list').where('id', '=', role.body.data.id).executeTakeFirstOrThrow()).menu_list,
  ).toContain('manual_access');
  // Even with the role approved, the account admin made is admin's own hand: admin cannot check it.
  tokens.quietone = await server.login('quietone', 'quiet-pass-1');
  const credit = await money('/chance-manual/deposit', tokens.quietone, {
    username: (await memberIn('franchisee')).username,
    amount: 200_000,
    reasonType: 'bonus',
  });
  expect(credit.body.code).toBe(200);
  const before = await journals();
  expect((await money('/chance-manual/approve', tokens.admin, { id: credit.body.data.id })).body.code).toBe('A0400');
  expect(await journals()).toBe(before);
  expect((await money('/chance-manual/approve', tokens.checker, { id: credit.body.data.id })).body.data.status).toBe('applied');
});

it('batch money: the account admin made submits a batch, admin cannot approve it', async () => {
  const member = await memberIn('franchisee');
  const batch = await submitManual(server.db, {
    kind: 'batch',
    direction: 'credit',
    amount: 5_000,
    memberIds: [member.id],
    staffId: hand,
    reasonType: 'bonus',
  });
  expect(await errorKey(approveManual(server.db, { id: batch.id, staffId: admin }))).toBe('checker_not_independent');
  expect(await errorKey(approveManual(server.db, { id: batch.id, staffId: checker }))).toBe('ok');
});

it('withdrawal second review: admin cannot give the second approval after the account it made gave the first', async () => {
  await writeMoneySetting(server.db, 'secondReviewThreshold', 100, Date.now());
  const member = await server.db
    .selectFrom('member_balance')
    .select('member_id as id')
    .where('cash_balance', '>=', 1_000)
    .orderBy('member_id')
    .executeTakeFirstOrThrow();
  const order = await submitWithdrawal(server.db, { memberId: member.id, amount: 500 });
  expect((await reviewWithdrawal(server.db, { orderId: order.id, staffId: hand })).stage).toBe('first_approved');
  expect(await errorKey(reviewWithdrawal(server.db, { orderId: order.id, staffId: admin }))).toBe('checker_not_independent');
  expect(['ok', 'net_payout_not_positive']).toContain(await errorKey(reviewWithdrawal(server.db, { orderId: order.id, staffId: checker })));
});

it('manual lottery results and supplementary runs: admin cannot approve what the account it made entered', async () => {
  const period = await server.db.selectFrom('period').select(['id', 'game_id', 'issue_no']).orderBy('id').executeTakeFirstOrThrow();
  const entry = await server.db
    .insertInto('external_result')
    .values({
      game_id: period.game_id,
      period_id: period.id,
      issue_no: period.issue_no,
      result: '[1,2,3,4,5]',
      source: 'sheet',
      reason: 'official',
      entered_by: hand,
      entered_at: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const inTrx = <T>(run: (trx: typeof server.db) => Promise<T>) => server.db.transaction().execute(run);
  expect(await errorKey(inTrx((trx) => approveExternalResult(trx, { id: entry.id, staffId: admin, now: Date.now() })))).toBe(
    'checker_not_independent',
  );
  const request = await server.db
    .insertInto('supplementary_request')
    .values({ period_id: period.id, kind: 'draw', reason: 'scheduler failed', maker_id: hand, created_at: Date.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  expect(await errorKey(inTrx((trx) => approveSupplementary(trx, { id: request.id, staffId: admin, now: Date.now() })))).toBe(
    'checker_not_independent',
  );
});

it('odds, limit and kill-rate band changes: admin cannot approve what the account it made requested', async () => {
  const game = await server.db.selectFrom('game').select('id').orderBy('id').executeTakeFirstOrThrow();
  for (const kind of ['odds', 'limit', 'band'] as const) {
    const { id } = await server.db
      .insertInto('lever_request')
      .values({
        request_no: `LTEST${kind}`,
        game_id: game.id,
        kind,
        target: `t-${kind}`,
        payload_json: '{}',
        before_json: '{}',
        reason: 'probe',
        maker_id: hand,
        created_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await errorKey(decideLever(server.db, { id, kind, checkerId: admin, now: Date.now(), to: 'rejected' }))).toBe(
      'checker_not_independent',
    );
    expect(await errorKey(decideLever(server.db, { id, kind, checkerId: checker, now: Date.now(), to: 'rejected' }))).toBe('ok');
  }
});
