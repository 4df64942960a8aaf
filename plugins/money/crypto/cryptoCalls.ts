import { defineActions, useActions, type ContractActions } from '../../../dataProvider';
import type { AnswerOf } from '../../../shared/contract';
import type { cryptoContracts } from '../shared/cryptoContract';

/** The crypto disbursement screens' calls, typed by their contracts. */

type Contracts = typeof cryptoContracts;

/** An approved USDT withdrawal waiting to be paid (chance-crypto-disbursement/queue). */
export type QueuedWithdrawal = AnswerOf<Contracts['queue']>['list'][number];

/** An enabled virtual-currency channel with payouts on, and its rate now (paise per USDT). */
export type CryptoChannel = AnswerOf<Contracts['channels']>['list'][number];

export type CryptoPayAnswer = AnswerOf<Contracts['pay']>;

export const cryptoDisbursementActions = defineActions<ContractActions<Pick<Contracts, 'channels' | 'pay'>>>({
  channels: { path: 'chance-crypto-disbursement/channels' },
  pay: { path: 'chance-crypto-disbursement/pay', moneyMoving: true },
});

export const QUEUE_RESOURCE = 'cryptoDisbursementQueue';
export const useCryptoCalls = () => useActions(QUEUE_RESOURCE, cryptoDisbursementActions);
