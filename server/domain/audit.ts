import { BPS, applyBps, assertNonNegativePaise, sumPaise } from './money';

/*
 * Turnover (audit, 稽核) rules, console spec §9 and DOMAIN A.4 #8.
 *
 *   normal_required        = deposit × normal multiple
 *   comprehensive_required = (deposit + discount) × comprehensive multiple
 *   withdrawal with normal audit unmet        → admin fee = deposit × admin rate (default 100 %)
 *   withdrawal with comprehensive audit unmet → the discount (deposit bonus) is deducted
 *   net payout = amount − fee − admin fees − discount deductions; refused unless > 0.
 *
 * Units: multiples are integer hundredths (normalMultipleX100: 100 = 1×, 150 = 1.5×), like odds,
 * so fractional multiples need no floats. A required amount is rounded UP to a whole paisa:
 * valid turnover is whole paise, so "turnover ≥ deposit × multiple" holds exactly when
 * "turnover ≥ ceil(deposit × multiple)" does: the rounding changes no outcome.
 *
 * Allocation: requirements are taken oldest first. Each takes from the valid-turnover pool only
 * what it needs to pass both of its audits, max(normal_required − relax, comprehensive_required),
 * and the surplus carries on to the next record. The relax allowance (放宽额度) is added to what
 * was achieved for the normal audit only. validTurnover is the member's valid turnover (settled,
 * non-void bets, A.4 #9) since the oldest requirement passed in.
 */

export interface RequirementInput {
  readonly deposit: number;
  /** The deposit bonus (优惠) credited with it, paise. */
  readonly discount: number;
  readonly normalMultipleX100: number;
  readonly comprehensiveMultipleX100: number;
  /** Relax allowance, paise, counted as achieved for the normal audit. Default 0. */
  readonly relax?: number;
}

export interface Requirement {
  readonly deposit: number;
  readonly discount: number;
  readonly normalRequired: number;
  readonly comprehensiveRequired: number;
  readonly relax: number;
}

function assertMultiple(n: number, label: string): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${label} must be a non-negative integer (hundredths), got ${n}`);
  return n;
}

/** ceil(amount × multipleX100 / 100) in exact integer arithmetic. */
function requiredOf(amount: number, multipleX100: number): number {
  const product = BigInt(amount) * BigInt(multipleX100);
  const required = (product + 99n) / 100n;
  if (required > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('turnover requirement overflows');
  return Number(required);
}

export function requirementFor(input: RequirementInput): Requirement {
  const deposit = assertNonNegativePaise(input.deposit, 'deposit');
  const discount = assertNonNegativePaise(input.discount, 'discount');
  const relax = assertNonNegativePaise(input.relax ?? 0, 'relax');
  return {
    deposit,
    discount,
    normalRequired: requiredOf(deposit, assertMultiple(input.normalMultipleX100, 'normalMultipleX100')),
    comprehensiveRequired: requiredOf(deposit + discount, assertMultiple(input.comprehensiveMultipleX100, 'comprehensiveMultipleX100')),
    relax,
  };
}

export interface WithdrawalOptions {
  /** The ordinary withdrawal fee, paise. Default 0. */
  readonly feePaise?: number;
  /** Admin fee on an unmet normal audit, basis points of the deposit. Default 10 000 (100 %). */
  readonly adminFeeRateBps?: number;
}

export interface RecordAudit {
  readonly index: number;
  readonly normalRequired: number;
  readonly comprehensiveRequired: number;
  /** Valid turnover allocated to this record. */
  readonly allocated: number;
  /** allocated + relax: compared with normalRequired. */
  readonly normalAchieved: number;
  readonly normalMet: boolean;
  readonly comprehensiveMet: boolean;
  readonly adminFee: number;
  readonly discountDeduction: number;
}

export interface WithdrawalEvaluation {
  readonly perRecord: readonly RecordAudit[];
  readonly adminFee: number;
  readonly discountDeduction: number;
  readonly fee: number;
  readonly netPayout: number;
  readonly allowed: boolean;
  /** Why the request is refused; absent when allowed. */
  readonly reason?: 'net_payout_not_positive';
  /** Valid turnover left after every record took its share. */
  readonly surplusTurnover: number;
}

export function evaluateWithdrawal(
  requirements: readonly Requirement[],
  validTurnover: number,
  amount: number,
  options: WithdrawalOptions = {},
): WithdrawalEvaluation {
  let remaining = assertNonNegativePaise(validTurnover, 'validTurnover');
  const requested = assertNonNegativePaise(amount, 'amount');
  const fee = assertNonNegativePaise(options.feePaise ?? 0, 'feePaise');
  const rate = options.adminFeeRateBps ?? BPS;
  if (!Number.isSafeInteger(rate) || rate < 0) throw new RangeError(`adminFeeRateBps must be a non-negative integer, got ${rate}`);

  const perRecord = requirements.map((req, index): RecordAudit => {
    const need = Math.max(Math.max(0, req.normalRequired - req.relax), req.comprehensiveRequired);
    const allocated = Math.min(remaining, need);
    remaining -= allocated;
    const normalAchieved = allocated + req.relax;
    const normalMet = normalAchieved >= req.normalRequired;
    const comprehensiveMet = allocated >= req.comprehensiveRequired;
    return {
      index,
      normalRequired: req.normalRequired,
      comprehensiveRequired: req.comprehensiveRequired,
      allocated,
      normalAchieved,
      normalMet,
      comprehensiveMet,
      adminFee: normalMet ? 0 : applyBps(req.deposit, rate),
      discountDeduction: comprehensiveMet ? 0 : req.discount,
    };
  });

  const adminFee = sumPaise(perRecord.map((r) => r.adminFee));
  const discountDeduction = sumPaise(perRecord.map((r) => r.discountDeduction));
  const netPayout = requested - fee - adminFee - discountDeduction;
  const allowed = netPayout > 0;
  return {
    perRecord,
    adminFee,
    discountDeduction,
    fee,
    netPayout,
    allowed,
    ...(allowed ? {} : { reason: 'net_payout_not_positive' as const }),
    surplusTurnover: remaining,
  };
}
