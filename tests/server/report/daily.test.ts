import { createDatabase, type Database } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import type { WithdrawalStage } from '../../../server/db/tables/money';
import { bombayDate, bombayDayStart, DAY_MS } from '../../../server/domain/time';
import { ApiError } from '../../../server/http/errors';
import { seedGameCatalogue } from '../../../server/lottery/catalogue';
import { dailyReport, type DailyReportQuery } from '../../../server/report/dailyReport';
import { killRateBps } from '../../../server/report/metrics';
import { rebuildDailyReports, refreshToday } from '../../../server/report/rebuild';
import type { Scope } from '../../../server/scope/scope';
import { Random } from '../../../server/seed/random';
import { freshDatabase, SETUP_TIMEOUT } from '../helpers/server';

/*
 * The report tables against a direct recomputation: random rows (members internal or trial or
 * real, orders in every state, bets in every status, rebates), some exactly on Bombay midnights,
 * then each report compared with sums computed here from the raw rows.
 */

const FROM = '2026-03-01';
const TO = '2026-03-10';
const START = bombayDayStart(FROM);
const END = bombayDayStart(TO) + DAY_MS;
const NOW = END - 3_600_000;

interface Raw {
  members: { id: number; franchisee_id: number; agent_id: number | null; is_internal: number; is_test: number; created_at: number }[];
  agents: { id: number; path: string; franchisee_id: number }[];
  deposits: { member_id: number; amount: number; bonus: number; status: number; is_first: number; reviewed_at: number | null }[];
  withdrawals: { member_id: number; amount: number; fee: number; admin_fee: number; stage: WithdrawalStage; paid_at: number | null }[];
  bets: { member_id: number; game_id: number; stake: number; fee: number; status: number; payout: number; is_test: number; created_at: number }[];
  rebates: { member_id: number; game_id: number | null; business_date: string; amount: number; status: number }[];
}

