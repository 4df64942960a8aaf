import type { Database } from '../../../../server/db/database';
import { containsText } from '../../../../server/db/filters';
import { ApiError } from '../../../../server/http/errors';
import { defineSort, pagedList } from '../../../../server/http/pagedList';
import { defineRoute } from '../../../../server/http/route';
import { domainContracts as contracts } from '../../shared/domainContract';
import { siteDomainRow, siteDomainSnapshot } from '../tables/siteDomainRow';
import { promotionLinkOn } from './promotionLink';
import { SYSTEM_MENU } from '../../shared/menuTree';

/*
 * domain: the site's domains (common web domains and app download domains), enabled or disabled,
 * usable for promotion links or not, shown to members or not. Binding a promotion domain to an
 * agent rewrites that agent's promotion link onto the domain (the link staff and the agent see on
 * the agent screens); unbinding puts the link it replaced back. A bound domain keeps its
 * promotion flag and stays enabled until it is unbound, so no agent is left with a dead link.
 */
const DOMAIN_MENU = SYSTEM_MENU.system_management.domain.path;

const SORT = defineSort({
  columns: { id: 'd.id', name: 'd.name', updateTime: 'd.updated_at' },
  defaultField: 'id',
  defaultOrder: 'asc',
  tieBreak: { column: 'd.id', order: 'same' },
});

type DomainRow = {
  id: number;
  name: string;
  type: string;
  status: number;
  promotion: number;
  display: number;
  agent_id: number | null;
  agent_link_before: string | null;
  remark: string;
};

const snapshot = (row: Omit<DomainRow, 'id' | 'agent_link_before'>) => siteDomainSnapshot.map(row);

async function domainOrThrow(db: Database, id: number): Promise<DomainRow> {
  const row = await db.selectFrom('site_domain').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError('A0404', 'not_found');
  return row;
}

/** Gives the bound agent back the link it had before the domain, and frees the domain. */
async function releaseAgent(db: Database, row: DomainRow): Promise<void> {
  if (row.agent_id === null) return;
  await db
    .updateTable('agent')
    .set({ promotion_link: row.agent_link_before ?? '' })
    .where('id', '=', row.agent_id)
    .execute();
  await db.updateTable('site_domain').set({ agent_id: null, agent_link_before: null }).where('id', '=', row.id).execute();
}

async function bindAgent(db: Database, domainId: number, name: string, agentId: number): Promise<void> {
  const agent = await db
    .selectFrom('agent')
    .select(['id', 'username', 'invite_code', 'promotion_link'])
    .where('id', '=', agentId)
    .executeTakeFirst();
  if (!agent) throw new ApiError('A0400', 'system.domain_agent_unknown', { agent: agentId });
  if (!agent.invite_code) throw new ApiError('A0400', 'system.domain_agent_no_invite', { agent: agent.username });
  const other = await db
    .selectFrom('site_domain')
    .select('name')
    .where('agent_id', '=', agentId)
    .where('id', '<>', domainId)
    .executeTakeFirst();
  if (other) throw new ApiError('A0400', 'system.domain_agent_taken', { agent: agent.username, domain: other.name });
  await db
    .updateTable('site_domain')
    .set({ agent_id: agentId, agent_link_before: agent.promotion_link })
    .where('id', '=', domainId)
    .execute();
  await db
    .updateTable('agent')
    .set({ promotion_link: promotionLinkOn(name, agent.invite_code) })
    .where('id', '=', agentId)
    .execute();
}

