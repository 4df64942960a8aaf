import type { Database } from '../../../server/db/database';
import type { WithdrawalStage } from '../../../plugins/money/server/tables/moneyTables';
import { bombayDate, bombayDayStart, DAY_MS } from '../../../server/domain/time';
import { seedGameCatalogue } from '../../../plugins/lottery/server/catalogue';
import type { CutFilters } from '../../../plugins/report/server/breakdown';
import type { Random } from '../../../server/seed/random';

/*
 * Random raw rows for the report tests (daily.test.ts, memberCut.test.ts): members internal or
 * trial or real, orders in every state, bets in every status, rebates, some exactly on Bombay
 * midnights, over FROM … TO and the week either side.
 */

export const FROM = '2026-03-01';
export const TO = '2026-03-10';
export const START = bombayDayStart(FROM);
export const END = bombayDayStart(TO) + DAY_MS;
export const NOW = END - 3_600_000;

export interface Raw {
  members: {
    id: number;
    franchisee_id: number;
    agent_id: number | null;
    is_internal: number;
    is_test: number;
    vip_level: number;
    created_at: number;
  }[];
  agents: { id: number; path: string; franchisee_id: number }[];
  deposits: {
    member_id: number;
    kind: 'online' | 'company';
    amount: number;
    bonus: number;
    status: number;
    is_first: number;
    reviewed_at: number | null;
  }[];
  withdrawals: { member_id: number; amount: number; fee: number; admin_fee: number; stage: WithdrawalStage; paid_at: number | null }[];
  bets: {
    member_id: number;
    game_id: number;
    play_code: string;
    stake: number;
    fee: number;
    status: number;
    payout: number;
    is_test: number;
    created_at: number;
  }[];
  rebates: { member_id: number; game_id: number | null; business_date: string; amount: number; status: number }[];
}

