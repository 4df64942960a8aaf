import { defineActions, useActions, type Action, type MoneyAction } from '../../../dataProvider';

/** The crypto disbursement screens' calls, typed. */

/** An approved USDT withdrawal waiting to be paid (chance-crypto-disbursement/queue). */
export interface QueuedWithdrawal {
  id: number;
  orderNo: string;
  username: string;
  franchiseeId: number;
  amount: number;
  fee: number;
  adminFee: number;
  bonusDeduction: number;
  netPayout: number;
  chain: string;
  walletAddress: string;
  reviewedAt: number | null;
  createdAt: number;
}

/** An enabled virtual-currency channel with payouts on, and its rate now (paise per USDT). */
export interface CryptoChannel {
  id: number;
  name: string;
  franchiseeId: number | null;
  cryptoNetwork: string;
  walletAddress: string;
  rateX100: number;
}

export interface CryptoPayAnswer {
  batchId: number;
  batchNo: string;
  rateX100: number;
  count: number;
  totalInr: number;
  totalUsdtMicro: number;
}

interface CryptoDisbursementActions {
  channels: Action<void, { list: CryptoChannel[]; total: number }>;
  pay: MoneyAction<{ ids: number[]; channelId: number; rateX100: number; txHash?: string; remark?: string }, CryptoPayAnswer>;
}

export const cryptoDisbursementActions = defineActions<CryptoDisbursementActions>({
  channels: { path: 'chance-crypto-disbursement/channels' },
  pay: { path: 'chance-crypto-disbursement/pay', moneyMoving: true },
});

export const QUEUE_RESOURCE = 'cryptoDisbursementQueue';
export const useCryptoCalls = () => useActions(QUEUE_RESOURCE, cryptoDisbursementActions);
