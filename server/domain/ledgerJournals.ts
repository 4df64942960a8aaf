import type { AccountRef, Journal, OwnerType, Posting } from './ledgerModel';
import { assertNonNegativePaise } from './money';

/*
 * Journal builders: the postings of each money movement, in one place, so the DB layer and the
 * model post identical journals. Each builder is pure and throws on amounts that make no sense
 * (a zero deposit, contract + fee ≠ stake); balance checks are the ledger's job.
 *
 * Business keys (the journal's idempotency key, unique):
 *   deposit:{orderNo}            withdraw_freeze:{orderNo}     withdraw_final:{orderNo}
 *   deposit_bonus:{orderNo}
 *   bet:{betNo}                  payout:{betNo}                refund:{betNo}
 *   period_close:{periodId}      manual_credit:{ref}           manual_debit:{ref}
 * Release and payout of a withdrawal share the key withdraw_final:{orderNo}, so whichever runs
 * first is the order's one terminal outcome and the other is refused as a key conflict.
 *
 * Zero legs are left out (the ledger refuses zero postings): no bonus leg without a bonus, no
 * fee leg at 0 % fee. A lost bet posts no payout journal at all.
 *
 * System accounts (house, gateway clearing, fee income, bonus expense) are owned by the tenant
 * (franchisee); `tenant` defaults to 'platform'. The bet pool is per period.
 */

const DEFAULT_TENANT = 'platform';

export function memberCash(memberId: string | number): AccountRef {
  return { ownerType: 'member', ownerId: String(memberId), bucket: 'cash' };
}

export function memberFrozen(memberId: string | number): AccountRef {
  return { ownerType: 'member', ownerId: String(memberId), bucket: 'frozen' };
}

export function systemAccount(ownerType: Exclude<OwnerType, 'member' | 'agent' | 'bet_pool'>, tenant: string = DEFAULT_TENANT): AccountRef {
  return { ownerType, ownerId: tenant, bucket: 'cash' };
}

export function betPool(periodId: string | number): AccountRef {
  return { ownerType: 'bet_pool', ownerId: String(periodId), bucket: 'cash' };
}

function positive(n: number, label: string): number {
  if (assertNonNegativePaise(n, label) === 0) throw new RangeError(`${label} must be positive`);
  return n;
}

function legs(...postings: Posting[]): Posting[] {
  return postings.filter((p) => p.amount !== 0);
}

interface Tenanted {
  readonly tenant?: string;
}

/** Deposit approved: gateway clearing → member cash, and the bonus from bonus expense. */
export function depositJournal(a: Tenanted & { orderNo: string; memberId: string | number; amount: number; bonus?: number }): Journal {
  const amount = positive(a.amount, 'amount');
  const bonus = assertNonNegativePaise(a.bonus ?? 0, 'bonus');
  return {
    type: 'deposit',
    businessKey: `deposit:${a.orderNo}`,
    postings: legs(
      { account: systemAccount('gateway_clearing', a.tenant), amount: -amount },
      { account: memberCash(a.memberId), amount },
      { account: systemAccount('bonus_expense', a.tenant), amount: -bonus },
      { account: memberCash(a.memberId), amount: bonus },
    ),
  };
}

/**
 * The bonus a deposit approval grants (recharge_discount), as its own journal beside the deposit's
 * so the ledger tells the member's money from the platform's gift.
 */
export function depositBonusJournal(a: Tenanted & { orderNo: string; memberId: string | number; bonus: number }): Journal {
  const bonus = positive(a.bonus, 'bonus');
  return {
    type: 'deposit_bonus',
    businessKey: `deposit_bonus:${a.orderNo}`,
    postings: [
      { account: systemAccount('bonus_expense', a.tenant), amount: -bonus },
      { account: memberCash(a.memberId), amount: bonus },
    ],
  };
}

/** Withdrawal submitted: the amount moves from cash to frozen (the two-phase hold). */
export function withdrawFreezeJournal(a: { orderNo: string; memberId: string | number; amount: number }): Journal {
  const amount = positive(a.amount, 'amount');
  return {
    type: 'withdraw_freeze',
    businessKey: `withdraw_freeze:${a.orderNo}`,
    postings: [
      { account: memberCash(a.memberId), amount: -amount },
      { account: memberFrozen(a.memberId), amount },
    ],
  };
}

