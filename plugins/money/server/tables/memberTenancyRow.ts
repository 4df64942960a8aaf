import { column, defineRowMapping } from '../../../../server/db/rowMapping';

/**
 * A member and the franchisee it belongs to, as an order or the Yue Bao job reads them (the row
 * orderBasics.memberTenancy answers; yuebao.ts's tenants of a batch): whose member log an order's
 * submission goes to, whose accounts a posting's tenant names.
 */
export const memberTenancyRow = defineRowMapping({
  memberId: column('id').int(),
  franchiseeId: column('franchisee_id').int(),
});
