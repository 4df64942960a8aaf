import { createDatabase, type Database } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { bombayDate, DAY_MS } from '../../../server/domain/time';
import { ApiError } from '../../../server/http/errors';
import { cutReport, type Cut, type CutFilters } from '../../../plugins/report/server/breakdown';
import { dailyReport, type DailyReportQuery } from '../../../plugins/report/server/dailyReport';
import { newBettorsByDay } from '../../../plugins/report/server/memberStats';
import { killRateBps, type Metric } from '../../../plugins/report/server/metrics';
import { BOMBAY_OFFSET_MS } from '../../../server/domain/time';
import { rebuildDailyReports, refreshToday, REPORT_PARTS } from '../../../plugins/report/server/rebuild';
import { closeDaySteps, reportCloseDayJob } from '../../../plugins/report/server/closeDayJob';
import { runJobOnce, stepClaimName } from '../../../server/jobs/periodicJob';
import { sql } from 'kysely';
import type { Scope } from '../../../server/scope/scope';
import { Random } from '../../../server/seed/random';
import { bombayDayNumber } from '../../../server/time/bombay';
import { freshDatabase, SETUP_TIMEOUT } from '../helpers/server';
import { END, FROM, inFilters, NOW, populate, START, TO, type CutQuery, type Raw } from './rawRows';

/*
 * The report tables against a direct recomputation: random rows (members internal or trial or
 * real, orders in every state, bets in every status, rebates), some exactly on Bombay midnights,
 * then each report compared with sums computed here from the raw rows.
 */

/**
 * A cut's figures per key over the whole range, straight from the raw rows. Bettors are distinct
 * per Bombay day, key, and real/test split (member-days), as the cut reports define them.
 */
function recomputeCut(raw: Raw, cut: Exclude<Cut, 'member_id'>, q: CutQuery) {
  const byId = new Map(raw.members.map((m) => [m.id, m]));
  const counts = inFilters(raw, q);
  const realMember = (id: number) => !byId.get(id)!.is_internal && !byId.get(id)!.is_test;
  const keep = (id: number, real: boolean) => counts(id) && (q.includeTest || real);
  const out = new Map<number | string, Record<string, number>>();
  const add = (key: number | string, metric: string, value: number) => {
    const row = out.get(key) ?? {};
    row[metric] = (row[metric] ?? 0) + value;
    out.set(key, row);
  };
  const inRange = (t: number | null): t is number => t !== null && t >= START && t < END;
  const memberKey = (id: number): number | string | null => {
    const m = byId.get(id)!;
    return cut === 'agent_id' ? (m.agent_id ?? 0) : cut === 'vip_level' ? m.vip_level : null;
  };
  if (cut === 'agent_id') {
    for (const m of raw.members) if (keep(m.id, realMember(m.id)) && inRange(m.created_at)) add(m.agent_id ?? 0, 'registrations', 1);
    for (const w of raw.withdrawals) {
      if (w.stage === 'paid' && keep(w.member_id, realMember(w.member_id)) && inRange(w.paid_at))
        add(memberKey(w.member_id)!, 'withdrawAmount', w.amount);
    }
  }
  if (cut === 'agent_id' || cut === 'deposit_kind') {
    for (const o of raw.deposits) {
      if (o.status !== 2 || !keep(o.member_id, realMember(o.member_id)) || !inRange(o.reviewed_at)) continue;
      const key = cut === 'deposit_kind' ? o.kind : memberKey(o.member_id)!;
      add(key, 'depositCount', 1);
      add(key, 'depositAmount', o.amount);
      add(key, 'bonuses', o.bonus);
      add(key, 'firstDepositCount', o.is_first);
      add(key, 'firstDepositAmount', o.is_first * o.amount);
    }
  }
  if (cut !== 'deposit_kind') {
    const bettors = new Set<string>();
    for (const b of raw.bets) {
      const real = realMember(b.member_id) && !b.is_test;
      if (!keep(b.member_id, real) || !inRange(b.created_at)) continue;
      const key =
        cut === 'game_id'
          ? b.game_id
          : cut === 'play_code'
            ? b.play_code
            : cut === 'hour'
              ? Math.floor(((b.created_at + BOMBAY_OFFSET_MS) % DAY_MS) / 3_600_000)
              : memberKey(b.member_id)!;
      const settled = [1, 2, 4].includes(b.status);
      add(key, 'betCount', 1);
      add(key, 'stake', b.stake);
      add(key, 'betFees', b.fee);
      add(key, 'validTurnover', settled ? b.stake : 0);
      add(key, 'payout', settled ? b.payout : 0);
      add(key, 'houseProfit', settled ? b.stake - b.payout : 0);
      const memberDay = `${key}:${bombayDate(b.created_at)}:${real}:${b.member_id}`;
      if (!bettors.has(memberDay)) add(key, 'bettors', 1);
      bettors.add(memberDay);
    }
    // Rebates carry a game and a member, not a play or an hour.
    if (cut === 'game_id' || cut === 'vip_level' || cut === 'agent_id') {
      for (const r of raw.rebates) {
        if (r.status === 2 || !keep(r.member_id, realMember(r.member_id)) || r.business_date < FROM || r.business_date > TO) continue;
        add(cut === 'game_id' ? (r.game_id ?? 0) : memberKey(r.member_id)!, 'rebates', r.amount);
      }
    }
  }
  return out;
}

