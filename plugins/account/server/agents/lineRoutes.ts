import { sql, type Expression, type SqlBool } from 'kysely';
import type { Caller } from '../../../../server/auth/session';
import type { Database } from '../../../../server/db/database';
import { containsText } from '../../../../server/db/filters';
import { memberTextContains } from '../../../../server/db/memberText';
import { ApiError } from '../../../../server/http/errors';
import { defineSort, pagedList } from '../../../../server/http/pagedList';
import { anyOfMenus, defineRoute } from '../../../../server/http/route';
import { memberScope, scopeFilter, scopeOf } from '../../../../server/scope/scope';
import { agentLineContracts as contracts } from '../../shared/agentLineContract';
import { agentInScope, loadAgent, selectAgentView } from './agentRows';
import { agentRecordRow } from '../tables/agentRecordRows';
import { lineMemberRow, lineTradeRow, stationDefaultAgentRow } from '../tables/agentLineRows';
import { AGENT_MENU } from './crudRoutes';
import { ACCOUNT_MENU } from '../../shared/menuTree';

/*
 * The downline ("offline line", 下线) of an agent: its members, sub-agents and their trades.
 * These calls serve the shareholder / offline_agent screen (member and sub-agent lists of one
 * agent) and the offline_formal, offline_formal_agent and offline_formal_trade screens, so any
 * of those menu rights opens them. Rows are always cut to the caller's scope; an agent login
 * therefore sees only its own subtree, and naming an agent outside it answers "not found".
 */
const LINE_MENUS = anyOfMenus(
  AGENT_MENU,
  ACCOUNT_MENU.Account_management.offline_formal.path,
  ACCOUNT_MENU.Account_management.offline_formal_agent.path,
  ACCOUNT_MENU.Account_management.offline_formal_trade.path,
);

/** Rows whose agent column lies in the subtree of `agentId` (or is exactly it when `direct`). */
async function underAgent(db: Database, caller: Caller, agentId: number, column: string, direct: boolean): Promise<Expression<SqlBool>> {
  const root = await db.selectFrom('agent').select('path').where('id', '=', agentId).where(agentInScope(caller)).executeTakeFirst();
  if (!root) throw new ApiError('A0404', 'not_found');
  if (direct) return sql<SqlBool>`${sql.ref(column)} = ${agentId}`;
  return sql<SqlBool>`${sql.ref(column)} in (select sub.id from agent sub where sub.path like ${`${root.path}%`})`;
}

const MEMBER_SORT = defineSort({
  columns: {
    id: 'm.id',
    username: 'm.username',
    createdAt: 'm.created_at',
    lastLoginAt: 'm.last_login_at',
    totalRecharge: 'm.total_recharge',
  },
  defaultField: 'id',
  defaultOrder: 'desc',
  tieBreak: { column: 'm.id', order: 'desc' },
});
const AGENT_SORT = defineSort({
  columns: { id: 'agent.id', username: 'agent.username', createdAt: 'agent.created_at', level: 'agent.level' },
  defaultField: 'id',
  defaultOrder: 'asc',
  tieBreak: { column: 'agent.id', order: 'asc' },
});

