import { z } from 'zod';
import { containsText } from '../../db/filters';
import { defineRoute } from '../../http/route';
import { idField, listFields, optionalId, optionalText, pageWindow } from '../../http/validate';
import { scopeFilter, scopeOf } from '../../scope/scope';

const SORT_COLUMNS = { id: 'agent.id', username: 'agent.username' } as const;

export const selectListRoutes = [
  // Suggestions for agent pickers across screens; an agent only finds itself and its downline.
  defineRoute({
    method: 'POST',
    path: '/chance_offline_agent/selectList',
    auth: 'staff',
    body: z.object({ ...listFields(20, ['id', 'username']), usernameKeyword: optionalText, stationId: optionalId, ids: z.array(idField).min(1).max(100).optional() }),
    async handler({ db, caller, body }) {
      const filtered = db
        .selectFrom('agent')
        .where(scopeFilter(scopeOf(caller), { franchisee: 'agent.franchisee_id', agent: 'agent.id' }))
        .$if(body.usernameKeyword !== undefined, (qb) => qb.where(containsText('agent.username', body.usernameKeyword as string)))
        .$if(body.stationId !== undefined, (qb) => qb.where('agent.station_id', '=', body.stationId as number))
        .$if(body.ids !== undefined, (qb) => qb.where('agent.id', 'in', body.ids as number[]));
      const { limit, offset } = body.ids ? { limit: body.ids.length, offset: 0 } : pageWindow(body);
      const [count, list] = await Promise.all([
        filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        filtered
          .select(['agent.id', 'agent.username'])
          .orderBy(SORT_COLUMNS[body.sortField ?? 'username'], body.sortOrder === 'DESC' ? 'desc' : 'asc')
          .orderBy('agent.id')
          .limit(limit)
          .offset(offset)
          .execute(),
      ]);
      return { list, total: count.total };
    },
  }),
];
