import { column, computed, defineRowMapping } from '../../../../server/db/rowMapping';

/*
 * commission_line's rows as the commission screens answer them (commission/periodRoutes.ts): the
 * agent's line of a period with its agent's username (agent_username), its template's name
 * (template_name) and its period's status joined, the agent's wallet now and the sums of the line's
 * adjusting entries (adjusted_paid, adjusted_pending). Paise, basis points. And commission_period's
 * stored rows as the period list answers them.
 */

const paise = {
  validBet: column('valid_bet').money(),
  profit: column('profit').money(),
  depositFee: column('deposit_fee').money(),
  withdrawFee: column('withdraw_fee').money(),
  bonus: column('bonus').money(),
  memberRebate: column('member_rebate').money(),
  carryIn: column('carry_in').money(),
  base: column('base').money(),
};

const adjustedPaid = column('adjusted_paid').money();
const payable = defineRowMapping({ total: column('total_payable').money(), paid: adjustedPaid });

export const commissionLineRow = defineRowMapping({
  id: column('id').int(),
  periodKey: column('period_key').text(),
  agentId: column('agent_id').int(),
  agentName: column('agent_username').text(),
  templateId: column('template_id').int().nullable(),
  templateName: column('template_name').text().nullable(),
  members: column('members').int(),
  activeMembers: column('active_members').int(),
  ...paise,
  commissionBps: column('commission_bps').int(),
  commissionPayable: column('commission_payable').money(),
  rebatePayable: column('rebate_payable').money(),
  totalPayable: column('total_payable').money(),
  carryOut: column('carry_out').money(),
  remark: column('remark').text(),
  journalId: column('journal_id').int().nullable(),
  status: column('status').text().oneOf(['computed', 'approved', 'paid']),
  wallet: column('wallet').money(),
  adjustedPaid,
  adjustedPending: column('adjusted_pending').money(),
  // The line as computed plus its paid adjusting entries (the line itself never changes).
  correctedTotal: computed((row: { total_payable: number; adjusted_paid: string | number }) => {
    const { total, paid } = payable.map(row);
    return total + paid;
  }),
});

/**
 * A stored period with, left joined, the usernames of the staff who computed, approved and paid it
 * (computer_username: null when the job computed it; approver_username, payer_username) and its
 * lines' count and total payable (subqueries; a period has lines once computed).
 */
export const commissionPeriodRow = defineRowMapping({
  status: column('status').text().oneOf(['computed', 'approved', 'paid']),
  computedBy: column('computer_username').text().nullable(),
  computedKind: column('computed_kind').text().oneOf(['staff', 'job']),
  computedAt: column('computed_at').epochMs(),
  approvedBy: column('approver_username').text().nullable(),
  approvedAt: column('approved_at').epochMs().nullable(),
  paidBy: column('payer_username').text().nullable(),
  paidAt: column('paid_at').epochMs().nullable(),
  lines: column('lines').int().nullAs(0),
  totalPayable: column('total_payable').money().nullAs(0),
});

/** The same fields of a period that ended but has not been computed (no stored row). */
export const OPEN_PERIOD = {
  status: 'open' as const,
  computedBy: null,
  computedKind: null,
  computedAt: null,
  approvedBy: null,
  approvedAt: null,
  paidBy: null,
  paidAt: null,
  lines: 0,
  totalPayable: 0,
};
