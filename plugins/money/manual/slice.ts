import type { ResourceDef } from '../../../src';
import type { MoneySlice } from '../slice';
import { manualRequestActions } from './manualCalls';
import AddCardIcon from '@mui/icons-material/AddCard';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlined';
import { lazyScreen } from '../../../src';
import { MONEY_COUNTS } from '../shared/badges';
import { menuUrl } from '../../../shared/menuUrl';
import { MANUAL_DEPOSIT_RECORD_MENU, MANUAL_WITHDRAWAL_RECORD_MENU } from '../shared/menu';

const record = (name: string, path: string, list: ResourceDef['list']): ResourceDef => ({
  name,
  list,
  endpoints: { getList: path },
  actions: manualRequestActions,
});
// A batch screen lists its requests (the shared request list, filtered to batches of its direction); export = one request's per-row result.
const batch = (name: string, result: string, list: ResourceDef['list']): ResourceDef => ({
  name,
  list,
  endpoints: { getList: 'chance-manual/request/list', export: result },
  actions: manualRequestActions,
});

/** manual_access: single and batch manual credits and debits as requests, their approval and their records. */
export const manualSlice: MoneySlice = {
  menu: {
    manual_access: {
      children: {
        manual_deposit: { screen: { resource: 'manualDeposit' } },
        manual_deposit_batch: { screen: { resource: 'manualDepositBatch' } },
        manual_deposit_record: { screen: { resource: 'manualDepositRecord' } },
        manual_withdrawal: { screen: { resource: 'manualWithdrawal' } },
        manual_withdrawal_batch: { screen: { resource: 'manualWithdrawalBatch' } },
        manual_withdrawal_record: { screen: { resource: 'manualWithdrawalRecord' } },
      },
    },
  },
  // A checker's queues: requests wait on the record screens, where another admin decides them.
  badges: [
    {
      key: MONEY_COUNTS.manualCredit,
      count: MONEY_COUNTS.manualCredit,
      icon: AddCardIcon,
      title: 'money.menu.manual_deposit_record',
      to: menuUrl(MANUAL_DEPOSIT_RECORD_MENU),
      roles: ['admin', 'franchisee'],
      topBar: false,
    },
    {
      key: MONEY_COUNTS.manualDebit,
      count: MONEY_COUNTS.manualDebit,
      icon: RemoveCircleOutlineIcon,
      title: 'money.menu.manual_withdrawal_record',
      to: menuUrl(MANUAL_WITHDRAWAL_RECORD_MENU),
      roles: ['admin', 'franchisee'],
      topBar: false,
    },
  ],
  resources: [
    record(
      'manualDeposit',
      'chance-manual/deposit/record',
      lazyScreen(() => import('./ManualDepositScreen')),
    ),
    batch(
      'manualDepositBatch',
      'chance-manual/deposit/batch/result',
      lazyScreen(() => import('./ManualDepositBatchScreen')),
    ),
    record(
      'manualDepositRecord',
      'chance-manual/deposit/record',
      lazyScreen(() => import('./ManualDepositRecordList')),
    ),
    record(
      'manualWithdrawal',
      'chance-manual/withdrawal/record',
      lazyScreen(() => import('./ManualWithdrawalScreen')),
    ),
    batch(
      'manualWithdrawalBatch',
      'chance-manual/withdrawal/batch/result',
      lazyScreen(() => import('./ManualWithdrawalBatchScreen')),
    ),
    record(
      'manualWithdrawalRecord',
      'chance-manual/withdrawal/record',
      lazyScreen(() => import('./ManualWithdrawalRecordList')),
    ),
    // The request calls (member lookup, submit, approve, reject) the screens above share.
    { name: 'manualRequest', endpoints: { getList: 'chance-manual/request/list' }, actions: manualRequestActions },
  ],
};
