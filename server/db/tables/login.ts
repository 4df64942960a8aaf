import type { Generated } from 'kysely';

/*
 * Row types of the sign-in guards: login throttling kept in the database, so several server
 * processes share it (migration 011_hardening), and the browsers that signed in before
 * (migration 066_login_device). Times epoch ms UTC.
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
  login_throttle: LoginThrottleTable;
  login_device: LoginDeviceTable;
}
