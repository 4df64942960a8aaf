import { containsText } from '../../../../server/db/filters';
import { ApiError } from '../../../../server/http/errors';
import { defineSort, pagedList } from '../../../../server/http/pagedList';
import { defineRoute } from '../../../../server/http/route';
import { scopeFilter, scopeOf } from '../../../../server/scope/scope';
import { agentApplicationContracts as contracts } from '../../shared/agentApplicationContract';
import { createAgent, type AgentType } from './agentRows';
import { ACCOUNT_MENU } from '../../shared/menuTree';
import { agentApplicationRow } from '../tables/agentRecordRows';

const MENU = ACCOUNT_MENU.Account_management.shareholder.agent_application.path;
const APPLICATION_SORT = defineSort({
  columns: { id: 'r.id', createdAt: 'r.created_at', username: 'r.username', status: 'r.status' },
  defaultField: 'createdAt',
  defaultOrder: 'desc',
  tieBreak: { column: 'r.id', order: 'desc' },
});

export const applicationRoutes = [
  defineRoute({
    contract: contracts.list,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: MENU,
    async handler({ db, caller, body }) {
      const filtered = db
        .selectFrom('agent_apply_record as r')
        .innerJoin('station as s', 's.id', 'r.station_id')
        .leftJoin('agent as p', 'p.id', 'r.parent_agent_id')
        .leftJoin('staff_user as reviewer', 'reviewer.id', 'r.reviewed_by')
        .where(scopeFilter(scopeOf(caller), { franchisee: 's.franchisee_id', agent: 'r.parent_agent_id' }))
        .$if(body.status !== undefined, (qb) => qb.where('r.status', '=', body.status as number))
        .$if(body.usernameKeyword !== undefined, (qb) => qb.where(containsText('r.username', body.usernameKeyword as string)))
        .$if(body.phone !== undefined, (qb) => qb.where(containsText('r.phone', body.phone as string)))
        .$if(body.agentType !== undefined, (qb) => qb.where('r.agent_type', '=', body.agentType as string))
        .$if(body.stationId !== undefined, (qb) => qb.where('r.station_id', '=', body.stationId as number))
        .$if(body.createdFrom !== undefined, (qb) => qb.where('r.created_at', '>=', body.createdFrom as number))
        .$if(body.createdTo !== undefined, (qb) => qb.where('r.created_at', '<', body.createdTo as number));
      const { list: rows, total } = await pagedList(db, {
        query: filtered,
        select: (q) =>
          q.select([
            'r.id',
            'r.username',
            'r.phone',
            'r.real_name',
            'r.email',
            'r.agent_type',
            'r.promotion_site',
            'r.message',
            'r.ip',
            'r.station_id',
            's.name as station_name',
            'r.parent_agent_id',
            'p.username as parent_username',
            'r.status',
            'r.created_at',
            'r.reviewed_at',
            'reviewer.username as reviewer_username',
            'r.review_note',
          ]),
        sort: APPLICATION_SORT,
        page: body,
      });
      return { list: rows.map(agentApplicationRow.map), total };
    },
  }),

  defineRoute({
    contract: contracts.review,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: MENU,
    writes: { action: 'agent_application.review', targetType: 'agent_apply_record' },
    async handler({ db, caller, body, now, audit }) {
      const record = await db
        .selectFrom('agent_apply_record as r')
        .innerJoin('station as s', 's.id', 'r.station_id')
        .select([
          'r.id',
          'r.username',
          'r.phone',
          'r.station_id',
          'r.parent_agent_id',
          'r.agent_type',
          'r.promotion_site',
          'r.status',
          'r.review_note',
        ])
        .where('r.id', '=', body.id)
        .where(scopeFilter(scopeOf(caller), { franchisee: 's.franchisee_id', agent: 'r.parent_agent_id' }))
        .executeTakeFirst();
      if (!record) throw new ApiError('A0404', 'not_found');
      if (record.status !== 0) throw new ApiError('A0400', 'application_not_pending');
      const before = { status: record.status, reviewNote: record.review_note };

      let agentId: number | null = null;
      if (body.status === 1) {
        const parentId = body.parentAgentId === undefined ? record.parent_agent_id : body.parentAgentId;
        const created = await createAgent(
          db,
          {
            username: record.username,
            password: body.password,
            agentType: body.agentType ?? (record.agent_type as AgentType),
            parentId,
            stationId: record.station_id,
            phone: record.phone,
            promotionSite: record.promotion_site,
          },
          now,
        );
        agentId = created.agentId;
        audit({
          action: 'agent.create',
          targetType: 'agent',
          targetId: agentId,
          before: null,
          after: { agentId, username: record.username, parentId, stationId: record.station_id },
        });
      }
      // Guarded on status 0 so two reviewers racing cannot both decide the same application.
      const updated = await db
        .updateTable('agent_apply_record')
        .set({ status: body.status, reviewed_by: caller.staffId, reviewed_at: now, review_note: body.note })
        .where('id', '=', record.id)
        .where('status', '=', 0)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new ApiError('A0400', 'application_not_pending');
      audit({ targetId: record.id, before, after: { status: body.status, reviewNote: body.note, agentId } });
      return { id: record.id, status: body.status, agentId };
    },
  }),
];