export const lineRoutes = [
  defineRoute({
    contract: contracts.memberList,
    auth: 'staff',
    menu: LINE_MENUS,
    async handler({ db, caller, body }) {
      const agentFilter = body.agentId === undefined ? null : await underAgent(db, caller, body.agentId, 'm.agent_id', body.direct);
      // Formal members only: trial players and internal play-along accounts have their own screens.
      const filtered = db
        .selectFrom('member as m')
        .leftJoin('agent as a', 'a.id', 'm.agent_id')
        .leftJoin('ledger_account as cash', (join) =>
          join
            .on('cash.owner_type', '=', 'member')
            .on('cash.bucket', '=', 'cash')
            .on('cash.owner_id', '=', sql<string>`cast(m.id as text)`),
        )
        .where(memberScope(scopeOf(caller), 'm'))
        .where('m.is_test', '=', 0)
        .where('m.is_internal', '=', 0)
        .$if(agentFilter !== null, (qb) => qb.where(agentFilter as Expression<SqlBool>))
        .$if(body.usernameKeyword !== undefined, (qb) => qb.where(memberTextContains('m', 'username', body.usernameKeyword as string)))
        .$if(body.phone !== undefined, (qb) => qb.where(memberTextContains('m', 'phone', body.phone as string)))
        .$if(body.status !== undefined, (qb) => qb.where('m.status', '=', body.status as number))
        .$if(body.createdFrom !== undefined, (qb) => qb.where('m.created_at', '>=', body.createdFrom as number))
        .$if(body.createdTo !== undefined, (qb) => qb.where('m.created_at', '<', body.createdTo as number));
      const { list: rows, total } = await pagedList(db, {
        query: filtered,
        // The stake and winning totals live in member_balance (migration 062), one row per member.
        select: (q) =>
          q
            .innerJoin('member_balance as mb', 'mb.member_id', 'm.id')
            .select([
              'm.id',
              'm.username',
              'm.nickname',
              'm.phone',
              'm.agent_id',
              'a.username as agent_username',
              'm.vip_level',
              'm.status',
              sql<number>`coalesce(cash.balance, 0)`.as('balance'),
              'm.total_recharge',
              'm.total_withdrawal',
              'mb.total_bet',
              'mb.total_win',
              'm.created_at',
              'm.last_login_at',
              'm.first_charge_at',
            ]),
        sort: MEMBER_SORT,
        page: body,
      });
      return { list: rows.map(lineMemberRow.map), total };
    },
  }),

  defineRoute({
    contract: contracts.agentList,
    auth: 'staff',
    menu: LINE_MENUS,
    async handler({ db, caller, body }) {
      const subtree = body.agentId === undefined ? null : await underAgent(db, caller, body.agentId, 'agent.id', false);
      const filtered = selectAgentView(db)
        .where(agentInScope(caller))
        // The sub-agents of an agent: its subtree without itself, or its children when `direct`.
        .$if(subtree !== null, (qb) => qb.where(subtree as Expression<SqlBool>).where('agent.id', '!=', body.agentId as number))
        .$if(body.agentId !== undefined && body.direct, (qb) => qb.where('agent.parent_id', '=', body.agentId as number))
        .$if(body.usernameKeyword !== undefined, (qb) => qb.where(containsText('agent.username', body.usernameKeyword as string)))
        .$if(body.agentType !== undefined, (qb) => qb.where('agent.agent_type', '=', body.agentType as string))
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
    contract: contracts.tradeList,
    auth: 'staff',
    menu: LINE_MENUS,
    async handler({ db, caller, body }) {
      const table = { deposit: 'deposit_order', withdrawal: 'withdrawal_order', bet: 'bet' }[body.kind] as 'deposit_order';
      const agentFilter = body.agentId === undefined ? null : await underAgent(db, caller, body.agentId, 't.agent_id', body.direct);
      const filtered = db
        .selectFrom(`${table} as t`)
        .innerJoin('member as m', 'm.id', 't.member_id')
        .leftJoin('agent as a', 'a.id', 't.agent_id')
        .where(scopeFilter(scopeOf(caller), { franchisee: 't.franchisee_id', agent: 't.agent_id' }))
        .$if(agentFilter !== null, (qb) => qb.where(agentFilter as Expression<SqlBool>))
        .$if(body.memberUsername !== undefined, (qb) => qb.where(memberTextContains('m', 'username', body.memberUsername as string)))
        .$if(body.status !== undefined, (qb) => qb.where('t.status', '=', body.status as number))
        .$if(body.createdFrom !== undefined, (qb) => qb.where('t.created_at', '>=', body.createdFrom as number))
        .$if(body.createdTo !== undefined, (qb) => qb.where('t.created_at', '<', body.createdTo as number));
      // Deposits and withdrawals have order_no and amount; bets bet_no, stake and payout.
      const reference = body.kind === 'bet' ? sql<string>`t.bet_no` : sql<string>`t.order_no`;
      const amount = body.kind === 'bet' ? sql<number>`t.stake` : sql<number>`t.amount`;
      const payout = body.kind === 'bet' ? sql<number>`t.payout` : sql<number>`0`;
      const { list: rows, total } = await pagedList(db, {
        query: filtered,
        select: (q) =>
          q.select([
            't.id',
            reference.as('reference'),
            't.member_id',
            'm.username as member_username',
            't.agent_id',
            'a.username as agent_username',
            amount.as('amount'),
            payout.as('payout'),
            't.status',
            't.created_at',
          ]),
        sort: defineSort({
          columns: { id: sql`t.id`, createdAt: sql`t.created_at`, amount },
          defaultField: 'id',
          defaultOrder: 'desc',
          tieBreak: { column: 't.id', order: 'desc' },
        }),
        page: body,
      });
      return { list: rows.map((row) => ({ ...lineTradeRow.map(row), kind: body.kind })), total };
    },
  }),

  defineRoute({
    contract: contracts.defaultAgent,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: AGENT_MENU,
    async handler({ db, caller, query }) {
      const rows = await db
        .selectFrom('station as s')
        .leftJoin('agent_default as d', 'd.station_id', 's.id')
        .leftJoin('agent as a', 'a.id', 'd.agent_id')
        .select(['s.id as station_id', 's.name as station_name', 'd.agent_id', 'a.username as agent_username', 'd.updated_at'])
        .where(scopeFilter(scopeOf(caller), { franchisee: 's.franchisee_id' }))
        .$if(query.stationId !== undefined, (qb) => qb.where('s.id', '=', query.stationId as number))
        .orderBy('s.id')
        .execute();
      const list = rows.map(stationDefaultAgentRow.map);
      return { list, total: list.length };
    },
  }),

  defineRoute({
    contract: contracts.setDefaultAgent,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: AGENT_MENU,
    writes: { action: 'agent.default_set', targetType: 'station' },
    async handler({ db, caller, body, now, audit }) {
      const agent = await loadAgent(db, caller, body.agentId);
      if (agent.stationId !== body.stationId) throw new ApiError('A0400', 'agent_parent_invalid');
      const before = await db.selectFrom('agent_default').select('agent_id').where('station_id', '=', body.stationId).executeTakeFirst();
      if (before) {
        await db
          .updateTable('agent_default')
          .set({ agent_id: agent.id, staff_id: caller.staffId, updated_at: now })
          .where('station_id', '=', body.stationId)
          .execute();
      } else {
        await db
          .insertInto('agent_default')
          .values({ station_id: body.stationId, agent_id: agent.id, staff_id: caller.staffId, updated_at: now })
          .execute();
      }
      audit({ targetId: body.stationId, before: before ? { agentId: before.agent_id } : null, after: { agentId: agent.id } });
      return { stationId: body.stationId, agentId: agent.id, agentUsername: agent.username };
    },
  }),
];
