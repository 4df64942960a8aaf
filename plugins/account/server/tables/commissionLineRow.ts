import { column, computed, defineRowMapping } from '../../../../server/db/rowMapping';

/*
 * commission_line's rows as the commission screens answer them (commission/periodRoutes.ts): the
 * agent's line of a period with its agent's account, its template's name and its period's status
 * joined, the agent's wallet now and the sums of the line's adjusting entries. Paise, basis points.
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

const adjustedPaid = column('adjustedPaid').money();
const payable = defineRowMapping({ total: column('total_payable').money(), paid: adjustedPaid });

export const commissionLineRow = defineRowMapping({
  id: column('id').int(),
  periodKey: column('period_key').text(),
  agentId: column('agent_id').int(),
  agentName: column('agentName').text(),
  templateId: column('template_id').int().nullable(),
  templateName: column('templateName').text().nullable(),
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
  adjustedPending: column('adjustedPending').money(),
  // The line as computed plus its paid adjusting entries (the line itself never changes).
  correctedTotal: computed((row: { total_payable: number; adjustedPaid: string | number }) => {
    const { total, paid } = payable.map(row);
    return total + paid;
  }),
});
