import { sql } from 'kysely';
import { ApiError } from '../../../../server/http/errors';
import { defineSort, pagedList } from '../../../../server/http/pagedList';
import { defineRoute } from '../../../../server/http/route';
import { scopeFilter, scopeOf } from '../../../../server/scope/scope';
import { agentQuotaContracts as contracts } from '../../shared/agentQuotaContract';
import { loadAgent } from './agentRows';
import { agentQuotaRecordRow } from '../tables/agentRecordRows';
import { AGENT_MENU } from './crudRoutes';

/*
 * Offline agents' quota (credit line, paise): `setAmount` sets one agent's line, `updateAmount`
 * moves available quota (limit − used) from one agent to another of the same franchisee, and
 * `tranferRecord` lists both kinds. The quota is a limit, not money anybody holds, so it lives on
 * the agent row with a history table rather than in the ledger; agent → member top-ups against
 * it are ledger journals of the money module.
 */

const common = { auth: 'staff' as const, roles: ['admin' as const, 'franchisee' as const], menu: AGENT_MENU };

const QUOTA_RECORD_SORT = defineSort({
  columns: { id: 'q.id', createdAt: 'q.created_at', amount: 'q.amount' },
  defaultField: 'id',
  defaultOrder: 'desc',
  tieBreak: { column: 'q.id', order: 'desc' },
});

export const quotaRoutes = [
  defineRoute({
    ...common,
    contract: contracts.setAmount,
    writes: { action: 'offline_agent.quota_set', targetType: 'agent' },
    async handler({ db, caller, body, now, audit }) {
      const agent = await loadAgent(db, caller, body.id, 'offline');
      if (body.quotaLimit < agent.quotaUsed) throw new ApiError('A0400', 'quota_below_used', { used: agent.quotaUsed });
      // Guarded on the used amount read above, so a concurrent top-up cannot slip under the new line.
      const updated = await db
        .updateTable('agent')
        .set({ quota_limit: body.quotaLimit })
        .where('id', '=', agent.id)
        .where('quota_used', '<=', body.quotaLimit)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new ApiError('A0400', 'quota_below_used', { used: agent.quotaUsed });
      await db
        .insertInto('agent_quota_record')
        .values({
          franchisee_id: agent.franchiseeId,
          kind: 'set',
          from_agent_id: null,
          to_agent_id: agent.id,
          amount: Math.abs(body.quotaLimit - agent.quotaLimit),
          limit_before: agent.quotaLimit,
          limit_after: body.quotaLimit,
          remark: body.remark ?? '',
          staff_id: caller.staffId,
          created_at: now,
        })
        .execute();
      audit({ targetId: agent.id, before: { quotaLimit: agent.quotaLimit }, after: { quotaLimit: body.quotaLimit } });
      return { id: agent.id, quotaLimit: body.quotaLimit };
    },
  }),

  defineRoute({
    ...common,
    // Money-moving in its contract: a repeated click must not move the quota twice.
    contract: contracts.updateAmount,
    writes: { action: 'offline_agent.quota_transfer', targetType: 'agent' },
    async handler({ db, caller, body, now, audit }) {
      const from = await loadAgent(db, caller, body.fromId, 'offline');
      const to = await loadAgent(db, caller, body.toId, 'offline');
      if (from.id === to.id || from.franchiseeId !== to.franchiseeId) throw new ApiError('A0400', 'quota_same_agent');
      const taken = await db
        .updateTable('agent')
        .set({ quota_limit: sql<number>`quota_limit - ${body.amount}` })
        .where('id', '=', from.id)
        .where(sql<boolean>`quota_limit - quota_used >= ${body.amount}`)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) throw new ApiError('A0400', 'agent_quota_insufficient', { available: from.quotaAvailable });
      await db
        .updateTable('agent')
        .set({ quota_limit: sql<number>`quota_limit + ${body.amount}` })
        .where('id', '=', to.id)
        .execute();
      await db
        .insertInto('agent_quota_record')
        .values({
          franchisee_id: to.franchiseeId,
          kind: 'transfer',
          from_agent_id: from.id,
          to_agent_id: to.id,
          amount: body.amount,
          limit_before: to.quotaLimit,
          limit_after: to.quotaLimit + body.amount,
          remark: body.remark ?? '',
          staff_id: caller.staffId,
          created_at: now,
        })
        .execute();
      audit({
        targetId: from.id,
        before: { quotaLimit: from.quotaLimit },
        after: { quotaLimit: from.quotaLimit - body.amount, transferredTo: to.id },
      });
      audit({
        targetId: to.id,
        before: { quotaLimit: to.quotaLimit },
        after: { quotaLimit: to.quotaLimit + body.amount, transferredFrom: from.id },
      });
      return { fromId: from.id, toId: to.id, amount: body.amount };
    },
  }),

  defineRoute({
    ...common,
    contract: contracts.transferRecord,
    async handler({ db, caller, body }) {
      const filtered = db
        .selectFrom('agent_quota_record as q')
        .innerJoin('agent as to', 'to.id', 'q.to_agent_id')
        .leftJoin('agent as from', 'from.id', 'q.from_agent_id')
        .leftJoin('staff_user as s', 's.id', 'q.staff_id')
        .where(scopeFilter(scopeOf(caller), { franchisee: 'q.franchisee_id', agent: 'q.to_agent_id' }))
        .$if(body.agentId !== undefined, (qb) =>
          qb.where((eb) => eb.or([eb('q.to_agent_id', '=', body.agentId as number), eb('q.from_agent_id', '=', body.agentId as number)])),
        )
        .$if(body.kind !== undefined, (qb) => qb.where('q.kind', '=', body.kind as 'set' | 'transfer'))
        .$if(body.createdFrom !== undefined, (qb) => qb.where('q.created_at', '>=', body.createdFrom as number))
        .$if(body.createdTo !== undefined, (qb) => qb.where('q.created_at', '<', body.createdTo as number));
      const { list: rows, total } = await pagedList(db, {
        query: filtered,
        select: (q) =>
          q.select([
            'q.id',
            'q.kind',
            'q.from_agent_id',
            'from.username as from_username',
            'q.to_agent_id',
            'to.username as to_username',
            'q.amount',
            'q.limit_before',
            'q.limit_after',
            'q.remark',
            's.username as staff_username',
            'q.created_at',
          ]),
        sort: QUOTA_RECORD_SORT,
        page: body,
      });
      return { list: rows.map(agentQuotaRecordRow.map), total };
    },
  }),
];