/** Withdrawal rejected, cancelled or refunded: frozen back to cash. */
export function withdrawReleaseJournal(a: { orderNo: string; memberId: string | number; amount: number }): Journal {
  const amount = positive(a.amount, 'amount');
  return {
    type: 'withdraw_release',
    businessKey: `withdraw_final:${a.orderNo}`,
    postings: [
      { account: memberFrozen(a.memberId), amount: -amount },
      { account: memberCash(a.memberId), amount },
    ],
  };
}

/**
 * Withdrawal paid: the frozen amount leaves as net payout to gateway clearing, fee + admin fee
 * to fee income, and the deducted bonus back to bonus expense (reversing the bonus cost).
 * net = amount − fee − adminFee − bonusDeduction must be positive (audit.ts refuses otherwise).
 */
export function withdrawPayoutJournal(
  a: Tenanted & { orderNo: string; memberId: string | number; amount: number; fee?: number; adminFee?: number; bonusDeduction?: number },
): Journal {
  const amount = positive(a.amount, 'amount');
  const fee = assertNonNegativePaise(a.fee ?? 0, 'fee');
  const adminFee = assertNonNegativePaise(a.adminFee ?? 0, 'adminFee');
  const bonusDeduction = assertNonNegativePaise(a.bonusDeduction ?? 0, 'bonusDeduction');
  const net = amount - fee - adminFee - bonusDeduction;
  if (net <= 0) throw new RangeError(`net payout must be positive, got ${net}`);
  return {
    type: 'withdraw_payout',
    businessKey: `withdraw_final:${a.orderNo}`,
    postings: legs(
      { account: memberFrozen(a.memberId), amount: -amount },
      { account: systemAccount('gateway_clearing', a.tenant), amount: net },
      { account: systemAccount('fee_income', a.tenant), amount: fee + adminFee },
      { account: systemAccount('bonus_expense', a.tenant), amount: bonusDeduction },
    ),
  };
}

type BetAmounts = { betNo: string; memberId: string | number; periodId: string | number; stake: number; fee: number; contract: number };

function checkBet(a: BetAmounts): void {
  positive(a.stake, 'stake');
  assertNonNegativePaise(a.fee, 'fee');
  positive(a.contract, 'contract');
  if (a.fee + a.contract !== a.stake) throw new RangeError(`stake ${a.stake} must equal contract ${a.contract} + fee ${a.fee}`);
}

/** Bet placed: member cash → the period's bet pool (contract) and fee income (fee). */
export function betStakeJournal(a: Tenanted & BetAmounts): Journal {
  checkBet(a);
  return {
    type: 'bet_stake',
    businessKey: `bet:${a.betNo}`,
    postings: legs(
      { account: memberCash(a.memberId), amount: -a.stake },
      { account: betPool(a.periodId), amount: a.contract },
      { account: systemAccount('fee_income', a.tenant), amount: a.fee },
    ),
  };
}

/**
 * Winning bet paid from the period's bet pool. The pool may go negative when payouts exceed
 * stakes; the period close then brings the difference from the house.
 */
export function betPayoutJournal(a: { betNo: string; memberId: string | number; periodId: string | number; payout: number }): Journal {
  const payout = positive(a.payout, 'payout');
  return {
    type: 'bet_payout',
    businessKey: `payout:${a.betNo}`,
    postings: [
      { account: betPool(a.periodId), amount: -payout },
      { account: memberCash(a.memberId), amount: payout },
    ],
  };
}

/** Bet cancelled or its period voided: the stake goes back whole, fee included. */
export function betRefundJournal(a: Tenanted & BetAmounts): Journal {
  checkBet(a);
  return {
    type: 'bet_refund',
    businessKey: `refund:${a.betNo}`,
    postings: legs(
      { account: betPool(a.periodId), amount: -a.contract },
      { account: systemAccount('fee_income', a.tenant), amount: -a.fee },
      { account: memberCash(a.memberId), amount: a.stake },
    ),
  };
}

/**
 * Period closed: the pool's remainder (stakes − payouts, either sign) moves to the house, leaving
 * the pool at zero. Returns null when the pool is already at zero (nothing to post).
 */
