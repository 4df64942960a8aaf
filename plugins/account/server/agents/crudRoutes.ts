import { sql } from 'kysely';
import { hashPassword } from '../../../../server/auth/password';
import { containsText } from '../../../../server/db/filters';
import { ApiError } from '../../../../server/http/errors';
import { defineSort, pagedList } from '../../../../server/http/pagedList';
import { defineRoute, type Route } from '../../../../server/http/route';
import { offlineAgentContracts, onlineAgentContracts, type AgentCrudContracts } from '../../shared/agentCrudContract';
import { agentInScope, createAgent, endAgentSessions, loadAgent, selectAgentView, type AgentType } from './agentRows';
import { agentRecordRow } from '../tables/agentRecordRows';
import { ACCOUNT_MENU } from '../../shared/menuTree';

/*
 * The CRUD calls shared by chance_offline_agent/* and chance_online_agent/*: both are agent rows,
 * told apart by agent_type. Both belong to the shareholder / offline_agent screen (there is no
 * separate online-agent menu entry), so both need that menu right; agents never have it.
 */
export const AGENT_MENU = ACCOUNT_MENU.Account_management.shareholder.offline_agent.path;

const AGENT_SORT = defineSort({
  columns: {
    id: 'agent.id',
    username: 'agent.username',
    createdAt: 'agent.created_at',
    quotaLimit: 'agent.quota_limit',
    level: 'agent.level',
  },
  defaultField: 'id',
  defaultOrder: 'desc',
  tieBreak: { column: 'agent.id', order: 'desc' },
});

