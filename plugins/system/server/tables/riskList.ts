import type { Generated } from 'kysely';

/* Row type of the risk lists (a table of the core's migration 004_people_content that the system plugin writes and enforces). */

export interface RiskListTable {
  id: Generated<number>;
  franchisee_id: number | null;
  kind: 'ip' | 'device' | 'bank_account' | 'upi' | 'member';
  value: string;
  action: 'block_login' | 'block_withdraw' | 'review';
  reason: Generated<string>;
  enabled: Generated<number>;
  expires_at: number | null;
  created_by: number | null;
  created_at: number;
}

// The core's database type gains this table by declaration merging: no core file names it.
declare module '../../../../server/db/schema' {
  interface DB {
    risk_list: RiskListTable;
  }
}