export function periodCloseJournal(a: Tenanted & { periodId: string | number; poolBalance: number }): Journal | null {
  const remainder = a.poolBalance;
  if (!Number.isSafeInteger(remainder)) throw new RangeError(`poolBalance must be integer paise, got ${remainder}`);
  if (remainder === 0) return null;
  return {
    type: 'period_close',
    businessKey: `period_close:${a.periodId}`,
    postings: [
      { account: betPool(a.periodId), amount: -remainder },
      { account: systemAccount('house', a.tenant), amount: remainder },
    ],
  };
}

/** Manual credit approved (maker-checker upstream): house → member cash. */
export function manualCreditJournal(a: Tenanted & { ref: string; memberId: string | number; amount: number }): Journal {
  const amount = positive(a.amount, 'amount');
  return {
    type: 'manual_credit',
    businessKey: `manual_credit:${a.ref}`,
    postings: [
      { account: systemAccount('house', a.tenant), amount: -amount },
      { account: memberCash(a.memberId), amount },
    ],
  };
}

/** Manual debit approved: member cash → house; refused by the ledger if it would overdraw. */
export function manualDebitJournal(a: Tenanted & { ref: string; memberId: string | number; amount: number }): Journal {
  const amount = positive(a.amount, 'amount');
  return {
    type: 'manual_debit',
    businessKey: `manual_debit:${a.ref}`,
    postings: [
      { account: memberCash(a.memberId), amount: -amount },
      { account: systemAccount('house', a.tenant), amount },
    ],
  };
}

export function rebateKey(memberId: string | number, date: string, gameId: string | number): string {
  return `rebate:${memberId}:${date}:${gameId}`;
}

/** A paid player rebate (返水) of one business day on one game: rebate expense → member cash. */
export function rebateJournal(a: Tenanted & { memberId: string | number; date: string; gameId: string | number; amount: number }): Journal {
  const amount = positive(a.amount, 'amount');
  return {
    type: 'rebate',
    businessKey: rebateKey(a.memberId, a.date, a.gameId),
    postings: [
      { account: systemAccount('rebate_expense', a.tenant), amount: -amount },
      { account: memberCash(a.memberId), amount },
    ],
  };
}

/** A member's Yue Bao (余额宝) account: member money kept apart from the wallet, earning daily interest. */
export function memberYuebao(memberId: string | number): AccountRef {
  return { ownerType: 'yuebao', ownerId: String(memberId), bucket: 'cash' };
}

/**
 * Wallet → Yue Bao (direction 'in') or Yue Bao → wallet ('out'), asked by the member; `ref` is the
 * request's Idempotency-Key, so a retried request moves the money once.
 */
export function yuebaoTransferJournal(a: { memberId: string | number; amount: number; direction: 'in' | 'out'; ref: string }): Journal {
  const amount = positive(a.amount, 'amount');
  const sign = a.direction === 'in' ? 1 : -1;
  return {
    type: a.direction === 'in' ? 'yuebao_in' : 'yuebao_out',
    businessKey: `yuebao_${a.direction}:${a.memberId}:${a.ref}`,
    postings: [
      { account: memberCash(a.memberId), amount: -sign * amount },
      { account: memberYuebao(a.memberId), amount: sign * amount },
    ],
  };
}

/** The day's interest of one member: interest expense → the member's Yue Bao. Key yuebao:{day}:{member}. */
export function yuebaoInterestJournal(a: Tenanted & { memberId: string | number; date: string; amount: number }): Journal {
  const amount = positive(a.amount, 'amount');
  return {
    type: 'yuebao_interest',
    businessKey: `yuebao:${a.date}:${a.memberId}`,
    postings: [
      { account: systemAccount('interest_expense', a.tenant), amount: -amount },
      { account: memberYuebao(a.memberId), amount },
    ],
  };
}

/** A tier's auto-transfer: the day's interest leaves Yue Bao for the wallet. Key yuebao_auto:{day}:{member}. */
export function yuebaoAutoTransferJournal(a: { memberId: string | number; date: string; amount: number }): Journal {
  const amount = positive(a.amount, 'amount');
  return {
    type: 'yuebao_out',
    businessKey: `yuebao_auto:${a.date}:${a.memberId}`,
    postings: [
      { account: memberYuebao(a.memberId), amount: -amount },
      { account: memberCash(a.memberId), amount },
    ],
  };
}
