import { evaluateWithdrawal, requirementFor, type WithdrawalEvaluation } from '../../server/domain/audit';
import { applyBps } from '../../server/domain/money';
import { MONEY_SETTING_DEFAULTS } from '../../plugins/money/server/settings';

/*
 * One member's turnover (audit) book during the money pass, on the rules of server/domain/audit.ts
 * and the lifecycle of server/ledger/turnover.ts: an approved deposit opens a requirement whose
 * base is the member's settled valid turnover at that moment; a withdrawal's approval evaluates
 * the open ones against the turnover since the oldest base; its payout closes those still open
 * as 'met' (both audits passed) or 'settled' (fees or deductions applied). The seed writes no
 * money_setting rows, so the defaults are the settings in force.
 */

export const SETTINGS = MONEY_SETTING_DEFAULTS;

export interface RequirementRow {
  id: number;
  member_id: number;
  source_type: 'deposit';
  source_id: number;
  deposit_amount: number;
  discount_amount: number;
  normal_multiple_x100: number;
  comprehensive_multiple_x100: number;
  relax: number;
  normal_required: number;
  comprehensive_required: number;
  turnover_base: number;
  allocated: number;
  normal_met: number;
  comprehensive_met: number;
  status: 'open' | 'met' | 'settled';
  withdrawal_id: number | null;
  created_at: number;
  closed_at: number | null;
}

export interface Approval {
  requirementIds: number[];
  validTurnover: number;
  evaluation: WithdrawalEvaluation;
  fee: number;
}

export class TurnoverBook {
  /** Valid turnover of the member's settled bets so far (member_turnover.valid_total). */
  settled = 0;
  readonly rows: RequirementRow[] = [];

  constructor(
    private readonly memberId: number,
    private readonly nextId: () => number,
  ) {}

  open(depositId: number, deposit: number, discount: number, at: number): RequirementRow {
    const req = requirementFor({
      deposit,
      discount,
      normalMultipleX100: SETTINGS.normalMultipleX100,
      comprehensiveMultipleX100: SETTINGS.comprehensiveMultipleX100,
    });
    const row: RequirementRow = {
      id: this.nextId(),
      member_id: this.memberId,
      source_type: 'deposit',
      source_id: depositId,
      deposit_amount: req.deposit,
      discount_amount: req.discount,
      normal_multiple_x100: SETTINGS.normalMultipleX100,
      comprehensive_multiple_x100: SETTINGS.comprehensiveMultipleX100,
      relax: req.relax,
      normal_required: req.normalRequired,
      comprehensive_required: req.comprehensiveRequired,
      turnover_base: this.settled,
      allocated: 0,
      normal_met: 0,
      comprehensive_met: 0,
      status: 'open',
      withdrawal_id: null,
      created_at: at,
      closed_at: null,
    };
    this.rows.push(row);
    return row;
  }

  /** The evaluation a reviewer's approval of `amount` stores (previewWithdrawalAudit). */
  evaluate(amount: number): Approval {
    const open = this.rows.filter((r) => r.status === 'open');
    const validTurnover = open.length === 0 ? 0 : Math.max(0, this.settled - open[0].turnover_base);
    const fee = applyBps(amount, SETTINGS.withdrawFeeBps);
    const requirements = open.map((r) => ({
      deposit: r.deposit_amount,
      discount: r.discount_amount,
      normalRequired: r.normal_required,
      comprehensiveRequired: r.comprehensive_required,
      relax: r.relax,
    }));
    const evaluation = evaluateWithdrawal(requirements, validTurnover, amount, {
      feePaise: fee,
      adminFeeRateBps: SETTINGS.adminFeeRateBps,
    });
    return { requirementIds: open.map((r) => r.id), validTurnover, evaluation, fee };
  }

  /** The payout of withdrawal `withdrawalId` closes the requirements it was evaluated against, if still open. */
  close(approval: Approval, withdrawalId: number, at: number): void {
    approval.requirementIds.forEach((id, i) => {
      const row = this.rows.find((r) => r.id === id);
      const rec = approval.evaluation.perRecord[i];
      if (!row || row.status !== 'open') return;
      Object.assign(row, {
        status: rec.normalMet && rec.comprehensiveMet ? 'met' : 'settled',
        allocated: rec.allocated,
        normal_met: rec.normalMet ? 1 : 0,
        comprehensive_met: rec.comprehensiveMet ? 1 : 0,
        withdrawal_id: withdrawalId,
        closed_at: at,
      });
    });
  }
}
