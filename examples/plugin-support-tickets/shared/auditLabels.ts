import type { AuditLabels } from '../../../shared/auditLabels';

/** Names of the operation-log codes the support_tickets server writes (its server module and console manifest both carry them). */
export const auditLabels: AuditLabels = {
  actions: { 'support_tickets.save': ['保存客服工单', 'Save an entry of Support Tickets'] },
  targets: { support_tickets_item: ['客服工单', 'Support Tickets entry'] },
};
