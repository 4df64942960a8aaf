import type { MoneySlice } from '../slice';
import { paymentChannelActions } from './paymentCalls';
import { lazyScreen } from '../../../src';

type Screens = typeof import('./paymentScreens');
const screen = (name: keyof Screens) => lazyScreen(() => import('./paymentScreens').then((m) => ({ default: m[name] })));
const ROLES = ['admin', 'franchisee'] as const;

/** payment_management: channel screens of five kinds with their add pages, and the channel record lists. Only built screens are listed. */
export const paymentSlice: MoneySlice = {
  menu: {
    payment_management: {
      roles: [...ROLES],
      children: {
        member_deposit_record: { roles: [...ROLES], screen: { component: screen('BankUpiChannels') } },
        qrCode_deposit: { roles: [...ROLES], screen: { component: screen('QrChannels') } },
        third_payment: { roles: [...ROLES], screen: { component: screen('GatewayChannels') } },
        third_payment_add: { roles: [...ROLES], hidden: true, screen: { component: screen('GatewayAdd') } },
        virtual_currency: { roles: [...ROLES], screen: { component: screen('CryptoChannels') } },
        virtual_currency_add: { roles: [...ROLES], hidden: true, screen: { component: screen('CryptoAdd') } },
        automatic_withdrawal: { roles: [...ROLES], screen: { component: screen('PayoutChannels') } },
        automatic_withdrawal_add: { roles: [...ROLES], hidden: true, screen: { component: screen('PayoutAdd') } },
        bank_deposit_record: { roles: [...ROLES], screen: { component: screen('BankDepositRecords') } },
        member_deposit_record_qr: { roles: [...ROLES], screen: { component: screen('QrDepositRecords') } },
        third_payment_deposit_record: { roles: [...ROLES], screen: { component: screen('GatewayDepositRecords') } },
        automatic_withdrawal_record: { roles: [...ROLES], screen: { component: screen('PayoutRecords') } },
      },
    },
  },
  resources: [
    {
      name: 'paymentChannel',
      recordRepresentation: 'name',
      endpoints: { getList: 'chance-payment-channel/list', create: 'chance-payment-channel/save', update: 'chance-payment-channel/save' },
      actions: paymentChannelActions,
    },
    {
      name: 'bankDepositRecord',
      endpoints: { getList: 'chance-payment-channel/record/bank', export: 'chance-payment-channel/record/bank/export' },
    },
    {
      name: 'qrDepositRecord',
      endpoints: { getList: 'chance-payment-channel/record/qr', export: 'chance-payment-channel/record/qr/export' },
    },
    {
      name: 'gatewayDepositRecord',
      endpoints: { getList: 'chance-payment-channel/record/gateway', export: 'chance-payment-channel/record/gateway/export' },
    },
    {
      name: 'autoPayoutRecord',
      endpoints: { getList: 'chance-payment-channel/record/autoPayout', export: 'chance-payment-channel/record/autoPayout/export' },
    },
  ],
};
