import type { Generated } from 'kysely';

/** Row types of migration 005 (agent quota records and default agents). */

/**
 * One change of an offline agent's quota (credit line). `kind` 'set' is an administrator setting
 * the line (from_agent_id null), 'transfer' moves available quota from one agent to another.
 * limit_before/after are the receiving agent's quota_limit around the change.
 */
export interface AgentQuotaRecordTable {
  id: Generated<number>;
  franchisee_id: number;
  kind: 'set' | 'transfer';
  from_agent_id: number | null;
  to_agent_id: number;
  /** Paise; positive. For 'set' the absolute size of the change. */
  amount: number;
  limit_before: number;
  limit_after: number;
  remark: Generated<string>;
  staff_id: number;
  created_at: number;
}

/** The agent that members registering without an invitation code join, per station. */
export interface AgentDefaultTable {
  station_id: number;
  agent_id: number;
  staff_id: number;
  updated_at: number;
}

export interface AgentTables {
  agent_quota_record: AgentQuotaRecordTable;
  agent_default: AgentDefaultTable;
}

// The core's database type gains these tables by declaration merging: no core file names them.
declare module '../../../../server/db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merge adds the tables, nothing of its own
  interface DB extends AgentTables {}
}
