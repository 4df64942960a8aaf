import type { ResourceDef } from '../../../src';
import type { AccountSlice } from '../slice';
import { adjustmentActions, cycleActions, periodActions, templateActions } from './calls';
import { lazyScreen } from '../../../src';

const resources: ResourceDef[] = [
  {
    name: 'commissionTemplate',
    list: lazyScreen(() => import('./TemplateList')),
    recordRepresentation: 'name',
    endpoints: { getList: 'chance-commission-template/list' },
    actions: templateActions,
  },
  {
    name: 'commissionPeriod',
    list: lazyScreen(() => import('./PeriodList')),
    recordRepresentation: 'periodKey',
    endpoints: { getList: 'chance-commission-period/list' },
    actions: { ...periodActions, ...cycleActions },
  },
  {
    name: 'commissionLine',
    list: lazyScreen(() => import('./MyCommission')),
    recordRepresentation: 'agentName',
    endpoints: { getList: 'chance-commission-line/list' },
  },
  { name: 'commissionMember', recordRepresentation: 'username', endpoints: { getList: 'chance-commission-line/members' } },
  {
    name: 'commissionAdjustment',
    recordRepresentation: 'reason',
    endpoints: { getList: 'chance-commission-adjustment/list' },
    actions: adjustmentActions,
  },
];

/** Agent rebate templates and commission settlement, under /Account_management/shareholder. */
export const commissionSlice: AccountSlice = {
  menu: {
    shareholder: {
      children: {
        commission_template: { roles: ['admin', 'franchisee'], screen: { resource: 'commissionTemplate' } },
        commission_period: { roles: ['admin'], screen: { resource: 'commissionPeriod' } },
        my_commission: { screen: { resource: 'commissionLine' } },
      },
    },
  },
  resources,
};
