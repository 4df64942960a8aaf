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

/*
 * Figures the report plugin adds to the per-franchisee and per-agent tables and the agent cut
 * (daily_report, daily_agent_report, daily_cut_agent) by its own migrations (issue 40):
 *   rebates_paid           rebate records paid (status 1), on their business date
 *   vip_rewards            VIP promotion and weekly rewards: member postings of 'vip_reward' journals, on their posting day
 *   task_rewards           reward-task money awards: member postings of 'task_reward' journals, on their posting day
 *   discounts              registration discounts granted: member postings of 'manual_credit' journals of ref_type
 *                          'regist_discount', on their posting day (they are not manual adjustments)
 *   manual_credits/debits  manual adjustments applied (manual_adjustment status 'applied'), on their approval day
 *   net_gaming_revenue     house_profit − rebates_paid − bonuses − vip_rewards − task_rewards − discounts
 *                          − manual_credits + manual_debits
 * Migration 070 adds these. No game dimension: a manual adjustment or a reward belongs to no game.
 */
export const NGR_METRICS = [
  'rebates_paid',
  'vip_rewards',
  'task_rewards',
  'discounts',
  'manual_credits',
  'manual_debits',
  'net_gaming_revenue',
] as const;
export type NgrMetric = (typeof NGR_METRICS)[number];
/*
 * Migration 071 (issue 40): the parts an operator reads apart.
 *   rebates_held           rebate records calculated and held for review (status 0), on their business date;
 *                          rebates = rebates_paid + rebates_held
 *   withdraw_net           what the withdrawals paid out that day actually sent (net_payout): the gross
 *                          withdraw_amount less withdraw_fees and any bonus deducted
 * Migration 073 keeps withdraw_fees and withdraw_net per member too (cutTables.ts MEMBER_WITHDRAW_METRICS),
 * with these same definitions, for the agents' member report.
 */
export const SPLIT_METRICS = ['rebates_held', 'withdraw_net'] as const;
export type SplitMetric = (typeof SPLIT_METRICS)[number];
/** Every figure the plugin's migrations add, in the order they were added. */
export const EXTRA_METRICS: readonly (NgrMetric | SplitMetric)[] = [...NGR_METRICS, ...SPLIT_METRICS];
export type ExtraMetric = NgrMetric | SplitMetric;

export type Metric = OrderMetric | BetMetric | ExtraMetric;

export const ORDER_METRICS: readonly OrderMetric[] = REPORT_ORDER_METRICS;
export const BET_METRICS: readonly BetMetric[] = REPORT_BET_METRICS;

// Both now live where the other domains can reach them: the bet states with the lottery's
// shared constants, the kill rate with the lottery's shared kill-rate rule.
export { SETTLED_BET_STATUSES } from '../../lottery/shared/status';
export { killRateBps } from '../../lottery/shared/killRate';
