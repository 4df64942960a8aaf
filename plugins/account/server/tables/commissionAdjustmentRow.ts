import { column, defineRowMapping } from '../../../../server/db/rowMapping';

/*
 * commission_adjustment's rows as the corrections list answers them (commission/adjustmentRoutes.ts):
 * the correction with its agent's username (agent_username) and, left joined, the usernames of the
 * staff who made, reviewed and paid it (creator_username, reviewer_username, payer_username).
 * Signed paise, epoch ms.
 */
export const commissionAdjustmentRow = defineRowMapping({
  id: column('id').int(),
  lineId: column('line_id').int(),
  periodKey: column('period_key').text(),
  agentId: column('agent_id').int(),
  agentName: column('agent_username').text(),
  amount: column('amount').money(),
  reason: column('reason').text(),
  status: column('status').text().oneOf(['pending', 'approved', 'rejected', 'paid']),
  createdBy: column('creator_username').text().nullable(),
  createdAt: column('created_at').epochMs(),
  reviewedBy: column('reviewer_username').text().nullable(),
  reviewedAt: column('reviewed_at').epochMs().nullable(),
  paidBy: column('payer_username').text().nullable(),
  paidAt: column('paid_at').epochMs().nullable(),
  journalId: column('journal_id').int().nullable(),
});
