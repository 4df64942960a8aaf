import { column, defineRowMapping, type RowMappingTo } from '../../../../server/db/rowMapping';
import type { AnswerOf } from '../../../../shared/contract';
import type { rebateContracts } from '../../shared/rebateContract';

/*
 * The member rebate screens' rows (rebateRoutes.ts): rebate_record (the lottery plugin's table,
 * written by rebateJob.ts) with its member's username, its game's name (game_name), the time its
 * journal was paid (paid_at) and the canceller's username (cancelled_by_username); and its totals
 * per member and per business day. Paise, rates in basis points, epoch ms, days 'YYYY-MM-DD'.
 * PostgreSQL's sums and counts arrive as numbers (db/database.ts) and are read as whole numbers.
 */

type RebateRecord = AnswerOf<typeof rebateContracts.records>['list'][number];
type MemberTotals = AnswerOf<typeof rebateContracts.members>['list'][number];
type DayTotals = AnswerOf<typeof rebateContracts.statistics>['list'][number];

export const rebateRecordRow = defineRowMapping({
  id: column('id').int(),
  memberId: column('member_id').int(),
  username: column('username').text(),
  // Null on records from before rebates were per game.
  gameId: column('game_id').int().nullable(),
  gameName: column('game_name').text().nullable(),
  businessDate: column('business_date').text(),
  validTurnover: column('valid_turnover').money(),
  rateBps: column('rate_bps').int(),
  amount: column('amount').money(),
  status: column('status').int().oneOf([0, 1, 2]),
  createdAt: column('created_at').epochMs(),
  paidAt: column('paid_at').epochMs().nullable(),
  cancelReason: column('cancel_reason').text(),
  cancelledBy: column('cancelled_by_username').text().nullable(),
  cancelledAt: column('cancelled_at').epochMs().nullable(),
}) satisfies RowMappingTo<RebateRecord>;

/** What a group of records (never empty) adds up to, by state. */
const amounts = {
  records: column('records').int(),
  validTurnover: column('valid_turnover').money(),
  paidAmount: column('paid_amount').money(),
  heldAmount: column('held_amount').money(),
  cancelledAmount: column('cancelled_amount').money(),
};

/** A member's records over the range. */
export const rebateMemberTotalsRow = defineRowMapping({
  id: column('member_id').int(),
  memberId: column('member_id').int(),
  username: column('username').text(),
  ...amounts,
  firstDate: column('first_date').text(),
  lastDate: column('last_date').text(),
}) satisfies RowMappingTo<MemberTotals>;

/** A business day's records. */
export const rebateDayTotalsRow = defineRowMapping({
  id: column('business_date').text(),
  businessDate: column('business_date').text(),
  members: column('members').int(),
  ...amounts,
}) satisfies RowMappingTo<DayTotals>;
