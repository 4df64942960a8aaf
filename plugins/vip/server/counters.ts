import { countRow } from '../../../server/db/countRow';
import type { ModuleCounter } from '../../../server/plugin/serverModule';
import { scopeFilter } from '../../../server/scope/scope';
import { VIP_COUNTS } from '../shared/badges';
import { INTEGRAL_MANAGEMENT_MENU } from '../shared/menu';

/** Points adjustments waiting for a checker, in the caller's franchisee scope. */
export const vipCounters: Record<string, ModuleCounter> = {
  [VIP_COUNTS.pointsAdjustment]: {
    menu: INTEGRAL_MANAGEMENT_MENU,
    count: async (db, scope) => {
      const row = await db
        .selectFrom('points_adjustment')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('points_adjustment.status', '=', 'pending_approval')
        .where(scopeFilter(scope, { franchisee: 'points_adjustment.franchisee_id' }))
        .executeTakeFirstOrThrow();
      return countRow.map(row).n;
    },
  },
};
