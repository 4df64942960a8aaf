import { approveExternalResult, rejectExternalResult } from '../../../plugins/lottery/server/external';
import { approveSupplementary, rejectSupplementary } from '../../../plugins/lottery/server/supplementaryRequests';
import { writeMoneySetting } from '../../../plugins/money/server/settings';
import { reviewWithdrawal, submitWithdrawal } from '../../../plugins/money/server/withdrawals';
import { SETUP_TIMEOUT, startServer, type TestServer } from '../helpers/server';

/*
 * Finding 1, the other maker-checker flows: external results, supplementary draws/settlements and
 * the withdrawal second review refuse a checker the maker controls (here an account the admin
 * created), and still take an independent one.
 */

let server: TestServer;
let admin: number;
let finance: number;
let twin: number;
beforeAll(async () => {
  server = await startServer();
  const staff = await server.db.selectFrom('staff_user').selectAll().where('username', 'in', ['admin', 'finance']).execute();
  admin = (staff.find((s) => s.username === 'admin') as { id: number }).id;
  finance = (staff.find((s) => s.username === 'finance') as { id: number }).id;
  const { id: _id, ...copy } = staff.find((s) => s.username === 'admin') as Record<string, unknown>;
  twin = (
    await server.db
      .insertInto('staff_user')
      .values({ ...copy, username: 'admtwin', created_by: admin } as never)
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}, SETUP_TIMEOUT);
afterAll(() => server.close());

const errorKey = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: { key?: string }) => e.key ?? String(e),
  );
const inTrx = <T>(run: (trx: typeof server.db) => Promise<T>) => server.db.transaction().execute(run);

it("external results: the maker's twin can neither approve nor reject", async () => {
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
      entered_by: admin,
      entered_at: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  expect(await errorKey(inTrx((trx) => approveExternalResult(trx, { id: entry.id, staffId: twin, now: Date.now() })))).toBe(
    'checker_not_independent',
  );
  expect(await errorKey(inTrx((trx) => rejectExternalResult(trx, { id: entry.id, staffId: twin, now: Date.now() })))).toBe(
    'checker_not_independent',
  );
  expect(await errorKey(inTrx((trx) => rejectExternalResult(trx, { id: entry.id, staffId: finance, now: Date.now() })))).toBe('ok');
});

it("supplementary requests: the maker's twin can neither approve nor reject", async () => {
  const period = await server.db.selectFrom('period').select('id').orderBy('id').executeTakeFirstOrThrow();
  const request = await server.db
    .insertInto('supplementary_request')
    .values({ period_id: period.id, kind: 'draw', reason: 'scheduler failed', maker_id: admin, created_at: Date.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  expect(await errorKey(inTrx((trx) => approveSupplementary(trx, { id: request.id, staffId: twin, now: Date.now() })))).toBe(
    'checker_not_independent',
  );
  expect(await errorKey(inTrx((trx) => rejectSupplementary(trx, { id: request.id, staffId: twin, reason: 'no', now: Date.now() })))).toBe(
    'checker_not_independent',
  );
  expect(
    await errorKey(inTrx((trx) => rejectSupplementary(trx, { id: request.id, staffId: finance, reason: 'no', now: Date.now() }))),
  ).toBe('ok');
});

it("withdrawal second review: the first reviewer's twin cannot give the second approval", async () => {
  await writeMoneySetting(server.db, 'secondReviewThreshold', 100, Date.now());
  const member = await server.db
    .selectFrom('member_balance')
    .select('member_id as id')
    .where('cash_balance', '>=', 1_000)
    .orderBy('member_id')
    .executeTakeFirstOrThrow();
  const order = await submitWithdrawal(server.db, { memberId: member.id, amount: 500 });
  expect(order.needsSecondReview).toBe(true);
  expect((await reviewWithdrawal(server.db, { orderId: order.id, staffId: admin })).stage).toBe('first_approved');
  expect(await errorKey(reviewWithdrawal(server.db, { orderId: order.id, staffId: admin }))).toBe('same_reviewer');
  expect(await errorKey(reviewWithdrawal(server.db, { orderId: order.id, staffId: twin }))).toBe('checker_not_independent');
  // An independent second reviewer passes the rule (the member's turnover audit may still refuse the payout).
  expect(['ok', 'net_payout_not_positive']).toContain(await errorKey(reviewWithdrawal(server.db, { orderId: order.id, staffId: finance })));
});
