import type { Generated } from 'kysely';

/*
 * Row types of the tenancy the core's scope is built on (migration 001_init): franchisees, their
 * stations, the agent lines and the members under them. The core reads and writes them (scope,
 * sessions, the ledger's order basics, members' last sighting, system messages); the account
 * plugin merges the columns its own migrations and 004_people_content add
 * (plugins/account/server/tables/).
 */

export interface FranchiseeTable {
  id: Generated<number>;
  code: string;
  name: string;
  status: number;
  created_at: number;
}

export interface StationTable {
  id: Generated<number>;
  franchisee_id: number;
  code: string;
  name: string;
  /** Quota in paise. */
  amount: number;
  status: number;
  created_at: number;
}

export interface AgentTable {
  id: Generated<number>;
  username: string;
  parent_id: number | null;
  station_id: number;
  franchisee_id: number;
  level: number;
  /** Materialised path of ids, '/1/7/42/': a subtree is `path LIKE '/1/7/%'`. */
  path: string;
  status: number;
  created_at: number;
}

export interface MemberTable {
  id: Generated<number>;
  username: string;
  nickname: string;
  phone: string;
  station_id: number;
  franchisee_id: number;
  agent_id: number | null;
  is_internal: number;
  /** 'en' or 'hi' (migration 004_people_content; the core's system messages are written in it). */
  language: Generated<string>;
  status: number;
  created_at: number;
  last_login_at: number | null;
  online_at: number | null;
  first_charge_at: number | null;
}

export interface TenancyTables {
  franchisee: FranchiseeTable;
  station: StationTable;
  agent: AgentTable;
  member: MemberTable;
}
