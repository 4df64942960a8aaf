import { countRow } from '../../../server/db/countRow';
import type { ModuleCounter } from '../../../server/plugin/serverModule';
import type { LeverRequestKind } from './tables/killRate';
import { LOTTERY_COUNTS } from '../shared/badges';
import { KILL_RATE_CONTROL_MENU, LIMIT_SETTING_MENU, ODDS_SETTING_MENU } from '../shared/menu';

/** Lever requests of one kind waiting for a second admin; levers act on every franchisee's games, so there is no scope to cut by. */
function pendingLevers(kind: LeverRequestKind): ModuleCounter['count'] {
  return async (db) => {
    const row = await db
      .selectFrom('lever_request')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('lever_request.kind', '=', kind)
      .where('lever_request.status', '=', 'pending_approval')
      .executeTakeFirstOrThrow();
    return countRow.map(row).n;
  };
}

export const lotteryCounters: Record<string, ModuleCounter> = {
  [LOTTERY_COUNTS.oddsRequest]: { menu: ODDS_SETTING_MENU, count: pendingLevers('odds') },
  [LOTTERY_COUNTS.limitRequest]: { menu: LIMIT_SETTING_MENU, count: pendingLevers('limit') },
  [LOTTERY_COUNTS.bandRequest]: { menu: KILL_RATE_CONTROL_MENU, count: pendingLevers('band') },
};
