import { sql } from 'kysely';
import type { Database } from '../../../../server/db/database';
import { SETTLED_BET_STATUSES } from '../../../lottery/shared/status';
import { bombayDate } from '../../../../server/domain/time';
import { bombayDayNumber, dayNumberStart } from '../../../../server/time/bombay';
import {
  activeMembersRow,
  agentMembersRow,
  cutDayRow,
  lineBetsRow,
  lineDepositsRow,
  lineRebatesRow,
  lineWithdrawalsRow,
  memberBetsRow,
  memberDepositsRow,
  memberRebatesRow,
  memberWithdrawalsRow,
} from '../tables/commissionInputRows';

/*
 * Raw figures of every member who belongs to an agent, for one period [start, end), with the same
 * definitions as the daily reports (plugins/report/server/metrics.ts):
 *   valid bet, profit   bets placed in the period and settled (win, lose, settled): Σ stake and
 *                       Σ (stake − payout), per game;
 *   deposits, bonus     approved deposits (status 2) reviewed in the period;
 *   deposit fee         what the platform pays its deposit channel: ⌊amount × channel fee_bps / 10 000⌋
 *                       per order;
 *   withdraw fee        the same on paid withdrawals (stage 'paid', paid in the period) through their
 *                       payout channel;
 *   member rebate       rebate records not cancelled whose business date is in the period.
 * Internal and trial members are left out.
 */

export interface MemberFigures {
  memberId: number;
  agentId: number;
  validBet: number;
  profit: number;
  validBetByGame: Map<number, number>;
  deposits: number;
  depositFee: number;
  withdrawFee: number;
  bonus: number;
  memberRebate: number;
}

const REAL = sql`m.is_internal = 0 and m.is_test = 0 and m.agent_id is not null`;

export async function memberFiguresOf(db: Database, start: number, end: number, agentIds?: number[]): Promise<Map<number, MemberFigures>> {
  const only = agentIds ? (agentIds.length ? sql`and m.agent_id in (${sql.join(agentIds)})` : sql`and 1 = 0`) : sql``;
  const out = new Map<number, MemberFigures>();
  const row = (memberId: number, agentId: number): MemberFigures => {
    let r = out.get(memberId);
    if (!r) {
      r = {
        memberId,
        agentId,
        validBet: 0,
        profit: 0,
        validBetByGame: new Map(),
        deposits: 0,
        depositFee: 0,
        withdrawFee: 0,
        bonus: 0,
        memberRebate: 0,
      };
      out.set(memberId, r);
    }
    return r;
  };
  const bets = await sql<{ member_id: number; agent_id: number; game_id: number; valid: number; profit: number }>`
    select b.member_id, m.agent_id, b.game_id, sum(b.stake) as valid, sum(b.stake - b.payout) as profit
    from bet b join member m on m.id = b.member_id
    where ${REAL} ${only} and b.is_test = 0 and b.status in (${sql.join([...SETTLED_BET_STATUSES])}) and b.created_at >= ${start} and b.created_at < ${end}
    group by b.member_id, m.agent_id, b.game_id`.execute(db);
  for (const b of bets.rows.map(memberBetsRow.map)) {
    const r = row(b.memberId, b.agentId);
    r.validBet += b.valid;
    r.profit += b.profit;
    r.validBetByGame.set(b.gameId, (r.validBetByGame.get(b.gameId) ?? 0) + b.valid);
  }
  const deposits = await sql<{ member_id: number; agent_id: number; amount: number; bonus: number; fee: number }>`
    select o.member_id, m.agent_id, sum(o.amount) as amount, sum(o.bonus) as bonus, sum(coalesce((o.amount * c.fee_bps) / 10000, 0)) as fee
    from deposit_order o join member m on m.id = o.member_id left join payment_channel c on c.id = o.channel_id
    where ${REAL} ${only} and o.status = 2 and o.reviewed_at >= ${start} and o.reviewed_at < ${end}
    group by o.member_id, m.agent_id`.execute(db);
  for (const d of deposits.rows.map(memberDepositsRow.map)) {
    const r = row(d.memberId, d.agentId);
    r.deposits += d.amount;
    r.bonus += d.bonus;
    r.depositFee += d.fee;
  }
  const withdrawals = await sql<{ member_id: number; agent_id: number; fee: number }>`
    select w.member_id, m.agent_id, sum(coalesce((w.amount * c.fee_bps) / 10000, 0)) as fee
    from withdrawal_order w join member m on m.id = w.member_id left join payment_channel c on c.id = w.payout_channel_id
    where ${REAL} ${only} and w.stage = 'paid' and w.paid_at >= ${start} and w.paid_at < ${end}
    group by w.member_id, m.agent_id`.execute(db);
  for (const w of withdrawals.rows.map(memberWithdrawalsRow.map)) row(w.memberId, w.agentId).withdrawFee += w.fee;
  const rebates = await sql<{ member_id: number; agent_id: number; amount: number }>`
    select r.member_id, m.agent_id, sum(r.amount) as amount
    from rebate_record r join member m on m.id = r.member_id
    where ${REAL} ${only} and r.status <> 2 and r.business_date >= ${bombayDate(start)} and r.business_date <= ${bombayDate(end - 1)}
    group by r.member_id, m.agent_id`.execute(db);
  for (const x of rebates.rows.map(memberRebatesRow.map)) row(x.memberId, x.agentId).memberRebate += x.amount;
  return out;
}

