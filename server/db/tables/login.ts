import type { Generated } from 'kysely';

/*
 * Row types of the staff's sign-ins: their log (migration 001_init), login throttling kept in the
 * database, so several server processes share it (011_hardening), and the browsers that signed in
 * before (066_login_device). Times epoch ms UTC.
 */

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

export interface LoginTables {
  login_log: LoginLogTable;
  login_throttle: LoginThrottleTable;
  login_device: LoginDeviceTable;
}

export interface LoginLogTable {
  id: Generated<number>;
  username: string;
  staff_id: number | null;
  ip: string;
  user_agent: string;
  success: number;
  reason: string;
  created_at: number;
}
