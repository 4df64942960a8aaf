import type { Generated } from 'kysely';

/* Row types of the staff accounts, their roles and sessions (migration 001_init). Times epoch ms UTC. */

/**
 * Columns migration 011_hardening adds to staff_user: who controls a staff account, for
 * maker-checker independence.
 */
export interface StaffProvenanceColumns {
  /** The staff account that created this one (null: seeded or created before 011 without a parent). */
  created_by: Generated<number | null>;
  /** Who last set its role (at creation or by an update that changed type or role). */
  role_set_by: Generated<number | null>;
  /** Who last set its password (itself after changing its own password). */
  password_set_by: Generated<number | null>;
}

export interface RoleTable {
  id: Generated<number>;
  code: string;
  name: string;
  /** JSON: MenuEntry[] (tree of { title, children }). */
  menu_list: string;
  /** Comma or newline separated IPs / CIDRs; empty = any address. */
  ip_whitelist: string;
  created_at: number;
}

export interface StaffUserTable extends StaffProvenanceColumns {
  id: Generated<number>;
  username: string;
  password_hash: string;
  /** 0 admin, 1 franchisee, 2 agent. */
  type: number;
  role_id: number;
  franchisee_id: number | null;
  station_id: number | null;
  agent_id: number | null;
  parent_id: number | null;
  /** 1 Chinese, 0 English. */
  language: number;
  ip_whitelist: string;
  /** 0 active, 1 disabled. */
  status: number;
  failed_logins: number;
  locked_until: number | null;
  last_login_at: number | null;
  last_login_ip: string | null;
  created_at: number;
  updated_at: number;
}

export interface SessionTable {
  id: Generated<number>;
  token_hash: string;
  staff_id: number;
  created_at: number;
  expires_at: number;
  last_seen_at: number;
  ip: string;
}

export interface StaffAccountTables {
  role: RoleTable;
  staff_user: StaffUserTable;
  session: SessionTable;
}
