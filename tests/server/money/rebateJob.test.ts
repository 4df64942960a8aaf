import { sql } from 'kysely';
import { allJobs, runJobOnce } from '../../../server/jobs';
import { rebateKey } from '../../../server/domain/ledgerJournals';
import { bombayDayStart } from '../../../server/domain/time';
import { memberBalances } from '../../../server/ledger/balances';
import { checkLedger } from '../../../plugins/money/server/checkLedger';
import { payDailyRebates, rebateDailyJob } from '../../../plugins/money/server/rebateJob';
import { memberRebates, ratesJson, type RebateTemplate } from '../../../plugins/money/server/rebateRules';
import { SETUP_TIMEOUT } from '../helpers/server';
import { betWriter } from './betRows';
import { moneyFixture, type MoneyFixture } from './fixture';

/*
 * The daily rebate job on a small hand-made Bombay day: which bets count, which template pays
 * which game at the member's VIP rate, caps, held records for locked members, the ledger
 * journals and turnover requirements of the paid ones, and re-runs changing nothing.
 */

const DAY = '2026-02-10';
const START = bombayDayStart(DAY);
const NOW = bombayDayStart('2026-02-11') + 60_000;
let fx: MoneyFixture;
let wingo: number;
let other: number;
let allGames: number;
let f1Wingo: number;
const [m1, m2, m3, m4] = [0, 1, 2, 3];

