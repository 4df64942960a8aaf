import type { Generated } from 'kysely';

/*
 * Row type of the agent applications the account plugin reviews: the table of migration 001_init
 * with the details 004_people_content adds (all with database defaults, hence Generated). Times
 * epoch ms UTC.
 */

export interface AgentApplyRecordTable {
  id: Generated<number>;
  username: string;
  phone: string;
  station_id: number;
  parent_agent_id: number | null;
  /** 0 pending, 1 approved, 2 rejected. */
  status: number;
  created_at: number;
  // 004_people_content
  real_name: Generated<string>;
  email: Generated<string>;
  agent_type: Generated<string>;
  promotion_site: Generated<string>;
  message: Generated<string>;
  ip: Generated<string>;
  reviewed_by: Generated<number | null>;
  reviewed_at: Generated<number | null>;
  review_note: Generated<string>;
}

// The core's database type gains this table by declaration merging: no core file names it.
declare module '../../../../server/db/schema' {
  interface DB {
    agent_apply_record: AgentApplyRecordTable;
  }
}
