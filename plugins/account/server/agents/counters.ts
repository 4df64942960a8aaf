import { countRow } from '../../../../server/db/countRow';
import type { Database } from '../../../../server/db/database';
import type { ModuleCounter } from '../../../../server/plugin/serverModule';
import { scopeFilter, type Scope } from '../../../../server/scope/scope';
import { ACCOUNT_COUNTS } from '../../shared/badges';
import { AGENT_APPLICATION_MENU } from '../../shared/menu';

/** Agent applications waiting for a decision (status 0), over the caller's stations or downline. */
export const agentCounters: Record<string, ModuleCounter> = {
  [ACCOUNT_COUNTS.agentApplication]: {
    menu: AGENT_APPLICATION_MENU,
    count: async (db: Database, scope: Scope) => {
      const row = await db
        .selectFrom('agent_apply_record as r')
        .innerJoin('station as s', 's.id', 'r.station_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('r.status', '=', 0)
        .where(scopeFilter(scope, { franchisee: 's.franchisee_id', agent: 'r.parent_agent_id' }))
        .executeTakeFirstOrThrow();
      return countRow.map(row).n;
    },
  },
};
