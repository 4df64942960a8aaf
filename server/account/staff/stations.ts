import { z } from 'zod';
import { containsText } from '../db/filters';
import { defineRoute } from '../http/route';
import { listFields, optionalText, pageWindow } from '../http/validate';
import { scopeFilter, scopeOf } from '../scope/scope';

const SORT_COLUMNS = {
  id: 'station.id',
  code: 'station.code',
  name: 'station.name',
  amount: 'station.amount',
  createTime: 'station.created_at',
} as const;

export const stationRoutes = [
  // Stations (sites) in scope: a franchisee its own, an agent the one it belongs to.
  defineRoute({
    method: 'POST',
    path: '/station/api/query/station/list',
    auth: 'staff',
    body: z.object({ ...listFields(30, ['id', 'code', 'name', 'amount', 'createTime']), name: optionalText }),
    async handler({ db, caller, body }) {
      const filtered = db
        .selectFrom('station')
        .innerJoin('franchisee', 'franchisee.id', 'station.franchisee_id')
        .where(scopeFilter(scopeOf(caller), { franchisee: 'station.franchisee_id', station: 'station.id' }))
        .$if(body.name !== undefined, (qb) => qb.where(containsText('station.name', body.name as string)));
      const { limit, offset } = pageWindow(body);
      const [count, list] = await Promise.all([
        filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        filtered
          .select([
            'station.id', 'station.code', 'station.name', 'station.franchisee_id as franchiseeId', 'franchisee.name as franchiseeName',
            'station.amount', 'station.status', 'station.created_at as createTime',
          ])
          .orderBy(SORT_COLUMNS[body.sortField ?? 'id'], body.sortOrder === 'DESC' ? 'desc' : 'asc')
          .orderBy('station.id')
          .limit(limit)
          .offset(offset)
          .execute(),
      ]);
      return { list, total: count.total };
    },
  }),
];