export function agentCrudRoutes(type: AgentType): Route[] {
  const common = { auth: 'staff' as const, roles: ['admin' as const, 'franchisee' as const], menu: AGENT_MENU };
  const contracts: AgentCrudContracts = type === 'offline' ? offlineAgentContracts : onlineAgentContracts;

  return [
    defineRoute({
      ...common,
      contract: contracts.list,
      async handler({ db, caller, body }) {
        const filtered = selectAgentView(db)
          .where('agent.agent_type', '=', type)
          .where(agentInScope(caller))
          .$if(body.usernameKeyword !== undefined, (qb) => qb.where(containsText('agent.username', body.usernameKeyword as string)))
          .$if(body.phone !== undefined, (qb) => qb.where(containsText('agent.phone', body.phone as string)))
          .$if(body.stationId !== undefined, (qb) => qb.where('agent.station_id', '=', body.stationId as number))
          .$if(body.parentId !== undefined, (qb) => qb.where('agent.parent_id', '=', body.parentId as number))
          .$if(body.status !== undefined, (qb) => qb.where('agent.status', '=', body.status as number));
        const { list: rows, total } = await pagedList(db, {
          query: filtered,
          select: (q) => q,
          // The view selects already (with per-row sub-counts): count the agent ids it matches.
          count: db.selectFrom('agent').where('agent.id', 'in', filtered.clearSelect().select('agent.id')),
          sort: AGENT_SORT,
          page: body,
        });
        return { list: rows.map(agentRecordRow.map), total };
      },
    }),

    defineRoute({
      ...common,
      contract: contracts.detail,
      async handler({ db, caller, body }) {
        return loadAgent(db, caller, body.id, type);
      },
    }),

    defineRoute({
      ...common,
      contract: contracts.insert,
      writes: { action: `${type}_agent.create`, targetType: 'agent' },
      async handler({ db, caller, body, now, audit }) {
        // A sub-agent inherits its parent's station; a top-level agent needs a station in scope.
        let stationId = body.stationId;
        if (body.parentId !== undefined) {
          const parent = await loadAgent(db, caller, body.parentId);
          if (stationId !== undefined && stationId !== parent.stationId) throw new ApiError('A0400', 'agent_parent_invalid');
          stationId = parent.stationId;
        }
        const station = await db
          .selectFrom('station')
          .select('id')
          .where('id', '=', stationId as number)
          .$if(caller.role !== 'admin', (qb) => qb.where('franchisee_id', '=', caller.franchiseeId ?? -1))
          .executeTakeFirst();
        if (!station) throw new ApiError('A0404', 'not_found');
        const { agentId } = await createAgent(
          db,
          {
            username: body.username,
            password: body.password,
            agentType: type,
            parentId: body.parentId ?? null,
            stationId: stationId as number,
            phone: body.phone,
            rebateBps: body.rebateBps,
            promotionSite: body.promotionSite,
            promotionLink: body.promotionLink,
            remark: body.remark,
          },
          now,
        );
        const after = await loadAgent(db, caller, agentId);
        audit({ targetId: agentId, before: null, after });
        return after;
      },
    }),

    defineRoute({
      ...common,
      contract: contracts.updateData,
      writes: { action: `${type}_agent.update`, targetType: 'agent' },
      async handler({ db, caller, body, audit }) {
        const before = await loadAgent(db, caller, body.id, type);
        const changes = {
          ...(body.phone !== undefined && { phone: body.phone }),
          ...(body.rebateBps !== undefined && { rebate_bps: body.rebateBps }),
          ...(body.promotionSite !== undefined && { promotion_site: body.promotionSite }),
          ...(body.promotionLink !== undefined && { promotion_link: body.promotionLink }),
          ...(body.promotionId !== undefined && { promotion_id: body.promotionId }),
          ...(body.remark !== undefined && { remark: body.remark }),
        };
        if (Object.keys(changes).length > 0) await db.updateTable('agent').set(changes).where('id', '=', body.id).execute();
        const after = await loadAgent(db, caller, body.id);
        audit({ targetId: body.id, before, after });
        return after;
      },
    }),

    defineRoute({
      ...common,
      contract: contracts.lock,
      writes: { action: `${type}_agent.lock`, targetType: 'agent' },
      async handler({ db, caller, body, now, audit }) {
        const before = await loadAgent(db, caller, body.id, type);
        await db.updateTable('agent').set({ status: body.status }).where('id', '=', body.id).execute();
        // The login follows the agent: a locked agent cannot sign in and loses its sessions.
        await db.updateTable('staff_user').set({ status: body.status, updated_at: now }).where('agent_id', '=', body.id).execute();
        if (body.status === 1) await endAgentSessions(db, body.id);
        audit({ targetId: body.id, before: { status: before.status }, after: { status: body.status } });
        return null;
      },
    }),

    defineRoute({
      ...common,
      contract: contracts.resetPassword,
      writes: { action: `${type}_agent.reset_password`, targetType: 'agent' },
      async handler({ db, caller, body, now, audit }) {
        const agent = await loadAgent(db, caller, body.id, type);
        const hash = await hashPassword(body.password);
        await db
          .updateTable('staff_user')
          .set({ password_hash: hash, failed_logins: 0, locked_until: null, updated_at: now })
          .where('agent_id', '=', body.id)
          .execute();
        await endAgentSessions(db, body.id);
        // Never the hash itself in the operation log.
        audit({ targetId: body.id, before: { username: agent.username }, after: { username: agent.username, passwordReset: true } });
        return null;
      },
    }),

    defineRoute({
      ...common,
      contract: contracts.delete,
      writes: { action: `${type}_agent.delete`, targetType: 'agent' },
      async handler({ db, caller, body, now, audit }) {
        const agent = await loadAgent(db, caller, body.id, type);
        const members = agent.memberCount;
        const agents = agent.subAgentCount;
        if (members > 0 || agents > 0) {
          throw new ApiError('A0400', 'agent_not_empty', { username: agent.username, members, agents });
        }
        await assertNoHistory(db, agent.id, agent.username);
        await endAgentSessions(db, agent.id);
        // The login stays as a disabled, renamed row: login and operation logs reference it by
        // id, and the name becomes free for a new account.
        await db
          .updateTable('staff_user')
          .set({ agent_id: null, status: 1, updated_at: now, username: sql<string>`username || cast(${`#deleted-${agent.id}`} as text)` })
          .where('agent_id', '=', agent.id)
          .execute();
        await db.deleteFrom('agent_default').where('agent_id', '=', agent.id).execute();
        await db.deleteFrom('agent').where('id', '=', agent.id).execute();
        audit({ targetId: agent.id, before: agent, after: null });
        return null;
      },
    }),
  ];
}

/** Rows that keep the agent's id as history; such an agent is locked, not deleted. */
async function assertNoHistory(db: Parameters<typeof selectAgentView>[0], agentId: number, name: string): Promise<void> {
  const uses = await Promise.all([
    db
      .selectFrom('deposit_order')
      .select(sql<number>`1`.as('x'))
      .where('agent_id', '=', agentId)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('withdrawal_order')
      .select(sql<number>`1`.as('x'))
      .where('agent_id', '=', agentId)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('manual_adjustment')
      .select(sql<number>`1`.as('x'))
      .where('agent_id', '=', agentId)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('bet')
      .select(sql<number>`1`.as('x'))
      .where('agent_id', '=', agentId)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('agent_apply_record')
      .select(sql<number>`1`.as('x'))
      .where('parent_agent_id', '=', agentId)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('agent_quota_record')
      .select(sql<number>`1`.as('x'))
      .where((eb) => eb.or([eb('to_agent_id', '=', agentId), eb('from_agent_id', '=', agentId)]))
      .limit(1)
      .executeTakeFirst(),
  ]);
  if (uses.some(Boolean)) throw new ApiError('A0400', 'agent_has_history', { username: name });
}
