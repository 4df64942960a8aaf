import { defineActions, useActions, type Action } from '../../../dataProvider';

/** The custom calls of the payment channel screens, typed. */

export interface ChannelStats {
  channelId: number;
  count: number;
  amount: number;
  todayCount: number;
  todayAmount: number;
}

interface PaymentChannelActions {
  status: Action<{ id: number; status: 0 | 1 }, null>;
  stats: Action<{ kind: string }, ChannelStats[]>;
}

export const paymentChannelActions = defineActions<PaymentChannelActions>({
  status: { path: 'chance-payment-channel/status' },
  stats: { path: 'chance-payment-channel/stats' },
});

export const usePaymentChannelCalls = () => useActions('paymentChannel', paymentChannelActions);
