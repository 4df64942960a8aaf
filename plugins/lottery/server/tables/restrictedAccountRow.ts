import { column, defineRowMapping } from '../../../../server/db/rowMapping';

/*
 * restricted_account's rows as the black-house screen lists them (blackHouseRoutes.ts), with the
 * franchisee's name, the member's account and the staff who added each; the route adds whether
 * its expiry has passed. Paise, 0/1 as the contract answers it, epoch ms.
 */
export const restrictedAccountRow = defineRowMapping({
  id: column('id').int(),
  franchiseeId: column('franchisee_id').int(),
  franchiseeName: column('franchisee_name').text(),
  memberId: column('member_id').int(),
  username: column('username').text(),
  restriction: column('restriction').text().oneOf(['betting_suspended', 'stake_cap']),
  stakeCap: column('stake_cap').money().nullable(),
  enabled: column('enabled').int(),
  reason: column('reason').text(),
  createdBy: column('created_by_username').text().nullable(),
  expiresAt: column('expires_at').epochMs().nullable(),
  createdAt: column('created_at').epochMs(),
  updatedAt: column('updated_at').epochMs(),
});

/** A franchisee's restricted accounts, all and enabled, against the limits. */
export const restrictedCountsRow = defineRowMapping({
  franchiseeId: column('franchisee_id').int(),
  franchiseeName: column('franchisee_name').text(),
  total: column('total').int(),
  enabled: column('enabled').int(),
});
