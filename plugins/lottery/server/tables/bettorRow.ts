import { column, defineRowMapping } from '../../../../server/db/rowMapping';

/*
 * The member placing a bet (bets.ts): whether the account may bet and whether it is a trial one,
 * and the franchisee and agent the bet row and its stake journal are booked to.
 */
export const bettorRow = defineRowMapping({
  id: column('id').int(),
  franchiseeId: column('franchisee_id').int(),
  agentId: column('agent_id').int().nullable(),
  status: column('status').int(),
  isTest: column('is_test').int(),
});
