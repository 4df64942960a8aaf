import { createDatabase, type Database } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { bombayDate, bombayDayStart, DAY_MS } from '../../../server/domain/time';
import { memberReport } from '../../../plugins/report/server/memberReport';
import { newBettorsByDay } from '../../../plugins/report/server/memberStats';
import type { Metric } from '../../../plugins/report/server/metrics';
import { rebuildDailyReports } from '../../../plugins/report/server/rebuild';
import { rebuildStaleDays } from '../../../plugins/report/server/staleDaysJob';
import { staleDays } from '../../../plugins/report/server/staleMarks';
import { teamReport } from '../../../plugins/report/server/teamReport';
import type { Scope } from '../../../server/scope/scope';
import { Random } from '../../../server/seed/random';
import { bombayDayNumber } from '../../../server/time/bombay';
import { freshDatabase, SETUP_TIMEOUT } from '../helpers/server';
import { END, inFilters, NOW, populate, START, TO, type CutQuery, type Raw } from './rawRows';

/*
 * The per-member cut (migration 047) and the member columns of member_first_bet (migration 046)
 * against a recomputation from random raw rows; the member and team reports read from them, page
 * by page; and a member moved to another agent takes its member rows along.
 */

const REBUILT_FROM = '2026-02-20';
const REBUILT_START = bombayDayStart(REBUILT_FROM);
const SETTLED = [1, 2, 4];

type Sums = Record<string, number>;
const addTo = (map: Map<string | number, Sums>, key: string | number, figures: Sums) => {
  const sum = map.get(key) ?? {};
  for (const [k, v] of Object.entries(figures)) sum[k] = (sum[k] ?? 0) + v;
  map.set(key, sum);
};
const betFigures = (b: Raw['bets'][number]) => {
  const settled = SETTLED.includes(b.status);
  return {
    bet_count: 1,
    stake: b.stake,
    valid_turnover: settled ? b.stake : 0,
    payout: settled ? b.payout : 0,
    house_profit: settled ? b.stake - b.payout : 0,
  };
};

/** A paid withdrawal's figures (report migration 073: fees and net paid beside gross; rawRows deducts no bonus). */
const withdrawFigures = (w: Raw['withdrawals'][number]) => ({
  withdraw_amount: w.amount,
  withdraw_fees: w.fee + w.admin_fee,
  withdraw_net: w.amount - w.fee - w.admin_fee,
});

/** Expected daily_cut_member rows, 'member:day:real' → franchisee, agent and figures, over [from, END). */
function expectedMemberCut(raw: Raw, from: number) {
  const byId = new Map(raw.members.map((m) => [m.id, m]));
  const out = new Map<string | number, Sums>();
  const add = (memberId: number, at: number, realBet: boolean, figures: Sums) => {
    const m = byId.get(memberId)!;
    const real = !m.is_internal && !m.is_test && realBet ? 1 : 0;
    addTo(out, `${memberId}:${bombayDayNumber(at)}:${real}`, figures);
    const row = out.get(`${memberId}:${bombayDayNumber(at)}:${real}`)!;
    row.franchisee_id = m.franchisee_id;
    row.agent_id = m.agent_id ?? 0;
  };
  const inRange = (t: number | null): t is number => t !== null && t >= from && t < END;
  for (const o of raw.deposits)
    if (o.status === 2 && inRange(o.reviewed_at)) add(o.member_id, o.reviewed_at, true, { deposit_amount: o.amount });
  for (const w of raw.withdrawals) if (w.stage === 'paid' && inRange(w.paid_at)) add(w.member_id, w.paid_at, true, withdrawFigures(w));
  for (const b of raw.bets) if (inRange(b.created_at)) add(b.member_id, b.created_at, !b.is_test, betFigures(b));
  // Compared without the zero figures (as storedMemberCut reads them).
  for (const row of out.values())
    for (const [k, v] of Object.entries(row)) if (v === 0 && k !== 'franchisee_id' && k !== 'agent_id') delete row[k];
  return out;
}

async function storedMemberCut(db: Database) {
  const rows = await db.selectFrom('daily_cut_member').selectAll().execute();
  const out = new Map<string | number, Sums>();
  for (const r of rows) {
    const { member_id, day, real, refreshed_at: _, ...rest } = r;
    const figures: Sums = {};
    for (const [k, v] of Object.entries(rest)) if (Number(v) !== 0 || k === 'franchisee_id' || k === 'agent_id') figures[k] = Number(v);
    out.set(`${member_id}:${day}:${real}`, figures);
  }
  return out;
}

