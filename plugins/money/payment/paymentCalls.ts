import { defineActions, useActions, type ContractActions } from '../../../dataProvider';
import type { AnswerOf } from '../../../shared/contract';
import type { channelContracts } from '../shared/channelContract';
import type { channelRecordContracts } from '../shared/channelRecordContract';

/** The custom calls of the payment channel screens, typed by their contracts. */

export type ChannelStats = AnswerOf<typeof channelRecordContracts.stats>[number];

type PaymentChannelActions = ContractActions<Pick<typeof channelContracts, 'status'> & Pick<typeof channelRecordContracts, 'stats'>>;

export const paymentChannelActions = defineActions<PaymentChannelActions>({
  status: { path: 'chance-payment-channel/status' },
  stats: { path: 'chance-payment-channel/stats' },
});

export const usePaymentChannelCalls = () => useActions('paymentChannel', paymentChannelActions);
