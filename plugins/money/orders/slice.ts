import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import PaymentsIcon from '@mui/icons-material/Payments';
import type { MoneySlice } from '../slice';
import { companyDepositActions, onlineDepositActions, withdrawalActions } from './orderCalls';
import { lazyScreen } from '../../../src';
import { MONEY_COUNTS } from '../shared/badges';
import { menuUrl } from '../../../shared/menuUrl';
import { COMPANY_INCOME_MENU, WITHDRAWAL_MENU } from '../shared/menu';

const REVIEWERS = ['admin', 'franchisee'] as const;

/** access: company and online deposit audit, withdrawal audit, and the two top-bar counters that open them. */
export const ordersSlice: MoneySlice = {
  menu: {
    access: {
      children: {
        company_income: { screen: { resource: 'companyDeposit' } },
        online_deposit: { screen: { resource: 'onlineDeposit' } },
        withdrawal: { screen: { resource: 'withdrawalOrder' } },
      },
    },
  },
  resources: [
    {
      name: 'companyDeposit',
      list: lazyScreen(() => import('./CompanyIncomeList')),
      recordRepresentation: 'orderNo',
      endpoints: { getList: 'chance-deposit-order/list' },
      actions: companyDepositActions,
    },
    {
      name: 'onlineDeposit',
      list: lazyScreen(() => import('./OnlineDepositList')),
      recordRepresentation: 'orderNo',
      endpoints: { getList: 'chance-deposit-order/online/list' },
      actions: onlineDepositActions,
    },
    {
      name: 'withdrawalOrder',
      list: lazyScreen(() => import('./WithdrawalOrderList')),
      recordRepresentation: 'orderNo',
      endpoints: { getList: 'chance-withdrawal-order/list', export: 'chance-withdrawal-order/export' },
      actions: withdrawalActions,
    },
  ],
  badges: [
    {
      key: MONEY_COUNTS.companyDeposit,
      count: MONEY_COUNTS.companyDeposit,
      icon: AccountBalanceIcon,
      title: 'money.menu.company_income',
      to: menuUrl(COMPANY_INCOME_MENU),
      roles: [...REVIEWERS],
      chime: true,
    },
    {
      key: MONEY_COUNTS.withdrawalAgent,
      count: MONEY_COUNTS.withdrawalAgent,
      icon: PaymentsIcon,
      title: 'money.menu.withdrawal',
      to: menuUrl(WITHDRAWAL_MENU),
      roles: [...REVIEWERS],
      chime: true,
    },
  ],
};
