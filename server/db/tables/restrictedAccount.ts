import type { Generated } from 'kysely';

/*
 * Row type of the restricted accounts ("small black room"), a table of migration 004_people_content
 * that the lottery's plugins/lottery/server/restricted.ts writes (within its per-franchisee limits).
 */

export interface RestrictedAccountTable {
  id: Generated<number>;
  franchisee_id: number;
  member_id: number;
  restriction: 'betting_suspended' | 'stake_cap';
  stake_cap: number | null;
  enabled: number;
  reason: string;
  created_by: number | null;
  expires_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface RestrictedAccountTables {
  restricted_account: RestrictedAccountTable;
}