beforeAll(async () => {
  fx = await moneyFixture(4);
  const db = fx.db;
  wingo = (await db.selectFrom('game').select('id').where('code', '=', 'WINGO_1M').executeTakeFirstOrThrow()).id;
  other = (await db.selectFrom('game').select('id').where('id', '<>', wingo).orderBy('id').executeTakeFirstOrThrow()).id;
  const template = (values: {
    franchisee_id: number | null;
    game_id: number | null;
    rates: Record<number, number>;
    audit: number;
    cap: number;
    status?: number;
  }) =>
    db
      .insertInto('rebate_template')
      .values({
        franchisee_id: values.franchisee_id,
        name: 't',
        game_id: values.game_id,
        rates_json: ratesJson(values.rates),
        audit_multiple_x100: values.audit,
        daily_cap: values.cap,
        status: values.status ?? 0,
        created_at: 0,
        updated_at: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  allGames = (await template({ franchisee_id: null, game_id: null, rates: { 0: 20, 3: 50 }, audit: 200, cap: 0 })).id;
  // F1's own Win Go template wins over the platform one for F1's members; level 0 earns nothing there.
  f1Wingo = (await template({ franchisee_id: fx.franchiseeId, game_id: wingo, rates: { 3: 100 }, audit: 100, cap: 1_500 })).id;
  // A disabled template pays nothing even where it would be the most specific.
  await template({ franchisee_id: fx.otherFranchiseeId, game_id: wingo, rates: { 3: 5_000 }, audit: 0, cap: 0, status: 1 });

  const ids = fx.members;
  await db.updateTable('member').set({ vip_level: 3 }).where('id', 'in', [ids[m1], fx.otherMember]).execute();
  await db.updateTable('member').set({ status: 1 }).where('id', '=', ids[m2]).execute();
  await db.updateTable('member').set({ is_test: 1 }).where('id', '=', ids[m4]).execute();
  await db.insertInto('member_turnover').values({ member_id: ids[m1], valid_total: 12_345, updated_at: 0 }).execute();
  const hour = 3_600_000;
  await betWriter(db)([
    { memberId: ids[m1], gameId: wingo, stake: 100_000, createdAt: START },
    { memberId: ids[m1], gameId: wingo, stake: 50_000, status: 1, createdAt: START + 5 * hour },
    { memberId: ids[m1], gameId: other, stake: 80_000, createdAt: START + 23 * hour },
    // Not valid turnover of the day: unsettled, a test bet, the day before, the day after.
    { memberId: ids[m1], gameId: wingo, stake: 1_000_000, status: 0, createdAt: START + hour },
    { memberId: ids[m1], gameId: other, stake: 1_000_000, isTest: 1, createdAt: START + hour },
    { memberId: ids[m1], gameId: other, stake: 1_000_000, createdAt: START - 1 },
    { memberId: ids[m1], gameId: other, stake: 1_000_000, createdAt: START + 24 * hour },
    { memberId: ids[m2], gameId: other, stake: 100_000, createdAt: START + hour },
    { memberId: ids[m3], gameId: wingo, stake: 100_000, createdAt: START + hour },
    { memberId: ids[m3], gameId: other, stake: 4_000, createdAt: START + hour },
    { memberId: ids[m4], gameId: other, stake: 100_000, createdAt: START + hour },
    { memberId: fx.otherMember, gameId: wingo, stake: 30_000, createdAt: START + hour },
  ]);
}, SETUP_TIMEOUT);
afterAll(async () => fx?.close());

const snapshot = async () => {
  const count = async (table: 'rebate_record' | 'ledger_journal' | 'ledger_posting' | 'turnover_requirement') =>
    Number(
      (
        await fx.db
          .selectFrom(table)
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    records: await count('rebate_record'),
    journals: await count('ledger_journal'),
    postings: await count('ledger_posting'),
    requirements: await count('turnover_requirement'),
  };
};

describe('daily rebate job', () => {
  it('is registered with the scheduler for the Bombay day that ended last', () => {
    expect(allJobs).toContain(rebateDailyJob);
    expect(rebateDailyJob.duePeriod(NOW)).toBe(DAY);
    // 00:00:30 Bombay on the 11th is 18:30:30 UTC on the 10th.
    expect(rebateDailyJob.duePeriod(Date.UTC(2026, 1, 10, 18, 30, 30))).toBe(DAY);
    expect(rebateDailyJob.duePeriod(Date.UTC(2026, 1, 10, 18, 29, 59))).toBe('2026-02-09');
  });

  it('pays each member’s valid bets per game at the VIP rate of the matching template, capped, through the ledger with its turnover requirement', async () => {
    const ids = fx.members;
    const outcome = await runJobOnce(fx.db, rebateDailyJob, DAY, NOW);
    expect(outcome).toEqual({ ran: true, rows: 4 });
    const records = await fx.db
      .selectFrom('rebate_record')
      .selectAll()
      .where('business_date', '=', DAY)
      .orderBy('member_id')
      .orderBy('game_id')
      .execute();
    expect(
      records.map((r) => [
        r.member_id,
        r.game_id,
        Number(r.valid_turnover),
        r.rate_bps,
        Number(r.amount),
        r.status,
        r.journal_key,
        r.template_id,
      ]),
    ).toEqual(
      [
        // 150 000 × 1 % = 1 500 (the Win Go cap is 1 500); 80 000 × 0.5 % on the platform template.
        [ids[m1], wingo, 150_000, 100, 1_500, 1, rebateKey(ids[m1], DAY, wingo), f1Wingo],
        [ids[m1], other, 80_000, 50, 400, 1, rebateKey(ids[m1], DAY, other), allGames],
        // Locked member: calculated and held, nothing paid.
        [ids[m2], other, 100_000, 20, 200, 0, null, allGames],
        // m3: Win Go by F1's template has no level-0 rate; 4 000 × 0.2 % = 8 paise is under ₹1. m4 is a test account.
        [fx.otherMember, wingo, 30_000, 50, 150, 1, rebateKey(fx.otherMember, DAY, wingo), allGames],
      ].sort((a, b) => Number(a[0]) - Number(b[0]) || Number(a[1]) - Number(b[1])),
    );

    const balances = await memberBalances(fx.db, [...ids, fx.otherMember]);
    expect([...ids, fx.otherMember].map((id) => balances.get(id)?.cash ?? 0)).toEqual([1_900, 0, 0, 0, 150]);
    const journals = await fx.db
      .selectFrom('ledger_journal')
      .select(['type', 'business_key', 'ref_type', 'ref_id', 'created_at'])
      .where('type', '=', 'rebate')
      .orderBy('business_key')
      .execute();
    expect(journals).toHaveLength(3);
    for (const j of journals) {
      const record = records.find((r) => r.journal_key === j.business_key);
      expect(j).toMatchObject({ ref_type: 'rebate_record', ref_id: String(record?.id), created_at: NOW });
    }

    const requirements = await fx.db
      .selectFrom('turnover_requirement')
      .selectAll()
      .where('source_type', '=', 'rebate')
      .orderBy('source_id')
      .execute();
    const paid = records.filter((r) => r.status === 1).sort((a, b) => a.id - b.id);
    expect(
      requirements.map((q) => [
        q.member_id,
        q.source_id,
        Number(q.deposit_amount),
        Number(q.discount_amount),
        q.comprehensive_multiple_x100,
        Number(q.comprehensive_required),
        Number(q.normal_required),
        Number(q.turnover_base),
        q.status,
      ]),
    ).toEqual(
      paid.map((r) => {
        const multiple = r.template_id === f1Wingo ? 100 : 200;
        return [
          r.member_id,
          r.id,
          0,
          Number(r.amount),
          multiple,
          (Number(r.amount) * multiple) / 100,
          0,
          r.member_id === ids[m1] ? 12_345 : 0,
          'open',
        ];
      }),
    );
    expect((await checkLedger(fx.db)).problems).toEqual([]);
  });

  it('re-running the same day changes nothing: the runner’s claim, and the job itself', async () => {
    const before = await snapshot();
    const balances = await memberBalances(fx.db, fx.members);
    expect(await runJobOnce(fx.db, rebateDailyJob, DAY, NOW + 1)).toEqual({ ran: false, rows: 0 });
    expect(await fx.db.transaction().execute((trx) => payDailyRebates(trx, DAY, NOW + 2))).toEqual({
      records: 0,
      paid: 0,
      held: 0,
      amount: 0,
    });
    expect(await snapshot()).toEqual(before);
    expect(await memberBalances(fx.db, fx.members)).toEqual(balances);
  });

  it('a day with no enabled template or no bets writes nothing', async () => {
    const before = await snapshot();
    expect(await runJobOnce(fx.db, rebateDailyJob, '2026-02-12', NOW)).toEqual({ ran: true, rows: 0 });
    expect(await snapshot()).toEqual(before);
  });
});

describe('memberRebates (the arithmetic the job and the seed share)', () => {
  const t = (id: number, over: Partial<RebateTemplate>): RebateTemplate => ({
    id,
    franchiseeId: null,
    gameId: null,
    rates: new Map([[1, 100]]),
    auditMultipleX100: 0,
    dailyCap: 0,
    ...over,
  });

  it('a template’s daily cap is shared by its games in game order; another template has its own cap', () => {
    const templates = [t(1, { dailyCap: 1_000 }), t(2, { gameId: 9, dailyCap: 300 })];
    const lines = memberRebates(templates, { franchiseeId: 1, vipLevel: 1 }, [
      { gameId: 3, turnover: 60_000 },
      { gameId: 1, turnover: 70_000 },
      { gameId: 9, turnover: 90_000 },
      { gameId: 5, turnover: 10_000 },
    ]);
    // Game 1: 700; game 3: 600 → 300 left of the cap; game 5: 100 would fit but the cap is spent (0 left → under ₹1); game 9: its own cap 300.
    expect(lines.map((l) => [l.gameId, l.amount, l.templateId])).toEqual([
      [1, 700, 1],
      [3, 300, 1],
      [9, 300, 2],
    ]);
  });

  it('prefers the franchisee’s own template over the platform one, and a game’s own over all games', () => {
    const templates = [
      t(1, { rates: new Map([[1, 10]]) }),
      t(2, { franchiseeId: 7, rates: new Map([[1, 20]]) }),
      t(3, { gameId: 4, rates: new Map([[1, 30]]) }),
      t(4, { franchiseeId: 7, gameId: 4, rates: new Map([[1, 40]]) }),
    ];
    const rate = (franchiseeId: number, gameId: number) =>
      memberRebates(templates, { franchiseeId, vipLevel: 1 }, [{ gameId, turnover: 1_000_000 }])[0].rateBps;
    expect([rate(1, 2), rate(7, 2), rate(1, 4), rate(7, 4)]).toEqual([10, 20, 30, 40]);
  });
});