export async function populate(db: Database, rng: Random): Promise<Raw> {
  // A third of the times fall in the week before and after the range, to check its edges.
  const when = () => {
    if (rng.chance(0.1)) return START + rng.int(0, 9) * DAY_MS - rng.int(0, 1); // a midnight or the last ms before it
    return START - 3 * DAY_MS + rng.int(0, 16 * DAY_MS);
  };
  await db
    .insertInto('franchisee')
    .values([1, 2].map((id) => ({ id, code: `F${id}`, name: `F${id}`, status: 0, created_at: 0 })))
    .execute();
  await db
    .insertInto('station')
    .values([1, 2].map((id) => ({ id, franchisee_id: id, code: `s${id}`, name: `s${id}`, amount: 0, status: 0, created_at: 0 })))
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
  await db
    .insertInto('agent')
    .values(
      agents.map((a) => ({
        id: a.id,
        username: `a${a.id}`,
        parent_id: (a as { parent_id?: number | null }).parent_id ?? null,
        station_id: a.franchisee_id,
        franchisee_id: a.franchisee_id,
        level: (a as { level?: number }).level ?? 1,
        path: a.path,
        status: 0,
        created_at: 0,
      })),
    )
    .execute();

  const members: Raw['members'] = Array.from({ length: 240 }, (_, i) => {
    const franchisee_id = rng.int(1, 2);
    const own = agents.filter((a) => a.franchisee_id === franchisee_id);
    return {
      id: i + 1,
      franchisee_id,
      agent_id: rng.chance(0.8) ? rng.pick(own).id : null,
      is_internal: rng.chance(0.08) ? 1 : 0,
      is_test: rng.chance(0.08) ? 1 : 0,
      vip_level: rng.int(0, 3),
      created_at: when(),
    };
  });
  await db
    .insertInto('member')
    .values(members.map((m) => ({ ...m, username: `m${m.id}`, nickname: '', phone: '', status: 0, station_id: m.franchisee_id })))
    .execute();

  const byId = new Map(members.map((m) => [m.id, m]));
  const orderBase = (memberId: number) => {
    const m = byId.get(memberId)!;
    return { member_id: memberId, station_id: m.franchisee_id, franchisee_id: m.franchisee_id, agent_id: m.agent_id };
  };
  const deposits: Raw['deposits'] = [];
  for (let i = 0; i < 500; i++) {
    const status = rng.pick([1, 2, 2, 2, 3]);
    deposits.push({
      member_id: rng.int(1, 240),
      kind: rng.pick(['online', 'company'] as const),
      amount: rng.int(1, 5000) * 100,
      bonus: rng.chance(0.3) ? rng.int(1, 500) * 100 : 0,
      status,
      is_first: status === 2 && rng.chance(0.3) ? 1 : 0,
      reviewed_at: status === 1 ? null : when(),
    });
  }
  await db
    .insertInto('deposit_order')
    .values(
      deposits.map((d, i) => ({
        ...orderBase(d.member_id),
        ...d,
        order_no: `D${i}`,
        created_at: (d.reviewed_at ?? when()) - 1000,
      })),
    )
    .execute();

  const withdrawals: Raw['withdrawals'] = [];
  for (let i = 0; i < 250; i++) {
    const stage = rng.pick(['submitted', 'approved', 'paid', 'paid', 'rejected'] as const);
    withdrawals.push({
      member_id: rng.int(1, 240),
      amount: rng.int(1, 3000) * 100,
      fee: rng.int(0, 50) * 100,
      admin_fee: rng.chance(0.2) ? rng.int(1, 90) * 100 : 0,
      stage,
      paid_at: stage === 'paid' ? when() : null,
    });
  }
  await db
    .insertInto('withdrawal_order')
    .values(
      withdrawals.map((w, i) => ({
        ...orderBase(w.member_id),
        ...w,
        order_no: `W${i}`,
        status: w.stage === 'rejected' ? 3 : w.stage === 'submitted' ? 1 : 2,
        created_at: (w.paid_at ?? when()) - 1000,
        net_payout: w.amount - w.fee - w.admin_fee,
      })),
    )
    .execute();

  await seedGameCatalogue(db, 0);
  const games = await db.selectFrom('game').select(['id', 'lottery_type_id']).orderBy('id').limit(3).execute();
  const periods: { id: number; game_id: number }[] = [];
  const plays = new Map<number, number>();
  for (const game of games) {
    const period = await db
      .insertInto('period')
      .values({
        game_id: game.id,
        issue_no: `P${game.id}`,
        seq: 1,
        business_date: FROM,
        open_at: 0,
        close_at: 1,
        draw_at: 2,
        status: 4,
        result_source: 'rng',
        created_at: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    periods.push({ id: period.id, game_id: game.id });
    const play = await db
      .selectFrom('play')
      .select('id')
      .where('lottery_type_id', '=', game.lottery_type_id)
      .where('selection', 'is not', null)
      .executeTakeFirstOrThrow();
    plays.set(game.id, play.id);
  }
  const bets: Raw['bets'] = [];
  for (let i = 0; i < 2500; i++) {
    const stake = rng.int(1, 1000) * 100;
    const status = rng.int(0, 5);
    bets.push({
      member_id: rng.int(1, 240),
      game_id: rng.pick(games).id,
      play_code: rng.pick(['NUMBER', 'BIG_SMALL']),
      stake,
      fee: Math.floor(stake / 50),
      status,
      payout: status === 1 ? rng.int(1, 20) * stake : 0,
      is_test: rng.chance(0.03) ? 1 : 0,
      created_at: when(),
    });
  }
  const betRows = bets.map((b, i) => {
    const m = byId.get(b.member_id)!;
    return {
      ...b,
      bet_no: `B${i}`,
      franchisee_id: m.franchisee_id,
      agent_id: m.agent_id,
      period_id: periods.find((p) => p.game_id === b.game_id)!.id,
      play_id: plays.get(b.game_id)!,
      selection: '1',
      contract: b.stake - b.fee,
      odds_x100: 900,
    };
  });
  for (let i = 0; i < betRows.length; i += 500)
    await db
      .insertInto('bet')
      .values(betRows.slice(i, i + 500))
      .execute();

  const rebates: Raw['rebates'] = Array.from({ length: 200 }, () => ({
    member_id: rng.int(1, 240),
    game_id: rng.chance(0.2) ? null : rng.pick(games).id,
    business_date: bombayDate(when()),
    amount: rng.int(0, 500) * 10,
    status: rng.int(0, 2),
  }));
  await db
    .insertInto('rebate_record')
    .values(
      rebates.map((r) => {
        const m = byId.get(r.member_id)!;
        return { ...r, franchisee_id: m.franchisee_id, valid_turnover: 0, rate_bps: 50, created_at: 0 };
      }),
    )
    .execute();
  return { members, agents, deposits, withdrawals, bets, rebates };
}

export type CutQuery = Omit<CutFilters, 'now'>;

/** Whether a member counts under the scope, franchisee and agent-line filters (test accounts decided by the caller). */
export function inFilters(raw: Raw, q: CutQuery) {
  const byId = new Map(raw.members.map((m) => [m.id, m]));
  const pathOf = new Map(raw.agents.map((a) => [a.id, a.path]));
  const linePath = q.agentId !== undefined ? pathOf.get(q.agentId)! : q.scope.kind === 'agent' ? q.scope.path : null;
  return (memberId: number) => {
    const m = byId.get(memberId)!;
    if (q.scope.kind === 'franchisee' && m.franchisee_id !== q.scope.franchiseeId) return false;
    if (q.franchiseeId !== undefined && m.franchisee_id !== q.franchiseeId) return false;
    if (linePath !== null && !(m.agent_id !== null && pathOf.get(m.agent_id)!.startsWith(linePath))) return false;
    return true;
  };
}
