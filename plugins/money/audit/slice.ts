import type { MoneySlice } from '../slice';
import { moneySettingActions } from './auditCalls';
import { lazyScreen } from '../../../src';

/** audit_management: the audit settings under maker-checker. */
export const auditSlice: MoneySlice = {
  menu: {
    audit_management: {
      children: {
        audit_Configuration: { screen: { resource: 'moneySettingRequest' }, roles: ['admin'] },
      },
    },
  },
  resources: [
    {
      name: 'moneySettingRequest',
      list: lazyScreen(() => import('./AuditConfiguration')),
      endpoints: { getList: 'chance-money-setting/request/list' },
      actions: moneySettingActions,
    },
  ],
};
