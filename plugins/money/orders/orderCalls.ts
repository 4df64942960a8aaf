import { defineActions, useActions, type Action, type MoneyAction } from '../../../dataProvider';

/** A deposit order as chance-deposit-order/list answers it (status 1 pending, 2 approved, 3 rejected). */
export interface DepositOrder {
  id: number;
  orderNo: string;
  memberId: number;
  username: string;
  kind: 'company' | 'online';
  amount: number;
  bonus: number;
  creditedAmount: number;
  status: 1 | 2 | 3;
  isFirst: number;
  channelId: number | null;
  payerName: string;
  utr: string;
  remark: string;
  rejectReason: string | null;
  reviewedBy: number | null;
  reviewedAt: number | null;
  balanceAfter: number | null;
  createdAt: number;
}

export type WithdrawalStage = 'submitted' | 'first_approved' | 'approved' | 'paid' | 'rejected';

/** A withdrawal order as chance-withdrawal-order/list answers it. */
export interface WithdrawalOrder {
  id: number;
  orderNo: string;
  memberId: number;
  username: string;
  amount: number;
  fee: number;
  adminFee: number;
  bonusDeduction: number;
  netPayout: number;
  status: 1 | 2 | 3;
  stage: WithdrawalStage;
  isFirst: number;
  needsSecondReview: number;
  firstReviewerId: number | null;
  secondReviewerId: number | null;
  /** JSON of the payee: type (BANK/UPI/USDT), bank, account, IFSC, holder, UPI id or wallet. */
  destination: string;
  rejectReason: string | null;
  remark: string;
  paidAt: number | null;
  payoutTxnId: string;
  reviewedAt: number | null;
  createdAt: number;
}

/** What chance-withdrawal-order/audit answers: the spec §9 evaluation of paying this order now. */
export interface WithdrawalAudit {
  validTurnover: number;
  requirementIds: number[];
  perRecord: {
    index: number;
    normalRequired: number;
    comprehensiveRequired: number;
    allocated: number;
    normalMet: boolean;
    comprehensiveMet: boolean;
    adminFee: number;
    discountDeduction: number;
  }[];
  fee: number;
  adminFee: number;
  discountDeduction: number;
  netPayout: number;
  allowed: boolean;
  reason?: string;
  surplusTurnover: number;
  /** An order needing two reviews, once its first is given: who gave it, their remark ('' when none) and when. */
  firstReview: { reviewer: string; remark: string; reviewedAt: number } | null;
}

export interface PayoutChannel {
  id: number;
  name: string;
  kind: string;
}

/** Grand totals over every order the filter matches (the list's `totals`). */
export interface OrderTotals {
  amount: number;
  bonus?: number;
  creditedAmount?: number;
  netPayout?: number;
}

/** What chance-deposit-order/bonusOffer answers: the recharge_discount rule approving now would apply. */
export interface BonusOffer {
  rule: { id: number; name: string; bonus: number; turnoverMultipleX100: number } | null;
  /** The bonus approval gives unless staff change it. */
  offered: number;
  /** The most staff may give. */
  max: number;
  isFirstDeposit: boolean;
  approvedToday: number;
}

type ListAnswer<T> = { list: T[]; total: number; totals: OrderTotals };

interface DepositOrderActions {
  bonusOffer: Action<{ id: number }, BonusOffer>;
  approve: MoneyAction<{ id: number; bonus?: number; remark?: string }, { credited: number; isFirst: number }>;
  reject: MoneyAction<{ id: number; reason: string }, unknown>;
  totals: Action<Record<string, unknown>, ListAnswer<DepositOrder>>;
}

interface WithdrawalOrderActions {
  audit: Action<{ id: number }, WithdrawalAudit>;
  review: MoneyAction<{ id: number; remark?: string }, { id: number; stage: WithdrawalStage; status: number }>;
  pay: MoneyAction<{ id: number; payoutChannelId?: number; txnId?: string }, unknown>;
  reject: MoneyAction<{ id: number; reason: string }, unknown>;
  payoutChannels: Action<void, { list: PayoutChannel[]; total: number }>;
  totals: Action<Record<string, unknown>, ListAnswer<WithdrawalOrder>>;
}

const depositActions = (list: string) =>
  defineActions<DepositOrderActions>({
    bonusOffer: { path: 'chance-deposit-order/bonusOffer' },
    approve: { path: 'chance-deposit-order/approve', moneyMoving: true },
    reject: { path: 'chance-deposit-order/reject', moneyMoving: true },
    // The list's grand totals (the data provider keeps only rows and count): the same filter, one row.
    totals: { path: list },
  });

export const companyDepositActions = depositActions('chance-deposit-order/list');
export const onlineDepositActions = depositActions('chance-deposit-order/online/list');

export const withdrawalActions = defineActions<WithdrawalOrderActions>({
  audit: { path: 'chance-withdrawal-order/audit' },
  review: { path: 'chance-withdrawal-order/review', moneyMoving: true },
  pay: { path: 'chance-withdrawal-order/pay', moneyMoving: true },
  reject: { path: 'chance-withdrawal-order/reject', moneyMoving: true },
  payoutChannels: { path: 'chance-withdrawal-order/payoutChannels' },
  totals: { path: 'chance-withdrawal-order/list' },
});

export const DEPOSIT_RESOURCE = { company: 'companyDeposit', online: 'onlineDeposit' } as const;

export const useDepositCalls = (kind: 'company' | 'online') =>
  useActions(DEPOSIT_RESOURCE[kind], kind === 'company' ? companyDepositActions : onlineDepositActions);
export const useWithdrawalCalls = () => useActions('withdrawalOrder', withdrawalActions);
