import { BetStatus } from '../../lottery/shared/status';

/*
 * Which bets count as valid turnover for a VIP level, a reward task and the weekly reward, and for
 * the daily rebate (money), which pays on the same turnover. Shared, not in vip's server half, so
 * money's server reads it without reaching into vip's.
 */

/** Settled bets count as valid turnover (unsettled, not-drawn and refunded ones do not). */
export const VALID_BET_STATUSES = [BetStatus.WIN, BetStatus.LOSE, BetStatus.DRAW, BetStatus.SETTLED];