/** The same figures, straight from the raw rows. */
function recompute(raw: Raw, query: DailyReportQuery) {
  const byId = new Map(raw.members.map((m) => [m.id, m]));
  const pathOf = new Map(raw.agents.map((a) => [a.id, a.path]));
  const linePath = query.agentId !== undefined ? pathOf.get(query.agentId)! : query.scope.kind === 'agent' ? query.scope.path : null;
  const counts = (memberId: number) => {
    const m = byId.get(memberId)!;
    if (m.is_internal || m.is_test) return false;
    if (query.scope.kind === 'franchisee' && m.franchisee_id !== query.scope.franchiseeId) return false;
    if (query.franchiseeId !== undefined && m.franchisee_id !== query.franchiseeId) return false;
    if (linePath !== null && !(m.agent_id !== null && pathOf.get(m.agent_id)!.startsWith(linePath))) return false;
    return true;
  };
  const days = new Map<string, Record<string, number>>();
  const day = (date: string) => {
    if (!days.has(date)) days.set(date, {});
    return days.get(date)!;
  };
  const add = (date: string, key: string, value: number) => {
    const d = day(date);
    d[key] = (d[key] ?? 0) + value;
  };
  const inRange = (t: number | null): t is number => t !== null && t >= START && t < END;
  const game = query.gameId;
  if (game === undefined) {
    for (const m of raw.members) if (counts(m.id) && inRange(m.created_at)) add(bombayDate(m.created_at), 'registrations', 1);
    for (const o of raw.deposits) {
      if (o.status !== 2 || !counts(o.member_id) || !inRange(o.reviewed_at)) continue;
      const date = bombayDate(o.reviewed_at);
      add(date, 'depositCount', 1);
      add(date, 'depositAmount', o.amount);
      add(date, 'bonuses', o.bonus);
      add(date, 'firstDepositCount', o.is_first);
      add(date, 'firstDepositAmount', o.is_first * o.amount);
    }
    for (const w of raw.withdrawals) {
      if (w.stage !== 'paid' || !counts(w.member_id) || !inRange(w.paid_at)) continue;
      const date = bombayDate(w.paid_at);
      add(date, 'withdrawCount', 1);
      add(date, 'withdrawAmount', w.amount);
      add(date, 'withdrawFees', w.fee + w.admin_fee);
    }
  }
  const bettors = new Map<string, Set<string>>();
  for (const b of raw.bets) {
    if (b.is_test || !counts(b.member_id) || !inRange(b.created_at) || (game !== undefined && b.game_id !== game)) continue;
    const date = bombayDate(b.created_at);
    const settled = [1, 2, 4].includes(b.status);
    add(date, 'betCount', 1);
    add(date, 'stake', b.stake);
    add(date, 'betFees', b.fee);
    add(date, 'validTurnover', settled ? b.stake : 0);
    add(date, 'payout', settled ? b.payout : 0);
    add(date, 'houseProfit', settled ? b.stake - b.payout : 0);
    // Distinct per day and per report row key (franchisee, agent or game), as stored.
    const m = byId.get(b.member_id)!;
    const set = bettors.get(date) ?? new Set<string>();
    set.add(`${m.franchisee_id}:${linePath !== null ? m.agent_id : game !== undefined ? b.game_id : ''}:${b.member_id}`);
    bettors.set(date, set);
  }
  for (const [date, set] of bettors) add(date, 'bettors', set.size);
  for (const r of raw.rebates) {
    if (
      r.status === 2 ||
      !counts(r.member_id) ||
      r.business_date < FROM ||
      r.business_date > TO ||
      (game !== undefined && r.game_id !== game)
    )
      continue;
    add(r.business_date, 'rebates', r.amount);
  }
  return days;
}

