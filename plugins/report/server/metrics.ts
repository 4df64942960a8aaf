import { REPORT_BET_METRICS, REPORT_ORDER_METRICS } from '../../../server/db/migrations/004_people_content';

/*
 * What each daily metric means (all in paise or counts, per Bombay day):
 *   registrations          members created that day
 *   first_deposit_*        approved deposits flagged is_first, on their review day
 *   deposit_*, bonuses     approved deposits (status 2) on their review day; bonus = deposit bonus
 *   withdraw_*             withdrawals paid out (stage 'paid') on their paid day; fees = fee + admin fee
 *   bet_count, stake,      every bet placed that day (by placement time), bet fees included in stake
 *   bet_fees, bettors      bettors = distinct members per row
 *   valid_turnover, payout settled bets only (win, lose, settled); payout 0 for lost bets
 *   house_profit           valid turnover − payout (stake of settled bets, fee included, as in periodTotals)
 *   rebates                rebate records not cancelled, on their business date
 * Internal (is_internal) and trial (is_test) members are left out everywhere.
 */

export type OrderMetric = (typeof REPORT_ORDER_METRICS)[number];
export type BetMetric = (typeof REPORT_BET_METRICS)[number];
export type Metric = OrderMetric | BetMetric;

export const ORDER_METRICS: readonly OrderMetric[] = REPORT_ORDER_METRICS;
export const BET_METRICS: readonly BetMetric[] = REPORT_BET_METRICS;

// Both now live where the other domains can reach them: the bet states with the lottery's
// shared constants, the kill rate with the settlement rules of the core's domain/.
export { SETTLED_BET_STATUSES } from '../../lottery/shared/status';
export { killRateBps } from '../../../server/domain/settlement';
