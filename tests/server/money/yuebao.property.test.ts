import fc from 'fast-check';
import { addBombayDays, bombayDayStart } from '../../../server/domain/time';
import { dailyInterest, type YuebaoTierTerms } from '../../../plugins/money/server/yuebaoInterest';
import { ApiError } from '../../../server/http/errors';
import { checkLedger } from '../../../plugins/money/server/checkLedger';
import { balanceOf, memberBalances } from '../../../server/ledger/balances';
import { memberYuebao } from '../../../server/domain/ledgerJournals';
import { accrueYuebaoDay, runYuebaoTransfers, transferDueAt, transferYuebao } from '../../../plugins/money/server/yuebao';
import { SETUP_TIMEOUT } from '../helpers/server';
import { creditMember, moneyFixture, type MoneyFixture } from './fixture';

/*
 * Yue Bao interest as a property (issue 12's ledger property tests): random tiers and random
 * transfers in and out around one Bombay day, through the real services, checked against a plain
 * model of each member's wallet and Yue Bao balance. The day's record must carry the model's
 * opening, lowest and closing balance and transfers, the interest the domain rule gives for them,
 * the ledger stays clean, and re-running the daily job and the auto-transfers changes nothing.
 */

const MEMBERS = 3;
const CASH = 1_000_000_00;
const member = fc.integer({ min: 0, max: MEMBERS - 1 });
const tier = fc.record({
  min: fc.integer({ min: 0, max: 2_000_000 }),
  rate: fc.integer({ min: 0, max: 10_000 }),
  secondary: fc.integer({ min: 0, max: 10_000 }),
  auto: fc.boolean(),
  enabled: fc.boolean(),
  time: fc.constantFrom('00:00', '00:30', '09:00', '23:45'),
});
type TierCase = typeof tier extends fc.Arbitrary<infer T> ? T : never;
const yuebaoCase = fc.record({
  tiers: fc.array(tier, { minLength: 1, maxLength: 3 }),
  // Minutes from the day's start: negative ones are on the day before (the opening balance).
  moves: fc.array(
    fc.record({
      member,
      direction: fc.constantFrom('in' as const, 'in' as const, 'out' as const),
      amount: fc.integer({ min: 1, max: 3_000_000 }),
      minute: fc.integer({ min: -600, max: 24 * 60 - 1 }),
    }),
    { minLength: 1, maxLength: 25 },
  ),
});

let fx: MoneyFixture;
let run = 0;
beforeAll(async () => {
  fx = await moneyFixture(0);
}, SETUP_TIMEOUT);
afterAll(async () => fx?.close());

