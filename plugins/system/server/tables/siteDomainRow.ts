import { column, defineRowMapping } from '../../../../server/db/rowMapping';
import { DOMAIN_TYPES } from '../../shared/domainContract';

/*
 * site_domain's rows as the domain screen lists them (domain/domainRoutes.ts), with the bound
 * agent's account and promotion link joined; and the fields a change's operation log records.
 * Flags 0/1 as the contract answers them, times epoch ms.
 */
export const siteDomainRow = defineRowMapping({
  id: column('id').int(),
  name: column('name').text(),
  type: column('type').text().oneOf(DOMAIN_TYPES),
  status: column('status').int(),
  promotion: column('promotion').int(),
  display: column('display').int(),
  agentId: column('agent_id').int().nullable(),
  agentName: column('agent_username').text().nullable(),
  promotionLink: column('agent_promotion_link').text().nullable(),
  remark: column('remark').text(),
  createTime: column('created_at').epochMs(),
  updateTime: column('updated_at').epochMs(),
});

/** What the operation log keeps of a domain before and after a change. */
export const siteDomainSnapshot = siteDomainRow.pick('name', 'type', 'status', 'promotion', 'display', 'agentId', 'remark');
