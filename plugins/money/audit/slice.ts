import type { MoneySlice } from '../slice';
import { moneySettingActions } from './auditCalls';
import { lazyScreen } from '../../../src';

/** audit_management: the audit settings under maker-checker. */
export const auditSlice: MoneySlice = {
  menu: [
    {
      name: 'money_management',
      title: 'money.menu.money_management',
      children: [
        {
          name: 'audit_management',
          title: 'money.menu.audit_management',
          children: [
            {
              name: 'audit_Configuration',
              title: 'money.menu.audit_Configuration',
              screen: { resource: 'moneySettingRequest' },
              roles: ['admin'],
            },
          ],
        },
      ],
    },
  ],
  resources: [
    {
      name: 'moneySettingRequest',
      list: lazyScreen(() => import('./AuditConfiguration')),
      endpoints: { getList: 'chance-money-setting/request/list' },
      actions: moneySettingActions,
    },
  ],
};