/** Members per agent (real ones), whether or not they did anything in the period. */
export async function memberCounts(db: Database): Promise<Map<number, number>> {
  const rows = await sql<{
    agent_id: number;
    n: number;
  }>`select m.agent_id, count(*) as n from member m where ${REAL} group by m.agent_id`.execute(db);
  return new Map(rows.rows.map(agentMembersRow.map).map((r) => [r.agentId, r.n]));
}

/** The period's figures of one agent line, summed in SQL (settlement works per line, not per member). */
export interface AgentFigures {
  validBet: number;
  profit: number;
  validBetByGame: Map<number, number>;
  depositFee: number;
  withdrawFee: number;
  bonus: number;
  memberRebate: number;
  /** Active members (an approved deposit in the period and valid bets ≥ the threshold), by threshold. */
  activeByThreshold: Map<number, number>;
}

/**
 * The same figures as memberFiguresOf, grouped by agent in the database: what the settlement of
 * 60 lines over a million members needs without carrying every member into JavaScript. Valid bets
 * and profit of days the report close-day job has closed come from daily_cut_game (a few hundred
 * rows instead of millions of bets); other days are summed from the bets. Active members are
 * counted per distinct min-active-bet threshold of the templates in force; a member counts when it
 * has an approved deposit reviewed in the period and its valid bets in the period (answered by the
 * covering index bet(member_id, created_at, status, is_test, stake), migration 021) reach the threshold.
 */
