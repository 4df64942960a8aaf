import { z } from 'zod';
import { column, defineRowMapping } from '../db/rowMapping';
import type { MenuEntry } from '../menu/catalogue';

/*
 * staff_user's rows as signing in and resolving a session read them, with the account's role
 * (role) and, for an agent login, the agent it is linked to (agent). Times epoch ms. The caller a
 * session stands for is worked out from these in session.ts.
 */

/** A staff account as a sign-in checks it (login.ts): its password hash, status and both IP whitelists. */
export const signInStaffRow = defineRowMapping({
  id: column('id').int(),
  passwordHash: column('password_hash').text(),
  status: column('status').int(),
  ipWhitelist: column('ip_whitelist').text(),
  roleIpWhitelist: column('role_ip_whitelist').text(),
});

/** A role's menu rights as stored (menu_list, a JSON tree the role editor writes). */
const menuList = z.custom<MenuEntry[]>((value) => Array.isArray(value));

/** A session found by its token, with its staff account, the account's role and the linked agent. */
export const sessionStaffRow = defineRowMapping({
  sessionId: column('session_id').int(),
  expiresAt: column('expires_at').epochMs(),
  lastSeenAt: column('last_seen_at').epochMs(),
  staffId: column('staff_id').int(),
  username: column('username').text(),
  type: column('type').int(),
  language: column('language').int(),
  status: column('status').int(),
  ipWhitelist: column('ip_whitelist').text(),
  franchiseeId: column('franchisee_id').int().nullable(),
  stationId: column('station_id').int().nullable(),
  agentId: column('agent_id').int().nullable(),
  roleId: column('role_id').int(),
  roleCode: column('role_code').text(),
  roleName: column('role_name').text(),
  menuList: column('menu_list').json(menuList),
  roleIpWhitelist: column('role_ip_whitelist').text(),
  // The agent's columns are null unless the account is linked to one (a left join).
  agentPath: column('agent_path').text().nullable(),
  agentParentId: column('agent_parent_id').int().nullable(),
  agentStationId: column('agent_station_id').int().nullable(),
  agentFranchiseeId: column('agent_franchisee_id').int().nullable(),
});