export const domainRoutes = [
  defineRoute({
    contract: contracts.list,
    auth: 'staff',
    roles: ['admin'],
    menu: DOMAIN_MENU,
    async handler({ db, body }) {
      const filtered = db
        .selectFrom('site_domain as d')
        .leftJoin('agent as a', 'a.id', 'd.agent_id')
        .$if(body.name !== undefined, (qb) => qb.where(containsText('d.name', body.name as string)))
        .$if(body.type !== undefined, (qb) => qb.where('d.type', '=', body.type as 'common' | 'app'))
        .$if(body.status !== undefined, (qb) => qb.where('d.status', '=', body.status as number))
        .$if(body.promotion !== undefined, (qb) => qb.where('d.promotion', '=', body.promotion as number))
        .$if(body.display !== undefined, (qb) => qb.where('d.display', '=', body.display as number))
        .$if(body.agent !== undefined, (qb) => qb.where(containsText('a.username', body.agent as string)));
      return pagedList(db, {
        query: filtered,
        select: (q) =>
          q.select([
            'd.id',
            'd.name',
            'd.type',
            'd.status',
            'd.promotion',
            'd.display',
            'd.agent_id',
            'a.username as agent_username',
            'a.promotion_link as agent_promotion_link',
            'd.remark',
            'd.created_at',
            'd.updated_at',
          ]),
        sort: SORT,
        page: body,
      }).then((page) => ({ ...page, list: page.list.map(siteDomainRow.map) }));
    },
  }),

  // Adds a domain (no id) or edits one; agentId binds it to an agent's promotion link (unbinding is its own call).
  defineRoute({
    contract: contracts.save,
    auth: 'staff',
    roles: ['admin'],
    menu: DOMAIN_MENU,
    writes: { action: 'domain.save', targetType: 'site_domain' },
    async handler({ db, body, caller, now, audit }) {
      const clash = await db.selectFrom('site_domain').select('id').where('name', '=', body.name).executeTakeFirst();
      if (clash && clash.id !== body.id) throw new ApiError('A0400', 'system.domain_exists', { name: body.name });
      const fields = { name: body.name, type: body.type, promotion: body.promotion, display: body.display, remark: body.remark };
      let before: DomainRow | null = null;
      let id: number;
      if (body.id === undefined) {
        const row = await db
          .insertInto('site_domain')
          .values({ ...fields, status: 0, agent_id: null, created_by: caller.staffId, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = siteDomainRow.pick('id').map(row).id;
      } else {
        before = await domainOrThrow(db, body.id);
        id = before.id;
        if (before.agent_id !== null && body.promotion === 0) throw new ApiError('A0400', 'system.domain_bound', { name: before.name });
        await db
          .updateTable('site_domain')
          .set({ ...fields, updated_at: now })
          .where('id', '=', id)
          .execute();
      }
      const boundTo = body.agentId ?? before?.agent_id ?? null;
      if (boundTo !== null) {
        if (body.promotion !== 1) throw new ApiError('A0400', 'system.domain_not_promotion');
        if (before && Number(before.status) !== 0) throw new ApiError('A0400', 'system.domain_disabled', { name: body.name });
        // A new agent, or the same agent on a renamed domain: the old link goes back, the new one is written.
        if (!before || before.agent_id !== boundTo || before.name !== body.name) {
          if (before) await releaseAgent(db, before);
          await bindAgent(db, id, body.name, boundTo);
        }
      }
      const after = await domainOrThrow(db, id);
      audit({ targetId: String(id), before: before && snapshot(before), after: snapshot(after) });
      return { id };
    },
  }),

  // Enables (0) or disables (1) a domain.
  defineRoute({
    contract: contracts.status,
    auth: 'staff',
    roles: ['admin'],
    menu: DOMAIN_MENU,
    writes: { action: 'domain.status', targetType: 'site_domain' },
    async handler({ db, query, now, audit }) {
      const row = await domainOrThrow(db, query.id);
      if (query.status === 1 && row.agent_id !== null) throw new ApiError('A0400', 'system.domain_bound', { name: row.name });
      await db.updateTable('site_domain').set({ status: query.status, updated_at: now }).where('id', '=', row.id).execute();
      audit({ targetId: String(row.id), before: siteDomainRow.pick('status').map(row), after: { status: query.status } });
      return null;
    },
  }),

  // Takes the domain off its agent: the agent gets back the promotion link it had before.
  defineRoute({
    contract: contracts.unbind,
    auth: 'staff',
    roles: ['admin'],
    menu: DOMAIN_MENU,
    writes: { action: 'domain.unbind', targetType: 'site_domain' },
    async handler({ db, query, now, audit }) {
      const row = await domainOrThrow(db, query.id);
      if (row.agent_id === null) throw new ApiError('A0400', 'system.domain_not_bound', { name: row.name });
      await releaseAgent(db, row);
      await db.updateTable('site_domain').set({ updated_at: now }).where('id', '=', row.id).execute();
      audit({ targetId: String(row.id), before: { agentId: row.agent_id }, after: { agentId: null } });
      return null;
    },
  }),
];