export async function agentFiguresOf(
  db: Database,
  start: number,
  end: number,
  thresholds: readonly number[],
): Promise<Map<number, AgentFigures>> {
  const out = new Map<number, AgentFigures>();
  const row = (agentId: number): AgentFigures => {
    let r = out.get(agentId);
    if (!r) {
      r = {
        validBet: 0,
        profit: 0,
        validBetByGame: new Map(),
        depositFee: 0,
        withdrawFee: 0,
        bonus: 0,
        memberRebate: 0,
        activeByThreshold: new Map(),
      };
      out.set(agentId, r);
    }
    return r;
  };
  const settled = sql.join([...SETTLED_BET_STATUSES]);
  const addBets = (rows: { agent_id: number; game_id: number; valid: number; profit: number }[]) => {
    for (const b of rows.map(lineBetsRow.map)) {
      const r = row(b.agentId);
      r.validBet += b.valid;
      r.profit += b.profit;
      r.validBetByGame.set(b.gameId, (r.validBetByGame.get(b.gameId) ?? 0) + b.valid);
    }
  };
  const [firstDay, lastDay] = [bombayDayNumber(start), bombayDayNumber(end - 1)];
  const closed = await closedCutDays(db, firstDay, lastDay);
  if (closed.length > 0) {
    // Closed days come from the report cut (same definitions: settled stake and stake − payout of real members' real bets).
    const cut = await sql<{ agent_id: number; game_id: number; valid: number; profit: number }>`
      select agent_id, game_id, sum(valid_turnover) as valid, sum(house_profit) as profit from daily_cut_game
      where real = 1 and agent_id <> 0 and day in (${sql.join(closed)}) group by agent_id, game_id`.execute(db);
    addBets(cut.rows);
  }
  for (const [from, to] of openRanges(start, end, firstDay, lastDay, new Set(closed))) {
    const bets = await sql<{ agent_id: number; game_id: number; valid: number; profit: number }>`
      select m.agent_id, b.game_id, sum(b.stake) as valid, sum(b.stake - b.payout) as profit
      from bet b join member m on m.id = b.member_id
      where ${REAL} and b.is_test = 0 and b.status in (${settled}) and b.created_at >= ${from} and b.created_at < ${to}
      group by m.agent_id, b.game_id`.execute(db);
    addBets(bets.rows);
  }
  const deposits = await sql<{ agent_id: number; bonus: number; fee: number }>`
    select m.agent_id, sum(o.bonus) as bonus, sum(coalesce((o.amount * c.fee_bps) / 10000, 0)) as fee
    from deposit_order o join member m on m.id = o.member_id left join payment_channel c on c.id = o.channel_id
    where ${REAL} and o.status = 2 and o.reviewed_at >= ${start} and o.reviewed_at < ${end}
    group by m.agent_id`.execute(db);
  for (const d of deposits.rows.map(lineDepositsRow.map)) {
    const r = row(d.agentId);
    r.bonus += d.bonus;
    r.depositFee += d.fee;
  }
  const withdrawals = await sql<{ agent_id: number; fee: number }>`
    select m.agent_id, sum(coalesce((w.amount * c.fee_bps) / 10000, 0)) as fee
    from withdrawal_order w join member m on m.id = w.member_id left join payment_channel c on c.id = w.payout_channel_id
    where ${REAL} and w.stage = 'paid' and w.paid_at >= ${start} and w.paid_at < ${end}
    group by m.agent_id`.execute(db);
  for (const w of withdrawals.rows.map(lineWithdrawalsRow.map)) row(w.agentId).withdrawFee += w.fee;
  const rebates = await sql<{ agent_id: number; amount: number }>`
    select m.agent_id, sum(r.amount) as amount
    from rebate_record r join member m on m.id = r.member_id
    where ${REAL} and r.status <> 2 and r.business_date >= ${bombayDate(start)} and r.business_date <= ${bombayDate(end - 1)}
    group by m.agent_id`.execute(db);
  for (const x of rebates.rows.map(lineRebatesRow.map)) row(x.agentId).memberRebate += x.amount;
  const distinct = [...new Set(thresholds)];
  if (distinct.length > 0) {
    const counts = sql.join(distinct.map((t, i) => sql`sum(case when d.valid >= ${t} then 1 else 0 end) as ${sql.ref(`a${i}`)}`));
    const active = await sql<Record<string, number>>`
      select d.agent_id, ${counts} from (
        select p.member_id, p.agent_id, coalesce((select sum(b.stake) from bet b where b.member_id = p.member_id and b.created_at >= ${start} and b.created_at < ${end}
          and b.is_test = 0 and b.status in (${settled})), 0) as valid
        from (select distinct o.member_id, m.agent_id from deposit_order o join member m on m.id = o.member_id
          where ${REAL} and o.status = 2 and o.amount > 0 and o.reviewed_at >= ${start} and o.reviewed_at < ${end}) p
      ) d group by d.agent_id`.execute(db);
    const activeRow = activeMembersRow(distinct);
    for (const a of active.rows.map(activeRow.map)) {
      const r = row(a.agentId as number);
      distinct.forEach((t, i) => r.activeByThreshold.set(t, a[`a${i}`] as number));
    }
  }
  return out;
}

/**
 * The Bombay days of [firstDay, lastDay] whose cut rows are final: rebuilt by the report close-day
 * job after the following day had ended too (it rebuilds the day before as well, for bets settled
 * after midnight) and not marked stale by a later change (report migration 069: those are summed
 * from the bets until the report plugin has rebuilt them). Today's live refreshes and a cut built
 * before then do not count.
 */
export async function closedCutDays(db: Database, firstDay: number, lastDay: number): Promise<number[]> {
  const rows = await db
    .selectFrom('daily_cut_game')
    .select(['day', (eb) => eb.fn.min('refreshed_at').as('at')])
    .where('day', '>=', firstDay)
    .where('day', '<=', lastDay)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('report_stale_day as s').select('s.day').whereRef('s.day', '=', 'daily_cut_game.day'))))
    .groupBy('day')
    .execute();
  return rows
    .map(cutDayRow.map)
    .filter((r) => r.builtAt >= dayNumberStart(r.day + 2))
    .map((r) => r.day)
    .sort((a, b) => a - b);
}

/** [from, to) time ranges of the runs of days in [firstDay, lastDay] that are not closed, clipped to [start, end). */
function openRanges(start: number, end: number, firstDay: number, lastDay: number, closed: Set<number>): [number, number][] {
  const out: [number, number][] = [];
  for (let day = firstDay; day <= lastDay; day++) {
    if (closed.has(day)) continue;
    const [from, to] = [Math.max(start, dayNumberStart(day)), Math.min(end, dayNumberStart(day + 1))];
    const last = out[out.length - 1];
    if (last && last[1] === from) last[1] = to;
    else out.push([from, to]);
  }
  return out;
}
