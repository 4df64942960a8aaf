import type { MoneySlice } from '../slice';
import { reviewActions } from './reviewCalls';
import { lazyScreen } from '../../../src';

/** audit_management's review screens: the decision log, the queue awaiting review, one order's history (admin-type staff and franchisees). */
export const reviewsSlice: MoneySlice = {
  menu: {
    audit_management: {
      children: {
        audit_log: { screen: { resource: 'auditLog' }, roles: ['admin', 'franchisee'] },
        ImmediateAuditQuery: { screen: { resource: 'auditQueue' }, roles: ['admin', 'franchisee'] },
        auditDetails: { screen: { resource: 'auditDetails' }, roles: ['admin', 'franchisee'] },
      },
    },
  },
  resources: [
    { name: 'auditLog', list: lazyScreen(() => import('./AuditLogList')), endpoints: { getList: 'chance-audit-log/list' } },
    { name: 'auditQueue', list: lazyScreen(() => import('./AuditQueueList')), endpoints: { getList: 'chance-audit-queue/list' } },
    { name: 'auditDetails', list: lazyScreen(() => import('./AuditDetailsScreen')), endpoints: {}, actions: reviewActions },
  ],
};
