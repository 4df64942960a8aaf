import { column, defineRowMapping } from '../../../../server/db/rowMapping';
import { RISK_KINDS } from '../../shared/riskKinds';
import { RISK_ACTIONS } from '../../shared/riskListContract';

/*
 * risk_list's rows as the risk list screen shows them (risk/riskListRoutes.ts), with the name of
 * the staff member who added each; the route adds whether it is active now. Enabled 0/1 as the
 * contract answers it, times epoch ms.
 */
export const riskListRow = defineRowMapping({
  id: column('id').int(),
  kind: column('kind').text().oneOf(RISK_KINDS),
  value: column('value').text(),
  action: column('action').text().oneOf(RISK_ACTIONS),
  reason: column('reason').text(),
  enabled: column('enabled').int().oneOf([0, 1]),
  expiresAt: column('expires_at').epochMs().nullable(),
  createTime: column('created_at').epochMs(),
  createdBy: column('creator_username').text().nullable(),
});

/** What the operation log keeps of an entry before and after a change. */
export const riskListSnapshot = riskListRow
  .pick('kind', 'value', 'action', 'reason')
  .extend({ enabled: column('enabled').bool01(), expiresAt: riskListRow.fields.expiresAt });
