import { column, defineRowMapping } from '../../../../server/db/rowMapping';
import { POINTS_KINDS } from '../../shared/pointsLedger';
import { ADJUSTMENT_STATUSES } from '../../shared/pointsContract';

/*
 * The points screens' rows (pointsRoutes.ts). A ledger entry (points_ledger) with its member's
 * name and, for a manual one, the adjustment's reason and its maker and checker (operator, checker:
 * staff usernames, null for the ledger's automatic entries).
 */
export const pointsLedgerRow = defineRowMapping({
  id: column('id').int(),
  memberId: column('member_id').int(),
  username: column('username').text(),
  kind: column('kind').text().oneOf(POINTS_KINDS),
  amount: column('amount').int(),
  balanceAfter: column('balance_after').int(),
  ref: column('ref').text(),
  reason: column('reason').text().nullable(),
  operator: column('operator').text().nullable(),
  checker: column('checker').text().nullable(),
  createdAt: column('created_at').epochMs(),
});

/** A manual adjustment (points_adjustment) with its member's name and balance now, its maker and checker. */
export const pointsRequestRow = defineRowMapping({
  id: column('id').int(),
  memberId: column('member_id').int(),
  username: column('username').text(),
  points: column('points').int(),
  amount: column('amount').int(),
  reason: column('reason').text(),
  status: column('status').text().oneOf(ADJUSTMENT_STATUSES),
  maker: column('maker').text(),
  checker: column('checker').text().nullable(),
  rejectReason: column('reject_reason').text(),
  createdAt: column('created_at').epochMs(),
  reviewedAt: column('reviewed_at').epochMs().nullable(),
});