/** Per member over FROM … TO, the member report's figures from the raw rows, under the filters. */
function expectedMembers(raw: Raw, q: CutQuery) {
  const byId = new Map(raw.members.map((m) => [m.id, m]));
  const counts = inFilters(raw, q);
  const keep = (id: number, realBet = true) =>
    counts(id) && (q.includeTest || (!byId.get(id)!.is_internal && !byId.get(id)!.is_test && realBet));
  const inRange = (t: number | null): t is number => t !== null && t >= START && t < END;
  const out = new Map<string | number, Sums>();
  for (const o of raw.deposits)
    if (o.status === 2 && inRange(o.reviewed_at) && keep(o.member_id)) addTo(out, o.member_id, { deposit_amount: o.amount });
  for (const w of raw.withdrawals)
    if (w.stage === 'paid' && inRange(w.paid_at) && keep(w.member_id)) addTo(out, w.member_id, withdrawFigures(w));
  for (const b of raw.bets) if (inRange(b.created_at) && keep(b.member_id, !b.is_test)) addTo(out, b.member_id, betFigures(b));
  return out;
}

const camel = (s: string) => s.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
const MEMBER_METRICS = [
  'deposit_amount',
  'withdraw_amount',
  'withdraw_fees',
  'withdraw_net',
  'bet_count',
  'stake',
  'valid_turnover',
  'payout',
  'house_profit',
];

