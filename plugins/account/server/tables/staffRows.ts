import { column, computed, defineRowMapping } from '../../../../server/db/rowMapping';
import type { MenuEntry } from '../../../../server/menu/catalogue';

/*
 * The staff screens' rows (staff/franchiseeRoutes.ts, staff/roleRoutes.ts, staff/stationRoutes.ts,
 * staff/userRoutes.ts): franchisees with how many stations they have and their stations' quota,
 * roles with how many staff accounts hold them, stations with their franchisee's name and their
 * quota changes, staff accounts with the names of their role, franchisee, station and agent. Counts and sums are subqueries (BIGINT / NUMERIC on PostgreSQL; null over no rows).
 * Quotas in paise, times epoch ms.
 */

export const franchiseeRow = defineRowMapping({
  id: column('id').int(),
  code: column('code').text(),
  name: column('name').text(),
  status: column('status').int(),
  createTime: column('created_at').epochMs(),
  stationCount: column('stationCount').int().nullAs(0),
  quota: column('quota').money().nullAs(0),
});

/** A role; the route adds whether it is one of the seeded ones. */
export const roleRow = defineRowMapping({
  id: column('id').int(),
  code: column('code').text(),
  name: column('name').text(),
  ipWhitelist: column('ip_whitelist').text(),
  createTime: column('created_at').epochMs(),
  userCount: column('userCount').int().nullAs(0),
  // Stored by the role editor from the server's own catalogue (staff/menuTree.ts normalises it).
  menuList: computed((row: { menu_list: string }) => JSON.parse(row.menu_list) as MenuEntry[]),
});

/** A station with its franchisee's name (joined as franchisee_name); its quota in paise. */
export const stationRow = defineRowMapping({
  id: column('id').int(),
  code: column('code').text(),
  name: column('name').text(),
  franchiseeId: column('franchisee_id').int(),
  franchiseeName: column('franchisee_name').text(),
  amount: column('amount').money(),
  status: column('status').int(),
  createTime: column('created_at').epochMs(),
});

/** One station_quota_record row (kind 1 top-up, 2 withdrawal) with its station's name (station_name). */
export const stationQuotaRecordRow = defineRowMapping({
  id: column('id').int(),
  stationId: column('station_id').int(),
  stationName: column('station_name').text(),
  franchiseeId: column('franchisee_id').int(),
  kind: column('kind').int(),
  amount: column('amount').money(),
  balanceBefore: column('balance_before').money(),
  balanceAfter: column('balance_after').money(),
  remark: column('remark').text(),
  operator: column('staff_username').text(),
  createTime: column('created_at').epochMs(),
});

/**
 * A staff account with its role's name (role_name) and, left joined, its franchisee's and station's
 * names (franchisee_name, station_name) and its agent's username (agent_username): null for the
 * types that have none.
 */
export const staffUserRow = defineRowMapping({
  id: column('id').int(),
  username: column('username').text(),
  type: column('type').int(),
  roleId: column('role_id').int(),
  roleName: column('role_name').text(),
  franchiseeId: column('franchisee_id').int().nullable(),
  franchiseeName: column('franchisee_name').text().nullable(),
  stationId: column('station_id').int().nullable(),
  stationName: column('station_name').text().nullable(),
  agentId: column('agent_id').int().nullable(),
  agentName: column('agent_username').text().nullable(),
  ipWhitelist: column('ip_whitelist').text(),
  status: column('status').int(),
  language: column('language').int(),
  lastLoginTime: column('last_login_at').epochMs().nullable(),
  lastLoginIp: column('last_login_ip').text().nullable(),
  createTime: column('created_at').epochMs(),
  updateTime: column('updated_at').epochMs(),
});