async function populate(db: Database, rng: Random): Promise<Raw> {
  // A third of the times fall in the week before and after the range, to check its edges.
  const when = () => {
    if (rng.chance(0.1)) return START + rng.int(0, 9) * DAY_MS - rng.int(0, 1); // a midnight or the last ms before it
    return START - 3 * DAY_MS + rng.int(0, 16 * DAY_MS);
  };
  await db.insertInto('franchisee').values([1, 2].map((id) => ({ id, code: `F${id}`, name: `F${id}`, status: 0, created_at: 0 }))).execute();
  await db.insertInto('station').values([1, 2].map((id) => ({ id, franchisee_id: id, code: `s${id}`, name: `s${id}`, amount: 0, status: 0, created_at: 0 })))
    .execute();
  const agents: Raw['agents'] = [];
  for (const f of [1, 2]) {
    for (let i = 0; i < 2; i++) {
      const top = { id: agents.length + 1, path: `/${agents.length + 1}/`, franchisee_id: f, level: 1, parent_id: null as number | null };
      agents.push(top);
      for (let j = 0; j < 2; j++) {
        const id = agents.length + 1;
        agents.push({ id, path: `${top.path}${id}/`, franchisee_id: f, level: 2, parent_id: top.id } as (typeof agents)[number]);
      }
    }
  }
  await db.insertInto('agent').values(agents.map((a) => ({
    id: a.id, username: `a${a.id}`, parent_id: (a as { parent_id?: number | null }).parent_id ?? null, station_id: a.franchisee_id,
    franchisee_id: a.franchisee_id, level: (a as { level?: number }).level ?? 1, path: a.path, status: 0, created_at: 0,
  }))).execute();

  const members: Raw['members'] = Array.from({ length: 240 }, (_, i) => {
    const franchisee_id = rng.int(1, 2);
    const own = agents.filter((a) => a.franchisee_id === franchisee_id);
    return {
      id: i + 1, franchisee_id, agent_id: rng.chance(0.8) ? rng.pick(own).id : null,
      is_internal: rng.chance(0.08) ? 1 : 0, is_test: rng.chance(0.08) ? 1 : 0, created_at: when(),
    };
  });
  await db.insertInto('member').values(members.map((m) => ({ ...m, username: `m${m.id}`, nickname: '', phone: '', status: 0, station_id: m.franchisee_id }))).execute();

  const byId = new Map(members.map((m) => [m.id, m]));
  const orderBase = (memberId: number) => {
    const m = byId.get(memberId)!;
    return { member_id: memberId, station_id: m.franchisee_id, franchisee_id: m.franchisee_id, agent_id: m.agent_id };
  };
  const deposits: Raw['deposits'] = [];
  for (let i = 0; i < 500; i++) {
    const status = rng.pick([1, 2, 2, 2, 3]);
    deposits.push({ member_id: rng.int(1, 240), amount: rng.int(1, 5000) * 100, bonus: rng.chance(0.3) ? rng.int(1, 500) * 100 : 0, status,
      is_first: status === 2 && rng.chance(0.3) ? 1 : 0, reviewed_at: status === 1 ? null : when() });
  }
  await db.insertInto('deposit_order').values(deposits.map((d, i) => ({
    ...orderBase(d.member_id), ...d, order_no: `D${i}`, kind: 'company' as const, created_at: (d.reviewed_at ?? when()) - 1000,
  }))).execute();

  const withdrawals: Raw['withdrawals'] = [];
  for (let i = 0; i < 250; i++) {
    const stage = rng.pick(['submitted', 'approved', 'paid', 'paid', 'rejected'] as const);
    withdrawals.push({ member_id: rng.int(1, 240), amount: rng.int(1, 3000) * 100, fee: rng.int(0, 50) * 100, admin_fee: rng.chance(0.2) ? rng.int(1, 90) * 100 : 0,
      stage, paid_at: stage === 'paid' ? when() : null });
  }
  await db.insertInto('withdrawal_order').values(withdrawals.map((w, i) => ({
    ...orderBase(w.member_id), ...w, order_no: `W${i}`, status: w.stage === 'rejected' ? 3 : w.stage === 'submitted' ? 1 : 2,
    created_at: (w.paid_at ?? when()) - 1000, net_payout: w.amount - w.fee - w.admin_fee,
  }))).execute();

  await seedGameCatalogue(db, 0);
  const games = await db.selectFrom('game').select(['id', 'lottery_type_id']).orderBy('id').limit(3).execute();
  const periods: { id: number; game_id: number }[] = [];
  const plays = new Map<number, number>();
  for (const game of games) {
    const period = await db.insertInto('period').values({
      game_id: game.id, issue_no: `P${game.id}`, seq: 1, business_date: FROM, open_at: 0, close_at: 1, draw_at: 2, status: 4, result_source: 'rng', created_at: 0,
    }).returning('id').executeTakeFirstOrThrow();
    periods.push({ id: period.id, game_id: game.id });
    const play = await db.selectFrom('play').select('id').where('lottery_type_id', '=', game.lottery_type_id).where('selection', 'is not', null).executeTakeFirstOrThrow();
    plays.set(game.id, play.id);
  }
  const bets: Raw['bets'] = [];
  for (let i = 0; i < 2500; i++) {
    const stake = rng.int(1, 1000) * 100;
    const status = rng.int(0, 5);
    bets.push({ member_id: rng.int(1, 240), game_id: rng.pick(games).id, stake, fee: Math.floor(stake / 50), status,
      payout: status === 1 ? rng.int(1, 20) * stake : 0, is_test: rng.chance(0.03) ? 1 : 0, created_at: when() });
  }
  const betRows = bets.map((b, i) => {
    const m = byId.get(b.member_id)!;
    return { ...b, bet_no: `B${i}`, franchisee_id: m.franchisee_id, agent_id: m.agent_id, period_id: periods.find((p) => p.game_id === b.game_id)!.id,
      play_id: plays.get(b.game_id)!, play_code: 'NUMBER', selection: '1', contract: b.stake - b.fee, odds_x100: 900 };
  });
  for (let i = 0; i < betRows.length; i += 500) await db.insertInto('bet').values(betRows.slice(i, i + 500)).execute();

  const rebates: Raw['rebates'] = Array.from({ length: 200 }, () => ({
    member_id: rng.int(1, 240), game_id: rng.chance(0.2) ? null : rng.pick(games).id, business_date: bombayDate(when()),
    amount: rng.int(0, 500) * 10, status: rng.int(0, 2),
  }));
  await db.insertInto('rebate_record').values(rebates.map((r) => {
    const m = byId.get(r.member_id)!;
    return { ...r, franchisee_id: m.franchisee_id, valid_turnover: 0, rate_bps: 50, created_at: 0 };
  })).execute();
  return { members, agents, deposits, withdrawals, bets, rebates };
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
    if (r.status === 2 || !counts(r.member_id) || r.business_date < FROM || r.business_date > TO || (game !== undefined && r.game_id !== game)) continue;
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
      for (const key of ['registrations', 'depositCount', 'depositAmount', 'bonuses', 'firstDepositCount', 'firstDepositAmount',
        'withdrawCount', 'withdrawAmount', 'withdrawFees'] as const) {
        expect([row.date, key, row[key]]).toEqual([row.date, key, q.gameId !== undefined ? null : (want[key] ?? 0)]);
      }
      expect(row.fees).toBe((want.betFees ?? 0) + (want.withdrawFees ?? 0));
      expect(row.killRateBps).toBe(killRateBps(want.houseProfit ?? 0, want.validTurnover ?? 0));
      stakeSeen += row.stake;
    }
    expect(stakeSeen).toBeGreaterThan(0);
    expect(report.totals.stake).toBe(stakeSeen);
  });

  it('computes the kill rate as the period totals do', () => {
    expect(killRateBps(0, 0)).toBe(0);
    expect(killRateBps(25, 1000)).toBe(250);
    expect(killRateBps(-1, 3)).toBe(-3333);
    expect(killRateBps(1, 20000)).toBe(1); // 0.5 bps rounds away from zero
  });

  it('refuses a backwards or overlong range and a game report for an agent line', async () => {
    const key = (p: Promise<unknown>) => p.then(() => 'accepted', (e: unknown) => (e instanceof ApiError ? e.key : String(e)));
    expect(await key(dailyReport(db, { from: TO, to: FROM, scope: { kind: 'all' } }))).toBe('report_range_invalid');
    expect(await key(dailyReport(db, { from: '2025-01-01', to: TO, scope: { kind: 'all' } }))).toBe('report_range_invalid');
    expect(await key(dailyReport(db, { from: FROM, to: TO, scope: { kind: 'all' }, agentId: 1, gameId: 2 }))).toBe('report_game_with_agent');
  });

  it('sees a new bet after refreshing today only', async () => {
    const before = await dailyReport(db, { from: TO, to: TO, scope: { kind: 'all' } });
    const real = raw.members.find((m) => !m.is_internal && !m.is_test)!;
    const template = await db.selectFrom('bet').selectAll().limit(1).executeTakeFirstOrThrow();
    await db.insertInto('bet').values({ ...template, id: undefined, bet_no: 'B-new', member_id: real.id, franchisee_id: real.franchisee_id,
      stake: 5000, fee: 100, contract: 4900, status: 2, payout: 0, is_test: 0, created_at: NOW } as never).execute();
    await refreshToday(db, NOW);
    const after = await dailyReport(db, { from: TO, to: TO, scope: { kind: 'all' } });
    expect(after.totals.stake - before.totals.stake).toBe(5000);
    expect(after.totals.houseProfit - before.totals.houseProfit).toBe(5000);
    const earlier = await dailyReport(db, { from: FROM, to: '2026-03-09', scope: { kind: 'all' } });
    expect(earlier.rows.every((r) => r.date < TO)).toBe(true);
  });
});