describe('per-member cut and first bets', () => {
  let db: Database;
  let dispose: () => Promise<void>;
  let raw: Raw;
  const period = { firstDay: bombayDayNumber(START), lastDay: bombayDayNumber(END - 1) };
  const previous = { firstDay: period.firstDay - 10, lastDay: period.firstDay - 1 };

  beforeAll(async () => {
    const fresh = await freshDatabase();
    dispose = fresh.dispose;
    db = createDatabase(fresh.url);
    await migrateToLatest(db);
    raw = await populate(db, new Random(20260312));
    // Overlapping rebuilds, later range first: a rebuild replaces rows, and first bets keep the earliest day.
    await rebuildDailyReports(db, { from: '2026-03-04', to: TO, now: NOW });
    await rebuildDailyReports(db, { from: REBUILT_FROM, to: '2026-03-06', now: NOW });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await db.destroy();
    await dispose();
  });

  it('daily_cut_member equals the raw rows per member, day and real; rebuilding a range again changes nothing', async () => {
    const want = expectedMemberCut(raw, REBUILT_START);
    expect(want.size).toBeGreaterThan(100);
    expect(await storedMemberCut(db)).toEqual(want);
    await rebuildDailyReports(db, { from: '2026-03-02', to: '2026-03-03', now: NOW + 1 });
    expect(await storedMemberCut(db)).toEqual(want);
  });

  it("member_first_bet holds the first day and the member's flag, franchisee and agent", async () => {
    const want = new Map<string, Sums>();
    for (const b of raw.bets) {
      if (b.created_at >= END) continue;
      const m = raw.members.find((x) => x.id === b.member_id)!;
      for (const real of b.is_test ? [0] : [0, 1]) {
        const key = `${b.member_id}:${real}`;
        const day = bombayDayNumber(b.created_at);
        const first = want.get(key)?.first_day ?? Infinity;
        want.set(key, {
          first_day: Math.min(first, day),
          member_real: !m.is_internal && !m.is_test ? 1 : 0,
          franchisee_id: m.franchisee_id,
          agent_id: m.agent_id ?? 0,
        });
      }
    }
    const rows = await db.selectFrom('member_first_bet').selectAll().execute();
    expect(
      new Map(
        rows.map((r) => [
          `${r.member_id}:${r.real}`,
          {
            first_day: Number(r.first_day),
            member_real: Number(r.member_real),
            franchisee_id: Number(r.franchisee_id),
            agent_id: Number(r.agent_id),
          },
        ]),
      ),
    ).toEqual(want);
  });

  const callers: [string, CutQuery][] = [
    ['an agent caller', { scope: { kind: 'agent', agentId: 1, stationId: 1, path: '/1/' } as Scope, includeTest: false }],
    [
      'an agent caller on a sub-line with test accounts',
      { scope: { kind: 'agent', agentId: 1, stationId: 1, path: '/1/' } as Scope, agentId: 2, includeTest: true },
    ],
    ['another agent', { scope: { kind: 'agent', agentId: 4, stationId: 1, path: '/4/' } as Scope, includeTest: true }],
  ];

  it.each(callers)('member report pages equal the raw rows, members in id order once each: %s', async (_, q) => {
    const want = expectedMembers(raw, q);
    const seen: { key: number }[] = [];
    let afterId = 0;
    let totals: Record<string, number> = {};
    for (let pages = 0; pages < 100; pages++) {
      const page = await memberReport(db, period, previous, { ...q, now: NOW }, afterId, 7);
      expect(page.rows.length).toBeLessThanOrEqual(7);
      seen.push(...page.rows);
      totals = page.totals;
      if (page.nextAfterId === null) break;
      expect(page.nextAfterId).toBe(page.rows[page.rows.length - 1].key);
      afterId = page.nextAfterId;
    }
    const keys = seen.map((r) => r.key);
    expect(keys).toEqual([...want.keys()].map(Number).sort((a, b) => a - b));
    for (const row of seen) {
      const figures = want.get(row.key)!;
      for (const m of MEMBER_METRICS) expect([row.key, m, (row as unknown as Sums)[camel(m)]]).toEqual([row.key, m, figures[m] ?? 0]);
    }
    for (const m of MEMBER_METRICS) expect([m, totals[camel(m)]]).toEqual([m, [...want.values()].reduce((a, f) => a + (f[m] ?? 0), 0)]);
  });

  it('team report lines, totals and days equal the raw rows', async () => {
    const TEAM: Metric[] = [
      'registrations',
      'bettors',
      'deposit_amount',
      'withdraw_amount',
      'stake',
      'valid_turnover',
      'payout',
      'rebates',
      'house_profit',
    ];
    const q: CutQuery = { scope: { kind: 'agent', agentId: 1, stationId: 1, path: '/1/' } as Scope, includeTest: false };
    const report = await teamReport(db, q.scope, { id: 1, path: '/1/' }, period, previous, TEAM, false, NOW);
    const byId = new Map(raw.members.map((m) => [m.id, m]));
    const lineOf = (memberId: number) => {
      const agent = byId.get(memberId)!.agent_id!;
      return agent === 1 ? 1 : Number(raw.agents.find((a) => a.id === agent)!.path.split('/')[2]);
    };
    const want = new Map<string | number, Sums>();
    for (const [id, figures] of expectedMembers(raw, q))
      addTo(want, lineOf(Number(id)), {
        stake: figures.stake ?? 0,
        deposit_amount: figures.deposit_amount ?? 0,
        withdraw_amount: figures.withdraw_amount ?? 0,
      });
    expect(report.rows.map((r) => r.key)).toEqual([...want.keys()].map(Number).sort((a, b) => a - b));
    for (const row of report.rows) {
      for (const m of ['stake', 'deposit_amount', 'withdraw_amount'])
        expect([row.key, m, row[camel(m)]]).toEqual([row.key, m, want.get(Number(row.key))![m]]);
    }
    for (const m of TEAM) {
      const sum = report.rows.reduce((a, r) => a + Number(r[camel(m)]), 0);
      const days = report.days.reduce((a, r) => a + Number(r[camel(m)]), 0);
      expect([m, report.totals[camel(m)], report.totals[camel(m)]]).toEqual([m, sum, days]);
    }
    expect(report.days.map((d) => d.date)).toEqual(Array.from({ length: 10 }, (_, i) => bombayDate(START + i * DAY_MS)));
  });

  it('a member moved to another agent takes its first bets and member rows along once its stale days are rebuilt; new bettors count it there', async () => {
    const moved = raw.members.find(
      (m) =>
        m.agent_id === 2 &&
        !m.is_internal &&
        !m.is_test &&
        raw.bets.some((b) => b.member_id === m.id && !b.is_test && b.created_at >= START && b.created_at < NOW),
    )!;
    const target = raw.agents.find((a) => a.path.startsWith('/4/') && a.franchisee_id === moved.franchisee_id)!;
    const newAt = async (agentId: number) => {
      const fresh = await newBettorsByDay(
        db,
        { firstDay: 0, lastDay: period.lastDay },
        { scope: { kind: 'all' }, agentId, includeTest: false, now: NOW },
      );
      return [...fresh.values()].reduce((a, n) => a + n, 0);
    };
    const [before2, beforeTarget] = [await newAt(2), await newAt(target.id)];
    await db.updateTable('member').set({ agent_id: target.id }).where('id', '=', moved.id).execute();
    // The move marks the member's days stale (report migration 069); the stale-days job rebuilds them.
    expect((await staleDays(db)).length).toBeGreaterThan(0);
    await rebuildStaleDays(db, NOW);
    expect(await staleDays(db, -Infinity, bombayDayNumber(NOW) - 1)).toEqual([]);
    moved.agent_id = target.id;
    // Past days only: reports read today live, and the stale-days job leaves it to the day's close.
    const past = <T>(cut: Map<string | number, T>) =>
      new Map([...cut].filter(([key]) => Number(String(key).split(':')[1]) < bombayDayNumber(NOW)));
    expect(past(await storedMemberCut(db))).toEqual(past(expectedMemberCut(raw, REBUILT_START)));
    expect(await newAt(2)).toBe(before2 - 1);
    expect(await newAt(target.id)).toBe(beforeTarget + 1);
    const q: CutQuery = { scope: { kind: 'agent', agentId: 4, stationId: 1, path: '/4/' } as Scope, includeTest: false };
    const page = await memberReport(db, period, previous, { ...q, now: NOW }, moved.id - 1, 1);
    expect(page.rows[0].key).toBe(moved.id);
    expect(page.rows[0].stake).toBe(expectedMembers(raw, q).get(moved.id)!.stake);
  });
});
