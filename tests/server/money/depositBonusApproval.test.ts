import { randomUUID } from 'node:crypto';
import { checkLedger } from '../../../plugins/money/server/checkLedger';
import { approveDeposit, submitDeposit } from '../../../plugins/money/server/deposits';
import { memberBalances } from '../../../server/ledger/balances';
import { readMoneySettings } from '../../../plugins/money/server/settings';
import { DAY_MS } from '../../../server/domain/time';
import { SETUP_TIMEOUT, type TestServer } from '../helpers/server';
import { moneyServer, type MoneyOrg } from './fixture';

/*
 * The recharge_discount rules applied when a deposit is approved: the paying rule's bonus is the
 * default, credited by its own deposit_bonus journal with the rule's turnover multiple; the first
 * deposit and the first of a Bombay day are told apart; staff may lower the bonus but not raise
 * it past what the rules allow (refused naming the field, nothing written); the offer endpoint is
 * scoped like the orders.
 */

let server: TestServer;
let org: MoneyOrg;
let admin: string;
let franchisee: string;
let rules: { first: number; daily: number };

beforeAll(async () => {
  const started = await moneyServer(6);
  server = started.server;
  org = started.org;
  admin = await started.login('maker');
  franchisee = await started.login('fr1');
  const rule = async (values: {
    franchisee_id: number | null;
    name: string;
    kind: 'first' | 'daily' | 'every';
    min_amount: number;
    max_amount: number;
    rate_bps: number;
    cap: number;
    turnover_multiple_x100: number;
  }) =>
    (
      await server.db
        .insertInto('recharge_discount_rule')
        .values({ ...values, sort: 0, status: 0, created_at: 0, updated_at: 0 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  rules = {
    // Platform-wide: every franchisee's members.
    first: await rule({
      franchisee_id: null,
      name: 'first 10%',
      kind: 'first',
      min_amount: 10_000,
      max_amount: 0,
      rate_bps: 1_000,
      cap: 100_000,
      turnover_multiple_x100: 300,
    }),
    // Only the first franchisee's members.
    daily: await rule({
      franchisee_id: org.franchiseeId,
      name: 'daily 3%',
      kind: 'daily',
      min_amount: 50_000,
      max_amount: 5_000_000,
      rate_bps: 300,
      cap: 50_000,
      turnover_multiple_x100: 200,
    }),
  };
  // A disabled rule that would pay more is never chosen.
  await server.db
    .insertInto('recharge_discount_rule')
    .values({
      franchisee_id: null,
      name: 'off',
      kind: 'every',
      min_amount: 0,
      max_amount: 0,
      rate_bps: 5_000,
      cap: 0,
      turnover_multiple_x100: 100,
      sort: 0,
      status: 1,
      created_at: 0,
      updated_at: 0,
    })
    .execute();
}, SETUP_TIMEOUT);
afterAll(async () => server?.close());

const post = (path: string, token: string, body: unknown) =>
  server.call(path, { body, token, headers: { 'idempotency-key': randomUUID() } });
const cashOf = async (member: number) => (await memberBalances(server.db, [member])).get(member)?.cash ?? 0;
const journalsOf = (orderId: number) =>
  server.db
    .selectFrom('ledger_journal')
    .select(['type', 'business_key'])
    .where('ref_type', '=', 'deposit_order')
    .where('ref_id', '=', String(orderId))
    .orderBy('id')
    .execute();
const requirementOf = (orderId: number) =>
  server.db
    .selectFrom('turnover_requirement')
    .selectAll()
    .where('source_type', '=', 'deposit')
    .where('source_id', '=', orderId)
    .executeTakeFirstOrThrow();
const orderRow = (id: number) => server.db.selectFrom('deposit_order').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('deposit bonus on approval', () => {
  it('a first deposit gets the first-deposit rule: its own journal, the rule’s turnover multiple, the offer the dialog shows', async () => {
    const member = org.members[0];
    const d = await submitDeposit(server.db, { memberId: member, amount: 200_000, kind: 'company' });
    const offer = await server.call('/chance-deposit-order/bonusOffer', { token: admin, body: { id: d.id } });
    expect(offer.body.data).toEqual({
      rule: { id: rules.first, name: 'first 10%', bonus: 20_000, turnoverMultipleX100: 300 },
      offered: 20_000,
      max: 20_000,
      isFirstDeposit: true,
      approvedToday: 0,
      amount: 200_000,
    });
    const approved = await post('/chance-deposit-order/approve', admin, { id: d.id });
    expect(approved.body.data).toMatchObject({ credited: 220_000, bonus: 20_000, ruleId: rules.first, isFirst: 1, balanceAfter: 220_000 });
    expect(await cashOf(member)).toBe(220_000);
    expect((await journalsOf(d.id)).map((j) => j.type)).toEqual(['deposit', 'deposit_bonus']);
    expect(await orderRow(d.id)).toMatchObject({ bonus: 20_000, credited_amount: 220_000, comprehensive_multiple_x100: 300, is_first: 1 });
    // Comprehensive audit: (deposit + bonus) × 3.
    expect(await requirementOf(d.id)).toMatchObject({
      discount_amount: 20_000,
      comprehensive_multiple_x100: 300,
      comprehensive_required: 660_000,
    });
  });

  it('the daily rule pays the first deposit of a Bombay day only (the daily cap), and again the next day', async () => {
    const member = org.members[1];
    const day1 = Date.UTC(2026, 2, 10, 6);
    const first = await submitDeposit(server.db, { memberId: member, amount: 100_000, kind: 'company', now: day1 });
    expect(await approveDeposit(server.db, { orderId: first.id, staffId: org.maker, now: day1 })).toMatchObject({
      bonus: 10_000,
      ruleId: rules.first,
    });
    const day2 = day1 + DAY_MS;
    const morning = await submitDeposit(server.db, { memberId: member, amount: 100_000, kind: 'company', now: day2 });
    expect(await approveDeposit(server.db, { orderId: morning.id, staffId: org.maker, now: day2 })).toMatchObject({
      bonus: 3_000,
      ruleId: rules.daily,
      isFirst: 0,
    });
    expect(await requirementOf(morning.id)).toMatchObject({ discount_amount: 3_000, comprehensive_multiple_x100: 200 });
    const evening = await submitDeposit(server.db, { memberId: member, amount: 100_000, kind: 'company', now: day2 + 3_600_000 });
    const again = await approveDeposit(server.db, { orderId: evening.id, staffId: org.maker, now: day2 + 3_600_000 });
    expect(again).toMatchObject({ bonus: 0, ruleId: null, credited: 100_000, bonusJournalId: null });
    expect((await journalsOf(evening.id)).map((j) => j.type)).toEqual(['deposit']);
    // No bonus: the settings' comprehensive multiple stays.
    const settings = await readMoneySettings(server.db);
    expect(await requirementOf(evening.id)).toMatchObject({
      discount_amount: 0,
      comprehensive_multiple_x100: settings.comprehensiveMultipleX100,
    });
    // 00:30 Bombay the day after is a new day.
    const nextDay = Date.UTC(2026, 2, 11, 19);
    const late = await submitDeposit(server.db, { memberId: member, amount: 60_000, kind: 'company', now: nextDay });
    expect(await approveDeposit(server.db, { orderId: late.id, staffId: org.maker, now: nextDay })).toMatchObject({
      bonus: 1_800,
      ruleId: rules.daily,
    });
  });

  it('no rule applies: the submitted bonus (here none) is what approval gives', async () => {
    // The other franchisee's member has only the platform-wide first-deposit rule.
    const member = org.otherMember;
    const first = await submitDeposit(server.db, { memberId: member, amount: 5_000, kind: 'company' });
    const offer = await server.call('/chance-deposit-order/bonusOffer', { token: admin, body: { id: first.id } });
    // Below the first-deposit rule's minimum.
    expect(offer.body.data).toMatchObject({ rule: null, offered: 0, max: 0, isFirstDeposit: true });
    expect((await post('/chance-deposit-order/approve', admin, { id: first.id })).body.data).toMatchObject({
      credited: 5_000,
      bonus: 0,
      ruleId: null,
    });
    const second = await submitDeposit(server.db, { memberId: member, amount: 100_000, bonus: 700, kind: 'company' });
    expect((await server.call('/chance-deposit-order/bonusOffer', { token: admin, body: { id: second.id } })).body.data).toMatchObject({
      rule: null,
      offered: 700,
      max: 700,
      isFirstDeposit: false,
    });
    expect((await post('/chance-deposit-order/approve', admin, { id: second.id })).body.data).toMatchObject({
      credited: 100_700,
      bonus: 700,
      ruleId: null,
    });
  });

  it('staff may lower the bonus; above the rule’s is refused naming the field and writes nothing', async () => {
    const member = org.members[2];
    const d = await submitDeposit(server.db, { memberId: member, amount: 300_000, kind: 'company' });
    const journalsBefore = Number(
      (
        await server.db
          .selectFrom('ledger_journal')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const over = await post('/chance-deposit-order/approve', admin, { id: d.id, bonus: 30_001 });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ code: 'A0400', msg: expect.stringMatching(/^bonus must be at most 30000 paise/) });
    expect(await orderRow(d.id)).toMatchObject({ status: 1, bonus: 0, reviewed_at: null });
    expect(await cashOf(member)).toBe(0);
    expect(
      Number(
        (
          await server.db
            .selectFrom('ledger_journal')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(journalsBefore);
    expect(
      await server.db
        .selectFrom('turnover_requirement')
        .select('id')
        .where('source_id', '=', d.id)
        .where('source_type', '=', 'deposit')
        .executeTakeFirst(),
    ).toBeUndefined();
    const negative = await post('/chance-deposit-order/approve', admin, { id: d.id, bonus: -1 });
    expect(negative.body.code).toBe('A0400');

    const lowered = await post('/chance-deposit-order/approve', admin, { id: d.id, bonus: 12_345 });
    expect(lowered.body.data).toMatchObject({ credited: 312_345, bonus: 12_345, ruleId: rules.first });
    expect(await requirementOf(d.id)).toMatchObject({ discount_amount: 12_345, comprehensive_multiple_x100: 300 });
  });

  it('waiving the bonus posts no bonus journal and keeps the settings’ multiple', async () => {
    const member = org.members[3];
    const d = await submitDeposit(server.db, { memberId: member, amount: 50_000, kind: 'company' });
    const answer = await post('/chance-deposit-order/approve', admin, { id: d.id, bonus: 0 });
    expect(answer.body.data).toMatchObject({ credited: 50_000, bonus: 0, ruleId: null, isFirst: 1 });
    expect((await journalsOf(d.id)).map((j) => j.type)).toEqual(['deposit']);
    const settings = await readMoneySettings(server.db);
    expect((await orderRow(d.id)).comprehensive_multiple_x100).toBe(settings.comprehensiveMultipleX100);
  });

  it('the offer is scoped like the orders and only for pending ones', async () => {
    const theirs = await submitDeposit(server.db, { memberId: org.otherMember, amount: 20_000, kind: 'company' });
    expect((await server.call('/chance-deposit-order/bonusOffer', { token: franchisee, body: { id: theirs.id } })).status).toBe(404);
    const ours = await submitDeposit(server.db, { memberId: org.members[4], amount: 20_000, kind: 'company' });
    expect((await server.call('/chance-deposit-order/bonusOffer', { token: franchisee, body: { id: ours.id } })).body.data).toMatchObject({
      offered: 2_000,
      rule: { id: rules.first },
    });
    expect((await server.call('/chance-deposit-order/bonusOffer', { token: admin, body: { id: 'x' } })).body.code).toBe('A0400');
    expect((await server.call('/chance-deposit-order/bonusOffer', { body: { id: ours.id } })).status).toBe(401);
    expect((await post('/chance-deposit-order/reject', franchisee, { id: ours.id, reason: 'no money seen' })).body.code).toBe(200);
    expect((await server.call('/chance-deposit-order/bonusOffer', { token: franchisee, body: { id: ours.id } })).body).toMatchObject({
      code: 'A0400',
      msg: expect.stringMatching(/no longer/),
    });
  });

  it('leaves the ledger consistent', async () => {
    expect(await checkLedger(server.db)).toMatchObject({ ok: true, problems: [] });
  });
});
