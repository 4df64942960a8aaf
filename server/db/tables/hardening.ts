import type { Generated } from 'kysely';

/*
 * Row types of migration 011_hardening: who controls a staff account (for maker-checker
 * independence), login throttling kept in the database (several server processes may share it),
 * and change requests (staff accounts with approval rights, money settings) awaiting a second
 * administrator. Times epoch ms UTC.
 */

/** Columns 011 adds to staff_user. */
export interface StaffProvenanceColumns {
  /** The staff account that created this one (null: seeded or created before 011 without a parent). */
  created_by: Generated<number | null>;
  /** Who last set its role (at creation or by an update that changed type or role). */
  role_set_by: Generated<number | null>;
  /** Who last set its password (itself after changing its own password). */
  password_set_by: Generated<number | null>;
}

export interface LoginThrottleTable {
  /** 'ip:<address>' or 'user:<typed username, lower case>'. */
  key: string;
  failures: number;
  last_failure_at: number;
  /** No attempt under this key is looked at before this time. */
  blocked_until: number;
}

/** A browser that signed in to this account before (migration 066); the token itself is never stored. */
export interface LoginDeviceTable {
  token_hash: string;
  staff_id: number;
  /** Wrong passwords sent with this token since its last success; at the limit the token is dropped. */
  failures: Generated<number>;
  created_at: number;
  last_used_at: number;
}

export type ChangeRequestKind = 'staff.add' | 'staff.update' | 'staff.resetPassword' | 'money_setting.save' | 'role.update';
export type ChangeRequestStatus = 'pending_approval' | 'applied' | 'rejected';

export interface ChangeRequestTable {
  id: Generated<number>;
  request_no: string;
  kind: ChangeRequestKind;
  /** The staff account changed (null for a new account or settings). */
  target_id: number | null;
  /** JSON of what will be applied (a password only as its scrypt hash). */
  payload_json: string;
  /** JSON of the state the change was made against; approval refuses if it moved meanwhile. */
  before_json: string;
  /** Scope of the request for franchisee checkers (null: platform-wide). */
  franchisee_id: number | null;
  status: Generated<ChangeRequestStatus>;
  maker_id: number;
  checker_id: Generated<number | null>;
  reviewed_at: Generated<number | null>;
  reject_reason: Generated<string>;
  created_at: number;
}

export interface HardeningTables {
  login_throttle: LoginThrottleTable;
  login_device: LoginDeviceTable;
  change_request: ChangeRequestTable;
}