async function newMembers(now: number): Promise<number[]> {
  run += 1;
  const { id: stationId } = await fx.db
    .selectFrom('station')
    .select('id')
    .where('franchisee_id', '=', fx.franchiseeId)
    .executeTakeFirstOrThrow();
  const ids = [];
  for (let i = 0; i < MEMBERS; i++) {
    const row = await fx.db
      .insertInto('member')
      .values({
        username: `y${run}_${i}`,
        nickname: '',
        phone: '',
        station_id: stationId,
        franchisee_id: fx.franchiseeId,
        agent_id: null,
        is_internal: 0,
        status: 0,
        created_at: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await creditMember(fx.db, { maker: fx.maker, checker: fx.checker }, row.id, CASH, now);
    ids.push(row.id);
  }
  return ids;
}

/** Every older tier off from `day`, then this case's tiers from `day`: the day's terms are exactly the case's. */
async function writeTiers(day: string, tiers: TierCase[]): Promise<YuebaoTierTerms[]> {
  for (const { id } of await fx.db.selectFrom('yuebao_tier').select('id').execute()) {
    await fx.db
      .insertInto('yuebao_tier_version')
      .values({
        tier_id: id,
        effective_from: day,
        min_amount: 0,
        rate_ppm: 0,
        secondary_rate_ppm: 0,
        auto_transfer: 0,
        transfer_time: '00:00',
        enabled: 0,
        updated_by: null,
        updated_at: 0,
      })
      .execute();
  }
  const enabled: YuebaoTierTerms[] = [];
  for (const t of tiers) {
    const { id } = await fx.db
      .insertInto('yuebao_tier')
      .values({ created_by: null, created_at: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await fx.db
      .insertInto('yuebao_tier_version')
      .values({
        tier_id: id,
        effective_from: day,
        min_amount: t.min,
        rate_ppm: t.rate,
        secondary_rate_ppm: t.secondary,
        auto_transfer: t.auto ? 1 : 0,
        transfer_time: t.time,
        enabled: t.enabled ? 1 : 0,
        updated_by: null,
        updated_at: 0,
      })
      .execute();
    if (t.enabled)
      enabled.push({ id, minAmount: t.min, ratePpm: t.rate, secondaryRatePpm: t.secondary, autoTransfer: t.auto, transferTime: t.time });
  }
  return enabled.sort((a, b) => a.minAmount - b.minAmount || a.id - b.id);
}

let dayNo = 0;

it('the daily interest job matches the model, keeps the ledger invariants and is idempotent, auto-transfers included', async () => {
  await fc.assert(
    fc.asyncProperty(yuebaoCase, async (c) => {
      dayNo += 1;
      // Days three apart: a run's moves on the day before its day stay out of the previous run's day.
      const day = addBombayDays('2026-05-01', dayNo * 3);
      const start = bombayDayStart(day);
      const ids = await newMembers(start - 700 * 60_000);
      const tiers = await writeTiers(day, c.tiers);

      // The model: wallet and Yue Bao per member, and the day's figures.
      const wallet = ids.map(() => CASH);
      const saved = ids.map(() => 0);
      const fig = ids.map(() => ({ opening: 0, lowest: Infinity, closing: 0, transferIn: 0, transferOut: 0, seen: false }));
      const moves = [...c.moves].sort((a, b) => a.minute - b.minute);
      for (const [k, m] of moves.entries()) {
        const now = start + m.minute * 60_000 + k;
        const source = m.direction === 'in' ? wallet : saved;
        let refused: string | null = null;
        try {
          await transferYuebao(fx.db, { memberId: ids[m.member], amount: m.amount, direction: m.direction, ref: `p${dayNo}-${k}`, now });
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          refused = error.key;
        }
        if (source[m.member] < m.amount) {
          expect(refused).toBe('insufficient_funds');
          continue;
        }
        expect(refused).toBeNull();
        const sign = m.direction === 'in' ? 1 : -1;
        wallet[m.member] -= sign * m.amount;
        saved[m.member] += sign * m.amount;
        const f = fig[m.member];
        if (m.minute < 0) continue;
        if (!f.seen) {
          f.opening = saved[m.member] - sign * m.amount;
          f.seen = true;
        }
        f.lowest = Math.min(f.lowest, saved[m.member]);
        if (sign > 0) f.transferIn += m.amount;
        else f.transferOut += m.amount;
      }
      for (const [i, f] of fig.entries()) {
        f.closing = saved[i];
        if (!f.seen) f.opening = saved[i];
        f.lowest = Math.min(f.lowest, f.opening);
      }

      const jobAt = bombayDayStart(addBombayDays(day, 1)) + 1_000;
      await accrueYuebaoDay(fx.db, day, jobAt);
      const records = await fx.db
        .selectFrom('yuebao_record')
        .selectAll()
        .where('business_date', '=', day)
        .where('member_id', 'in', ids)
        .orderBy('member_id')
        .execute();
      const expected = ids.map((id, i) => ({ id, i, f: fig[i] })).filter(({ f }) => f.opening !== 0 || f.closing !== 0 || f.lowest !== 0);
      expect(records.map((r) => r.member_id)).toEqual(expected.map((e) => e.id));
      // Interest per member, and what an auto-transfer tier moves to the wallet (at once when its time has passed at the job's run).
      const interest = ids.map(() => 0);
      const auto = ids.map(() => 0);
      let movedAtJob = 0;
      for (const [n, r] of records.entries()) {
        const { i, f } = expected[n];
        expect([r.opening, r.lowest, r.closing, r.transfer_in, r.transfer_out].map(Number)).toEqual([
          f.opening,
          f.lowest,
          f.closing,
          f.transferIn,
          f.transferOut,
        ]);
        const rule = dailyInterest(tiers, f, 0);
        expect(Number(r.interest)).toBe(rule.interest);
        expect(r.tier_id === null ? null : Number(r.tier_id)).toBe(rule.tier?.id ?? null);
        const autoMove = rule.tier?.autoTransfer === true && rule.interest > 0;
        const dueNow = autoMove && transferDueAt(day, rule.tier?.transferTime ?? '00:00') <= jobAt;
        expect(r.status).toBe(rule.interest === 0 ? 0 : !autoMove ? 1 : dueNow ? 3 : 2);
        interest[i] = rule.interest;
        auto[i] = autoMove ? rule.interest : 0;
        if (dueNow) movedAtJob += 1;
      }
      const cash = async () => await memberBalances(fx.db, ids);
      const yuebao = async () => Promise.all(ids.map((id) => balanceOf(fx.db, memberYuebao(id))));
      const statusOf = async () =>
        (
          await fx.db
            .selectFrom('yuebao_record')
            .select('status')
            .where('business_date', '=', day)
            .where('member_id', 'in', ids)
            .where('status', '=', 3)
            .execute()
        ).length;
      expect(await statusOf()).toBe(movedAtJob);
      const afterJob = await yuebao();
      expect(afterJob.reduce((a, b) => a + b, 0)).toBe(
        saved.reduce((a, b) => a + b, 0) +
          interest.reduce((a, b) => a + b, 0) -
          records.filter((r) => r.status === 3).reduce((a, r) => a + Number(r.interest), 0),
      );
      expect((await checkLedger(fx.db)).problems).toEqual([]);

      // The same day again: nothing written, nothing moved.
      const again = await accrueYuebaoDay(fx.db, day, jobAt + 1);
      expect(again.records).toBe(0);
      expect(await yuebao()).toEqual(afterJob);

      // Auto-transfer tiers move the day's interest to the wallet at their time, once.
      const latest = Math.max(jobAt, ...tiers.map((t) => transferDueAt(day, t.transferTime)));
      await runYuebaoTransfers(fx.db, latest);
      await runYuebaoTransfers(fx.db, latest + 1);
      expect(await yuebao()).toEqual(saved.map((s, i) => s + interest[i] - auto[i]));
      const paid = await cash();
      expect(ids.map((id) => paid.get(id)?.cash)).toEqual(wallet.map((w, i) => w + auto[i]));
      const done = await fx.db
        .selectFrom('yuebao_record')
        .select('status')
        .where('business_date', '=', day)
        .where('member_id', 'in', ids)
        .where('status', '=', 2)
        .execute();
      expect(done).toEqual([]);
      expect((await checkLedger(fx.db)).problems).toEqual([]);
    }),
    { numRuns: 20 },
  );
  // The runs paid interest, auto-transferred some and left some in Yue Bao (so the property was about something).
  const statuses = await fx.db.selectFrom('yuebao_record').select('status').distinct().execute();
  expect(statuses.map((r) => r.status).sort()).toEqual(expect.arrayContaining([1, 3]));
}, 240_000);
