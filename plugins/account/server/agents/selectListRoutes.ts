import { containsText } from '../../../../server/db/filters';
import { defineSort, pagedList } from '../../../../server/http/pagedList';
import { anySignedInStaff, defineRoute } from '../../../../server/http/route';
import { scopeFilter, scopeOf } from '../../../../server/scope/scope';
import { agentPickerContracts as contracts } from '../../shared/agentPickerContract';

const PICKER_SORT = defineSort({
  columns: { id: 'agent.id', username: 'agent.username' },
  defaultField: 'username',
  defaultOrder: 'asc',
  tieBreak: { column: 'agent.id', order: 'asc' },
});

export const selectListRoutes = [
  // Suggestions for agent pickers across screens; an agent only finds itself and its downline.
  defineRoute({
    contract: contracts.selectList,
    auth: 'staff',
    menu: anySignedInStaff('the agent picker of filters and forms across sections: ids and usernames in the caller’s scope only'),
    async handler({ db, caller, body }) {
      const filtered = db
        .selectFrom('agent')
        .where(scopeFilter(scopeOf(caller), { franchisee: 'agent.franchisee_id', agent: 'agent.id' }))
        .$if(body.usernameKeyword !== undefined, (qb) => qb.where(containsText('agent.username', body.usernameKeyword as string)))
        .$if(body.stationId !== undefined, (qb) => qb.where('agent.station_id', '=', body.stationId as number))
        .$if(body.ids !== undefined, (qb) => qb.where('agent.id', 'in', body.ids as number[]));
      return pagedList(db, {
        query: filtered,
        select: (q) => q.select(['agent.id', 'agent.username']),
        sort: PICKER_SORT,
        page: body.ids ? { pageIndex: 1, pageSize: body.ids.length } : body,
      });
    },
  }),
];
