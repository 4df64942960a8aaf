import { defineActions, useActions, type Action, type ContractActions } from '../../../dataProvider';
import type { AnswerOf, FacadePathOf } from '../../../shared/contract';
import type { orderContracts } from '../shared/orderContract';

type Contracts = typeof orderContracts;

/** A deposit order as chance-deposit-order/list answers it (status 1 pending, 2 approved, 3 rejected). */
export type DepositOrder = AnswerOf<Contracts['companyDeposits']>['list'][number];

/** A withdrawal order as chance-withdrawal-order/list answers it. */
export type WithdrawalOrder = AnswerOf<Contracts['withdrawals']>['list'][number];
export type WithdrawalStage = WithdrawalOrder['stage'];

/** What chance-withdrawal-order/audit answers: the spec §9 evaluation of paying this order now. */
export type WithdrawalAudit = AnswerOf<Contracts['audit']>;

export type PayoutChannel = AnswerOf<Contracts['payoutChannels']>['list'][number];

/** What chance-deposit-order/bonusOffer answers: the recharge_discount rule approving now would apply. */
export type BonusOffer = AnswerOf<Contracts['bonusOffer']>;

/** A list asked with totals (withTotals): every matching order counted, with the grand totals. */
type WithTotals<A> = Extract<A, { totals: unknown }>;

type DepositTotals = WithTotals<AnswerOf<Contracts['companyDeposits']>>['totals'];
type WithdrawalTotals = WithTotals<AnswerOf<Contracts['withdrawals']>>['totals'];

/** Grand totals over every order the filter matches (the list's `totals`): a deposit list's or a withdrawal list's. */
export type OrderTotals = Pick<DepositTotals & WithdrawalTotals, 'amount'> & Partial<DepositTotals & WithdrawalTotals>;

// `totals` is the list itself asked with the screen's filter and withTotals (the data provider keeps only rows and count).
type DepositOrderActions = ContractActions<{
  bonusOffer: Contracts['bonusOffer'];
  approve: Contracts['approveDeposit'];
  reject: Contracts['rejectDeposit'];
}> & {
  totals: Action<Record<string, unknown>, WithTotals<AnswerOf<Contracts['companyDeposits']>>>;
};

type WithdrawalOrderActions = ContractActions<{
  audit: Contracts['audit'];
  review: Contracts['review'];
  pay: Contracts['pay'];
  reject: Contracts['rejectWithdrawal'];
  payoutChannels: Contracts['payoutChannels'];
}> & {
  totals: Action<Record<string, unknown>, WithTotals<AnswerOf<Contracts['withdrawals']>>, FacadePathOf<Contracts['withdrawals']>>;
};

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
