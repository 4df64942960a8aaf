import type { ModuleCounter } from '../../../server/plugin/serverModule';
import { OPEN_COUNT } from '../shared/items';
import { SUPPORT_TICKETS_MENU } from '../shared/menu';

/** Open items: the badge on the list's menu leaf and in the top bar. */
export const supportTicketsCounters: Record<string, ModuleCounter> = {
  [OPEN_COUNT]: {
    menu: SUPPORT_TICKETS_MENU.support_tickets_management.support_tickets_list.path,
    count: async (db) => {
      const row = await db
        .selectFrom('support_tickets_item')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'open')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  },
};