describe('daily reports', () => {
  let db: Database;
  let dispose: () => Promise<void>;
  let raw: Raw;
  beforeAll(async () => {
    const fresh = await freshDatabase();
    dispose = fresh.dispose;
    db = createDatabase(fresh.url);
    await migrateToLatest(db);
    raw = await populate(db, new Random(20260310));
    // Built twice over an overlapping range: a rebuild replaces rows instead of adding to them.
    await rebuildDailyReports(db, { from: '2026-02-20', to: '2026-03-05', now: NOW });
    expect(await rebuildDailyReports(db, { from: FROM, to: TO, now: NOW })).toBe(10);
    await refreshToday(db, NOW);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await db.destroy();
    await dispose();
  });

  const scopes: [string, Omit<DailyReportQuery, 'from' | 'to'>][] = [
    ['admin, everything', { scope: { kind: 'all' } }],
    ['franchisee scope', { scope: { kind: 'franchisee', franchiseeId: 2 } }],
    ['admin filtering a franchisee', { scope: { kind: 'all' }, franchiseeId: 1 }],
    ['an agent line', { scope: { kind: 'all' }, agentId: 1 }],
    ['an agent caller', { scope: { kind: 'agent', agentId: 4, stationId: 1, path: '/4/' } as Scope }],
    ['one game', { scope: { kind: 'all' }, gameId: 2 }],
  ];

  it.each(scopes)('match a direct recomputation: %s', async (_, q) => {
    const query = { from: FROM, to: TO, ...q };
    const report = await dailyReport(db, query);
    const expected = recompute(raw, query);
    expect(report.rows.map((r) => r.date)).toEqual(Array.from({ length: 10 }, (_, i) => bombayDate(START + i * DAY_MS)));
    let stakeSeen = 0;
    for (const row of report.rows) {
      const want = expected.get(row.date) ?? {};
      for (const key of ['betCount', 'bettors', 'stake', 'betFees', 'validTurnover', 'payout', 'houseProfit', 'rebates'] as const) {
        expect([row.date, key, row[key]]).toEqual([row.date, key, want[key] ?? 0]);
      }
      for (const key of [
        'registrations',
        'depositCount',
        'depositAmount',
        'bonuses',
        'firstDepositCount',
        'firstDepositAmount',
        'withdrawCount',
        'withdrawAmount',
        'withdrawFees',
      ] as const) {
        expect([row.date, key, row[key]]).toEqual([row.date, key, q.gameId !== undefined ? null : (want[key] ?? 0)]);
      }
      expect(row.fees).toBe((want.betFees ?? 0) + (want.withdrawFees ?? 0));
      expect(row.killRateBps).toBe(killRateBps(want.houseProfit ?? 0, want.validTurnover ?? 0));
      stakeSeen += row.stake;
    }
    expect(stakeSeen).toBeGreaterThan(0);
    expect(report.totals.stake).toBe(stakeSeen);
  });

  /** Every report table's rows, refreshed_at left out, in a stable order. */
  async function tables() {
    const out: Record<string, string[]> = {};
    for (const table of REPORT_PARTS) {
      const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db)).rows;
      out[table] = rows
        .map(({ refreshed_at: _, id: __, ...rest }) => JSON.stringify(Object.entries(rest).map(([k, v]) => [k, Number(v)])))
        .sort();
    }
    return out;
  }

  it('the nightly job rebuilds table by table in steps to the same rows as one rebuild, and resumes after a failed step', async () => {
    const whole = await tables();
    expect(whole.daily_cut_member.length).toBeGreaterThan(0);
    const period = bombayDate(START + 5 * DAY_MS);
    const days = [bombayDate(START + 4 * DAY_MS), period];
    const [first, last] = [bombayDayNumber(START + 4 * DAY_MS), bombayDayNumber(START + 5 * DAY_MS)];
    for (const table of REPORT_PARTS) {
      if (table === 'member_first_bet') await db.deleteFrom(table).where('first_day', '>=', first).where('first_day', '<=', last).execute();
      else await db.deleteFrom(table).where('day', '>=', first).where('day', '<=', last).execute();
    }
    expect(await tables()).not.toEqual(whole);

    // Slices of 7 members: the per-member cut of each day is rebuilt in several steps.
    const steps = await closeDaySteps(db, days, NOW, 7);
    expect(steps.filter((s) => s.key.includes('daily_cut_member')).length).toBeGreaterThan(2 * 2);
    expect(new Set(steps.map((s) => s.key)).size).toBe(steps.length);
    // A failure half way: the steps before it stay done, the job is not claimed, the next run finishes.
    let calls = 0;
    const failing = {
      ...reportCloseDayJob,
      steps: async () =>
        steps.map((s, i) => ({
          ...s,
          run: async (trx: Parameters<typeof s.run>[0]) => {
            calls += 1;
            if (i === 9) throw new Error('disk full');
            return s.run(trx);
          },
        })),
    };
    await expect(runJobOnce(db, failing, period, NOW)).rejects.toThrow('disk full');
    expect(calls).toBe(10);
    const doneSteps = await db
      .selectFrom('job_run')
      .select('period_key')
      .where('job_name', '=', stepClaimName('report_close_day'))
      .execute();
    expect(doneSteps).toHaveLength(9);
    calls = 0;
    const healed = {
      ...failing,
      steps: async () =>
        steps.map((s) => ({
          ...s,
          run: async (trx: Parameters<typeof s.run>[0]) => {
            calls += 1;
            return s.run(trx);
          },
        })),
    };
    expect(await runJobOnce(db, healed, period, NOW)).toEqual({ ran: true, rows: steps.length - 9 });
    expect(calls).toBe(steps.length - 9);
    expect(await runJobOnce(db, healed, period, NOW)).toEqual({ ran: false, rows: 0 });
    expect(await tables()).toEqual(whole);
  });

  it('computes the kill rate as the period totals do', () => {
    expect(killRateBps(0, 0)).toBe(0);
    expect(killRateBps(25, 1000)).toBe(250);
    expect(killRateBps(-1, 3)).toBe(-3333);
    expect(killRateBps(1, 20000)).toBe(1); // 0.5 bps rounds away from zero
  });

  it('refuses a backwards or overlong range and a game report for an agent line', async () => {
    const key = (p: Promise<unknown>) =>
      p.then(
        () => 'accepted',
        (e: unknown) => (e instanceof ApiError ? e.key : String(e)),
      );
    expect(await key(dailyReport(db, { from: TO, to: FROM, scope: { kind: 'all' } }))).toBe('report_range_invalid');
    expect(await key(dailyReport(db, { from: '2025-01-01', to: TO, scope: { kind: 'all' } }))).toBe('report_range_invalid');
    expect(await key(dailyReport(db, { from: FROM, to: TO, scope: { kind: 'all' }, agentId: 1, gameId: 2 }))).toBe(
      'report_game_with_agent',
    );
  });

  it('sees a new bet after refreshing today only', async () => {
    const before = await dailyReport(db, { from: TO, to: TO, scope: { kind: 'all' } });
    const real = raw.members.find((m) => !m.is_internal && !m.is_test)!;
    const template = await db.selectFrom('bet').selectAll().limit(1).executeTakeFirstOrThrow();
    await db
      .insertInto('bet')
      .values({
        ...template,
        id: undefined,
        bet_no: 'B-new',
        member_id: real.id,
        franchisee_id: real.franchisee_id,
        stake: 5000,
        fee: 100,
        contract: 4900,
        status: 2,
        payout: 0,
        is_test: 0,
        created_at: NOW,
      } as never)
      .execute();
    await refreshToday(db, NOW);
    const after = await dailyReport(db, { from: TO, to: TO, scope: { kind: 'all' } });
    expect(after.totals.stake - before.totals.stake).toBe(5000);
    expect(after.totals.houseProfit - before.totals.houseProfit).toBe(5000);
    const earlier = await dailyReport(db, { from: FROM, to: '2026-03-09', scope: { kind: 'all' } });
    expect(earlier.rows.every((r) => r.date < TO)).toBe(true);
  });
});

