import { column, defineRowMapping, type RowMappingTo } from '../../../../server/db/rowMapping';
import type { MemberHit } from '../members/memberSearch';

/*
 * member's rows where the account plugin reads them outside its member list: a member the command
 * palette finds (members/memberSearch.ts), and the owners of ledger accounts and history rows that
 * stop a member's removal (members/removal.ts; a ledger account's owner_id is the member's id as text).
 */

/** A member found by id, username or phone, with the kind of account it is. */
export const memberHitRow = defineRowMapping({
  id: column('id').int(),
  username: column('username').text(),
  nickname: column('nickname').text(),
  phone: column('phone').text(),
  kind: column('kind').text().oneOf(['formal', 'trial', 'internal']),
}) satisfies RowMappingTo<MemberHit>;

/** The member a member ledger account belongs to. */
export const accountOwnerRow = defineRowMapping({ memberId: column('owner_id').int() });

/** The member a history row (a bet, an order, …) belongs to. */
export const historyOwnerRow = defineRowMapping({ memberId: column('member_id').int() });
