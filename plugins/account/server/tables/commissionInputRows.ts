import { column, defineRowMapping, type Field } from '../../../../server/db/rowMapping';

/*
 * The sums commission settlement reads per agent line, or per member of it (commission/lineInputs.ts):
 * settled bets' valid stake and house profit by game, approved deposits' bonus and channel fee,
 * paid withdrawals' fee, rebates, members per agent, active members per threshold, and which report
 * days are closed. Sums are BIGINT or NUMERIC on PostgreSQL, read as whole paise; members are real
 * ones with an agent, so agent_id is never null here.
 */

const agentId = column('agent_id').int().nonNull();
const memberId = column('member_id').int();

/** Valid stake and house profit (stake − payout, negative when members won) of one agent's line on one game. */
export const lineBetsRow = defineRowMapping({
  agentId,
  gameId: column('game_id').int(),
  valid: column('valid').money(),
  profit: column('profit').money(),
});
export const memberBetsRow = lineBetsRow.extend({ memberId });

/** Approved deposits' bonus and channel fee. */
export const lineDepositsRow = defineRowMapping({
  agentId,
  bonus: column('bonus').money(),
  fee: column('fee').money(),
});
export const memberDepositsRow = lineDepositsRow.extend({ memberId, amount: column('amount').money() });

/** Paid withdrawals' channel fee. */
export const lineWithdrawalsRow = defineRowMapping({ agentId, fee: column('fee').money() });
export const memberWithdrawalsRow = lineWithdrawalsRow.extend({ memberId });

/** Rebates not cancelled. */
export const lineRebatesRow = defineRowMapping({ agentId, amount: column('amount').money() });
export const memberRebatesRow = lineRebatesRow.extend({ memberId });

/** Real members per agent. */
export const agentMembersRow = defineRowMapping({ agentId, n: column('n').int() });

/** Active members of an agent's line per threshold: columns a0, a1, … in the order of `thresholds`. */
export function activeMembersRow(thresholds: readonly number[]) {
  const fields: Record<string, Field> = { agentId };
  thresholds.forEach((_, i) => (fields[`a${i}`] = column(`a${i}`).int()));
  return defineRowMapping(fields);
}

/** A report day of daily_cut_game with its earliest rebuild (a min over the day's rows, never null). */
export const cutDayRow = defineRowMapping({
  day: column('day').int(),
  builtAt: column('at').epochMs().nonNull(),
});
