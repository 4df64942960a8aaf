import type { MoneySlice } from '../slice';
import { paymentChannelActions } from './paymentCalls';
import { lazyScreen } from '../../../src';

type Screens = typeof import('./paymentScreens');
const screen = (name: keyof Screens) => lazyScreen(() => import('./paymentScreens').then((m) => ({ default: m[name] })));
const ROLES = ['admin', 'franchisee'] as const;

/** payment_management: channel screens of five kinds with their add pages, and the channel record lists. Only built screens are listed. */
export const paymentSlice: MoneySlice = {
  menu: [
    {
      name: 'money_management',
      title: 'money.menu.money_management',
      children: [
        {
          name: 'payment_management',
          title: 'money.menu.payment_management',
          roles: [...ROLES],
          children: [
            {
              name: 'member_deposit_record',
              title: 'money.menu.member_deposit_record',
              roles: [...ROLES],
              screen: { component: screen('BankUpiChannels') },
            },
            { name: 'qrCode_deposit', title: 'money.menu.qrCode_deposit', roles: [...ROLES], screen: { component: screen('QrChannels') } },
            {
              name: 'third_payment',
              title: 'money.menu.third_payment',
              roles: [...ROLES],
              screen: { component: screen('GatewayChannels') },
            },
            {
              name: 'third_payment_add',
              title: 'money.menu.third_payment_add',
              roles: [...ROLES],
              hidden: true,
              screen: { component: screen('GatewayAdd') },
            },
            {
              name: 'virtual_currency',
              title: 'money.menu.virtual_currency',
              roles: [...ROLES],
              screen: { component: screen('CryptoChannels') },
            },
            {
              name: 'virtual_currency_add',
              title: 'money.menu.virtual_currency_add',
              roles: [...ROLES],
              hidden: true,
              screen: { component: screen('CryptoAdd') },
            },
            {
              name: 'automatic_withdrawal',
              title: 'money.menu.automatic_withdrawal',
              roles: [...ROLES],
              screen: { component: screen('PayoutChannels') },
            },
            {
              name: 'automatic_withdrawal_add',
              title: 'money.menu.automatic_withdrawal_add',
              roles: [...ROLES],
              hidden: true,
              screen: { component: screen('PayoutAdd') },
            },
            {
              name: 'bank_deposit_record',
              title: 'money.menu.bank_deposit_record',
              roles: [...ROLES],
              screen: { component: screen('BankDepositRecords') },
            },
            {
              name: 'member_deposit_record_qr',
              title: 'money.menu.member_deposit_record_qr',
              roles: [...ROLES],
              screen: { component: screen('QrDepositRecords') },
            },
            {
              name: 'third_payment_deposit_record',
              title: 'money.menu.third_payment_deposit_record',
              roles: [...ROLES],
              screen: { component: screen('GatewayDepositRecords') },
            },
            {
              name: 'automatic_withdrawal_record',
              title: 'money.menu.automatic_withdrawal_record',
              roles: [...ROLES],
              screen: { component: screen('PayoutRecords') },
            },
          ],
        },
      ],
    },
  ],
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
