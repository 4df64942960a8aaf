import fc from 'fast-check';
import { addBombayDays, bombayDayStart } from '../../../server/domain/time';
import { checkLedger } from '../../../plugins/money/server/checkLedger';
import { memberBalances } from '../../../server/ledger/balances';
import { VALID_BET_STATUSES } from '../../../plugins/vip/shared/validBets';
import { payWeeklyRewards } from '../../../plugins/vip/server/weeklyReward';
import { SETUP_TIMEOUT } from '../helpers/server';
import { betWriter } from './betRows';
import { moneyFixture, type MoneyFixture } from './fixture';

/*
 * VIP weekly rewards as a property (issue 12's ledger property tests): random level terms, levels,
 * test/internal flags and bets around one Bombay week, through payWeeklyRewards. The members paid
 * are exactly those the rule names (level's reward on and positive, valid non-test bets inside the
 * week reaching the level's requirement, a real member), each paid its level's reward once through
 * the ledger; the ledger stays clean and a second run pays nobody.
 */

const MEMBERS = 4;
const LEVELS = 3;
const member = fc.integer({ min: 0, max: MEMBERS - 1 });
const weeklyCase = fc.record({
  levels: fc.array(
    fc.record({ reward: fc.integer({ min: 0, max: 50_000 }), enabled: fc.boolean(), required: fc.integer({ min: 0, max: 300_000 }) }),
    { minLength: LEVELS, maxLength: LEVELS },
  ),
  members: fc.array(
    fc.record({ level: fc.integer({ min: 0, max: LEVELS - 1 }), internal: fc.boolean(), test: fc.constantFrom(false, false, true) }),
    { minLength: MEMBERS, maxLength: MEMBERS },
  ),
  // Minutes from the week's start: a day either side of the week too (outside it, never counted).
  bets: fc.array(
    fc.record({
      member,
      stake: fc.integer({ min: 100, max: 200_000 }),
      minute: fc.integer({ min: -1_440, max: 8 * 1_440 }),
      status: fc.integer({ min: 0, max: 5 }),
      test: fc.constantFrom(false, false, false, true),
    }),
    { maxLength: 25 },
  ),
});

type WeeklyCase = typeof weeklyCase extends fc.Arbitrary<infer T> ? T : never;
const PAYING_CASE: WeeklyCase = {
  levels: [
    { reward: 5_000, enabled: true, required: 1_000 },
    { reward: 0, enabled: true, required: 0 },
    { reward: 7_000, enabled: false, required: 0 },
  ],
  members: [
    { level: 0, internal: false, test: false },
    { level: 0, internal: true, test: false },
    { level: 1, internal: false, test: false },
    { level: 2, internal: false, test: false },
  ],
  bets: [0, 1, 2, 3].map((m) => ({ member: m, stake: 2_000, minute: 600, status: VALID_BET_STATUSES[0], test: false })),
};

let fx: MoneyFixture;
let run = 0;
let games: number[] = [];
beforeAll(async () => {
  fx = await moneyFixture(0);
  games = (await fx.db.selectFrom('game').select('id').orderBy('id').limit(1).execute()).map((g) => g.id);
}, SETUP_TIMEOUT);
afterAll(async () => fx?.close());

/** Settled bets count (the rule's own list); the cases draw statuses 0–5, valid and not. */
const VALID = new Set<number>(VALID_BET_STATUSES);

it('weekly rewards pay exactly the members the rule names, once, through a clean ledger', async () => {
  const writeBets = betWriter(fx.db);
  await fc.assert(
    fc.asyncProperty(weeklyCase, async (c) => {
      run += 1;
      // Mondays three weeks apart: a run's bets a day either side of its week stay out of the others.
      const week = addBombayDays('2026-01-05', run * 21);
      const start = bombayDayStart(week);
      // A franchisee of its own per run, so the level table is exactly this run's.
      const { id: franchiseeId } = await fx.db
        .insertInto('franchisee')
        .values({ code: `WK${run}`, name: `wk${run}`, status: 0, created_at: 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { id: stationId } = await fx.db
        .insertInto('station')
        .values({ franchisee_id: franchiseeId, code: `WK${run}`, name: `wk${run}`, amount: 0, status: 0, created_at: 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [level, l] of c.levels.entries()) {
        await fx.db
          .insertInto('vip_level')
          .values({
            franchisee_id: franchiseeId,
            level,
            name: `VIP${level}`,
            weekly_reward: l.reward,
            weekly_reward_enabled: l.enabled ? 1 : 0,
            required_weekly: l.required,
            created_at: 0,
          })
          .execute();
      }
      const ids: number[] = [];
      for (const [i, m] of c.members.entries()) {
        const row = await fx.db
          .insertInto('member')
          .values({
            username: `w${run}_${i}`,
            nickname: '',
            phone: '',
            station_id: stationId,
            franchisee_id: franchiseeId,
            agent_id: null,
            is_internal: m.internal ? 1 : 0,
            is_test: m.test ? 1 : 0,
            vip_level: m.level,
            status: 0,
            created_at: 0,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(row.id);
      }
      await writeBets(
        c.bets.map((b) => ({
          memberId: ids[b.member],
          gameId: games[0],
          stake: b.stake,
          status: b.status,
          isTest: b.test ? 1 : 0,
          createdAt: start + b.minute * 60_000,
        })),
      );

      // The model: valid, non-test bets inside the week, per member.
      const weekly = ids.map(() => 0);
      for (const b of c.bets) {
        if (b.minute >= 0 && b.minute < 7 * 1_440 && VALID.has(b.status) && !b.test) weekly[b.member] += b.stake;
      }
      const expected = c.members.map((m, i) => {
        const l = c.levels[m.level];
        const due = !m.internal && !m.test && l.enabled && l.reward > 0 && weekly[i] > 0 && weekly[i] >= l.required;
        return due ? l.reward : 0;
      });

      const before = await memberBalances(fx.db, ids);
      const now = bombayDayStart(addBombayDays(week, 7)) + 1_000;
      const result = await fx.db.transaction().execute((trx) => payWeeklyRewards(trx, week, now, franchiseeId));
      expect(result).toEqual({ paid: expected.filter((a) => a > 0).length, amount: expected.reduce((a, b) => a + b, 0) });
      const after = await memberBalances(fx.db, ids);
      expect(ids.map((id) => (after.get(id)?.cash ?? 0) - (before.get(id)?.cash ?? 0))).toEqual(expected);
      const rows = await fx.db
        .selectFrom('vip_weekly_reward')
        .select(['member_id', 'amount'])
        .where('week_start', '=', week)
        .where('member_id', 'in', ids)
        .orderBy('member_id')
        .execute();
      expect(rows.map((r) => [Number(r.member_id), Number(r.amount)])).toEqual(
        ids.flatMap((id, i) => (expected[i] > 0 ? [[id, expected[i]]] : [])),
      );
      expect((await checkLedger(fx.db)).problems).toEqual([]);

      // Again for the same week: nobody paid twice.
      const again = await fx.db.transaction().execute((trx) => payWeeklyRewards(trx, week, now + 1, franchiseeId));
      expect(again).toEqual({ paid: 0, amount: 0 });
      expect(await memberBalances(fx.db, ids)).toEqual(after);
    }),
    // Besides 20 random cases, one that certainly pays (random ones pay nobody now and then).
    { numRuns: 20, examples: [[PAYING_CASE]] },
  );
  // The runs paid someone (so the property was about something).
  expect(
    Number(
      (
        await fx.db
          .selectFrom('vip_weekly_reward')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  ).toBeGreaterThan(0);
}, 240_000);
