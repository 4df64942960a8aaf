import { column, computed, defineRowMapping } from '../../../../server/db/rowMapping';
import type { MenuEntry } from '../../../../server/menu/catalogue';

/*
 * The staff screens' rows (staff/franchiseeRoutes.ts, staff/roleRoutes.ts): franchisees with how
 * many stations they have and their stations' quota, roles with how many staff accounts hold
 * them. Counts and sums are subqueries (BIGINT / NUMERIC on PostgreSQL; null over no rows).
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