describe('report cuts: tables for past days, today live', () => {
  let db: Database;
  let dispose: () => Promise<void>;
  let raw: Raw;
  beforeAll(async () => {
    const fresh = await freshDatabase();
    dispose = fresh.dispose;
    db = createDatabase(fresh.url);
    await migrateToLatest(db);
    raw = await populate(db, new Random(20260311));
    // The last day of the range is "today" at NOW: it is rebuilt too, and must be read live anyway.
    await rebuildDailyReports(db, { from: '2026-02-20', to: TO, now: NOW });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await db.destroy();
    await dispose();
  });

  const period = { firstDay: bombayDayNumber(START), lastDay: bombayDayNumber(END - 1) };
  const previous = { firstDay: period.firstDay - 10, lastDay: period.firstDay - 1 };
  const BET: Metric[] = ['bet_count', 'bettors', 'stake', 'valid_turnover', 'payout', 'house_profit', 'bet_fees', 'rebates'];
  const cuts: [Exclude<Cut, 'member_id'>, Metric[]][] = [
    ['game_id', BET],
    ['play_code', BET],
    ['vip_level', BET],
    ['hour', BET],
    ['agent_id', ['registrations', 'deposit_amount', 'deposit_count', 'withdraw_amount', ...BET]],
    ['deposit_kind', ['deposit_count', 'deposit_amount', 'first_deposit_count', 'first_deposit_amount', 'bonuses']],
  ];
  const filters: [string, CutQuery][] = [
    ['admin', { scope: { kind: 'all' }, includeTest: false }],
    ['admin with test accounts', { scope: { kind: 'all' }, includeTest: true }],
    ['franchisee scope with test accounts', { scope: { kind: 'franchisee', franchiseeId: 2 }, includeTest: true }],
    ['an agent line', { scope: { kind: 'all' }, agentId: 1, includeTest: false }],
    ['an agent caller with test accounts', { scope: { kind: 'agent', agentId: 4, stationId: 1, path: '/4/' } as Scope, includeTest: true }],
  ];
  const camel = (s: string) => s.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());

  it.each(filters)('every row and total equals the raw rows: %s', async (_, q) => {
    for (const [cut, metrics] of cuts) {
      const report = await cutReport(db, cut, period, previous, metrics, { ...q, now: NOW });
      const expected = recomputeCut(raw, cut, q);
      const keysWithFigures = [...expected.keys()].sort((a, b) => String(a).localeCompare(String(b)));
      expect([cut, report.rows.map((r) => r.key).sort((a, b) => String(a).localeCompare(String(b)))]).toEqual([cut, keysWithFigures]);
      // Rebates are not carried per play or hour: those rows say "–" (null), not 0, while the totals count them all.
      const unkept = (m: Metric) => m === 'rebates' && (cut === 'play_code' || cut === 'hour');
      for (const row of report.rows) {
        const want = expected.get(row.key)!;
        for (const m of metrics)
          expect([cut, row.key, m, row[camel(m)]]).toEqual([cut, row.key, m, unkept(m) ? null : (want[camel(m)] ?? 0)]);
      }
      // Every cut adds up to the totals, except those rebates, and bettors (one member betting on two
      // games in a day is a bettor of each game, once in the total).
      for (const m of metrics) {
        if (m === 'bettors' || unkept(m)) continue;
        const sum = report.rows.reduce((a, r) => a + Number(r[camel(m)]), 0);
        expect([cut, m, report.totals[camel(m)]]).toEqual([cut, m, sum]);
      }
    }
  });

  it('reads the tables for past days and the raw rows for today: a bet added today counts at once, one added to a past day after its rebuild does not', async () => {
    const q: CutFilters = { scope: { kind: 'all' }, includeTest: false, now: NOW };
    const before = await cutReport(db, 'game_id', period, previous, BET, q);
    const real = raw.members.find((m) => !m.is_internal && !m.is_test)!;
    const template = await db.selectFrom('bet').selectAll().limit(1).executeTakeFirstOrThrow();
    for (const [n, at] of [
      [1, NOW],
      [2, START + DAY_MS],
    ] as const) {
      await db
        .insertInto('bet')
        .values({
          ...template,
          id: undefined,
          bet_no: `B-cut${n}`,
          member_id: real.id,
          franchisee_id: real.franchisee_id,
          stake: 7000 * n,
          fee: 0,
          contract: 7000 * n,
          status: 2,
          payout: 0,
          is_test: 0,
          created_at: at,
        } as never)
        .execute();
    }
    const after = await cutReport(db, 'game_id', period, previous, BET, q);
    expect(after.totals.stake - before.totals.stake).toBe(7000);
    // Rebuilding that past day brings its late row in.
    await rebuildDailyReports(db, { from: bombayDate(START + DAY_MS), to: bombayDate(START + DAY_MS), now: NOW });
    const rebuilt = await cutReport(db, 'game_id', period, previous, BET, q);
    expect(rebuilt.totals.stake - before.totals.stake).toBe(21000);
    // Bets are never deleted in production; the test removes its own and rebuilds all it touched (first bets included).
    await db.deleteFrom('bet').where('bet_no', 'in', ['B-cut1', 'B-cut2']).execute();
    await db.deleteFrom('member_first_bet').execute();
    await rebuildDailyReports(db, { from: '2026-02-20', to: TO, now: NOW });
  });

  it('counts new bettors per day as the first bet ever, past days from member_first_bet and today live', async () => {
    for (const [, q] of filters) {
      const counts = inFilters(raw, q);
      const byId = new Map(raw.members.map((m) => [m.id, m]));
      const first = new Map<number, number>();
      for (const b of raw.bets) {
        const m = byId.get(b.member_id)!;
        if (!counts(b.member_id) || b.created_at >= END) continue;
        if (!q.includeTest && (m.is_internal || m.is_test || b.is_test)) continue;
        first.set(b.member_id, Math.min(first.get(b.member_id) ?? Infinity, b.created_at));
      }
      const want = new Map<number, number>();
      for (const at of first.values()) if (at >= START) want.set(bombayDayNumber(at), (want.get(bombayDayNumber(at)) ?? 0) + 1);
      const got = await newBettorsByDay(db, period, { ...q, now: NOW });
      expect(new Map([...got].sort())).toEqual(new Map([...want].sort()));
    }
  });
});
