import type { StaffRequestKind } from '../../shared/staffUserContract';

/*
 * The change-request kinds the account plugin submits: staff accounts holding an approval right
 * (created, updated, password reset) and roles gaining one, approved by a second administrator
 * (staff/staffRequestRoutes.ts). They are its contract's kinds, so the two cannot drift.
 */
declare module '../../../../server/db/tables/changeRequest' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merge adds the kinds, nothing of its own
  interface ChangeRequestKinds extends Record<StaffRequestKind, true> {}
}
