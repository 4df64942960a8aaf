import type { MoneySlice } from '../slice';
import { reviewActions } from './reviewCalls';
import { lazyScreen } from '../../../src';

/** audit_management's review screens: the decision log, the queue awaiting review, one order's history (admin-type staff and franchisees). */
export const reviewsSlice: MoneySlice = {
  menu: [
    {
      name: 'money_management',
      title: 'money.menu.money_management',
      children: [
        {
          name: 'audit_management',
          title: 'money.menu.audit_management',
          children: [
            { name: 'audit_log', title: 'money.menu.audit_log', screen: { resource: 'auditLog' }, roles: ['admin', 'franchisee'] },
            {
              name: 'ImmediateAuditQuery',
              title: 'money.menu.ImmediateAuditQuery',
              screen: { resource: 'auditQueue' },
              roles: ['admin', 'franchisee'],
            },
            {
              name: 'auditDetails',
              title: 'money.menu.auditDetails',
              screen: { resource: 'auditDetails' },
              roles: ['admin', 'franchisee'],
            },
          ],
        },
      ],
    },
  ],
  resources: [
    { name: 'auditLog', list: lazyScreen(() => import('./AuditLogList')), endpoints: { getList: 'chance-audit-log/list' } },
    { name: 'auditQueue', list: lazyScreen(() => import('./AuditQueueList')), endpoints: { getList: 'chance-audit-queue/list' } },
    { name: 'auditDetails', list: lazyScreen(() => import('./AuditDetailsScreen')), endpoints: {}, actions: reviewActions },
  ],
};
