import type { Caller } from '../../../../server/auth/session';
import type { Database } from '../../../../server/db/database';
import { idRow } from '../../../../server/db/idRow';
import { containsText } from '../../../../server/db/filters';
import { ApiError } from '../../../../server/http/errors';
import { defineSort, pagedList } from '../../../../server/http/pagedList';
import { defineRoute } from '../../../../server/http/route';
import { scopeFilter, scopeOf } from '../../../../server/scope/scope';
import { franchiseeFor } from '../../../../server/scope/franchiseeFor';
import { claimTask } from './claim';
import { taskProgress } from './progress';
import { claimKey, reached, taskWindow } from './taskRules';
import { taskContracts as contracts } from '../../shared/taskContract';
import {
  rewardTaskClaimListRow,
  rewardTaskClaimRow,
  rewardTaskIdRow,
  rewardTaskListRow,
  rewardTaskRow,
  taskTicketOptionRow,
  taskTicketRow,
} from '../tables/rewardTaskRow';
import { VIP_MENU } from '../../shared/menuTree';

/*
 * rewardTask (the list: switch on/off, the claims and a member's progress) and rewardTaskEdit
 * (the task's own page: add or edit). Admin manages every franchisee's tasks, a franchisee its own.
 * `claim` pays a member's award as the member app would (claim.ts): admin only, for support and demos.
 */

export const REWARD_TASK_MENU = VIP_MENU.vip_management.rewardTask.path;
export const REWARD_TASK_EDIT_MENU = VIP_MENU.vip_management.rewardTaskEdit.path;
const ROLES: ('admin' | 'franchisee')[] = ['admin', 'franchisee'];
const COLUMNS = [
  'reward_task.id',
  'reward_task.franchisee_id',
  'franchisee.name as franchisee_name',
  'reward_task.name_zh',
  'reward_task.name_en',
  'reward_task.name_hi',
  'reward_task.type',
  'reward_task.threshold',
  'reward_task.award_kind',
  'reward_task.award_amount',
  'reward_task.ticket_id',
  'ticket.name as ticket_name',
  'reward_task.period',
  'reward_task.status',
  'reward_task.sort',
  'reward_task.created_at',
  'reward_task.updated_at',
] as const;

/** The task if the caller may see it, else A0404 (out of scope looks the same as missing). */
async function taskInScope(db: Database, caller: Caller, id: number) {
  const row = await db
    .selectFrom('reward_task')
    .selectAll()
    .where('id', '=', id)
    .where(scopeFilter(scopeOf(caller), { franchisee: 'reward_task.franchisee_id' }))
    .executeTakeFirst();
  if (!row) throw new ApiError('A0404', 'not_found');
  return row;
}

function baseQuery(db: Database, caller: Caller) {
  return db
    .selectFrom('reward_task')
    .innerJoin('franchisee', 'franchisee.id', 'reward_task.franchisee_id')
    .leftJoin('ticket', 'ticket.id', 'reward_task.ticket_id')
    .where(scopeFilter(scopeOf(caller), { franchisee: 'reward_task.franchisee_id' }));
}

export const rewardTaskRoutes = [
  defineRoute({
    contract: contracts.list,
    auth: 'staff',
    roles: ROLES,
    menu: REWARD_TASK_MENU,
    async handler({ db, caller, body }) {
      const filtered = baseQuery(db, caller)
        .$if(body.name !== undefined, (q) =>
          q.where((eb) =>
            eb.or([
              containsText('reward_task.name_zh', body.name as string),
              containsText('reward_task.name_en', body.name as string),
              containsText('reward_task.name_hi', body.name as string),
            ]),
          ),
        )
        .$if(body.type !== undefined, (q) => q.where('reward_task.type', '=', body.type as 'bet_total'))
        .$if(body.period !== undefined, (q) => q.where('reward_task.period', '=', body.period as 'once'))
        .$if(body.status !== undefined, (q) => q.where('reward_task.status', '=', body.status as number));
      const page = await pagedList(db, {
        query: filtered,
        select: (q) =>
          q.select((eb) => [
            ...COLUMNS,
            eb
              .selectFrom('reward_task_claim as c')
              .select((s) => s.fn.countAll<number>().as('n'))
              .whereRef('c.task_id', '=', 'reward_task.id')
              .as('claims'),
          ]),
        sort: defineSort({
          columns: { id: 'reward_task.id', sort: 'reward_task.sort' },
          defaultField: 'sort',
          defaultOrder: 'asc',
          tieBreak: { column: 'reward_task.id', order: 'desc' },
        }),
        page: body,
      });
      return { ...page, list: page.list.map(rewardTaskListRow.map) };
    },
  }),

  defineRoute({
    contract: contracts.detail,
    auth: 'staff',
    roles: ROLES,
    menu: REWARD_TASK_EDIT_MENU,
    async handler({ db, caller, body }) {
      const row = await baseQuery(db, caller)
        .select([...COLUMNS])
        .where('reward_task.id', '=', body.id)
        .executeTakeFirst();
      if (!row) throw new ApiError('A0404', 'not_found');
      return rewardTaskRow.map(row);
    },
  }),

  defineRoute({
    contract: contracts.options,
    auth: 'staff',
    roles: ROLES,
    menu: REWARD_TASK_EDIT_MENU,
    // What the task form picks from: franchisees in scope and the tickets an award may be.
    async handler({ db, caller, now }) {
      const scope = scopeOf(caller);
      const [franchisees, ticketRows] = await Promise.all([
        db
          .selectFrom('franchisee')
          .select(['id', 'name'])
          .where(scopeFilter(scope, { franchisee: 'franchisee.id' }))
          .orderBy('id')
          .execute(),
        db
          .selectFrom('ticket')
          .select(['id', 'name', 'franchisee_id'])
          .where(scopeFilter(scope, { franchisee: 'ticket.franchisee_id' }))
          .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
          .orderBy('id')
          .execute(),
      ]);
      return { franchisees, tickets: ticketRows.map(taskTicketOptionRow.map) };
    },
  }),

  defineRoute({
    contract: contracts.save,
    auth: 'staff',
    roles: ROLES,
    menu: REWARD_TASK_EDIT_MENU,
    writes: { action: 'rewardTask.save', targetType: 'reward_task' },
    async handler({ db, caller, body, now, audit }) {
      let franchiseeId: number;
      let before: Record<string, unknown> | undefined;
      if (body.id !== undefined) {
        const existing = await taskInScope(db, caller, body.id);
        franchiseeId = rewardTaskRow.pick('franchiseeId').map(existing).franchiseeId;
        before = existing;
      } else {
        const chosen = franchiseeFor(caller, body.franchiseeId);
        if (chosen === undefined || !(await db.selectFrom('franchisee').select('id').where('id', '=', chosen).executeTakeFirst()))
          throw new ApiError('A0400', 'vip_franchisee_required');
        franchiseeId = chosen;
      }
      if (body.awardKind === 'ticket') {
        // The award is one of the task's own franchisee's tickets, still valid.
        const found = await db
          .selectFrom('ticket')
          .select(['id', 'franchisee_id', 'expires_at'])
          .where('id', '=', body.ticketId as number)
          .executeTakeFirst();
        const ticket = found && taskTicketRow.map(found);
        if (!ticket || ticket.franchiseeId !== franchiseeId || (ticket.expiresAt !== null && ticket.expiresAt <= now))
          throw new ApiError('A0400', 'task_ticket_invalid');
      }
      const values = {
        name_zh: body.nameZh,
        name_en: body.nameEn,
        name_hi: body.nameHi,
        type: body.type,
        threshold: body.threshold,
        award_kind: body.awardKind,
        award_amount: body.awardKind === 'ticket' ? 0 : body.awardAmount,
        ticket_id: body.awardKind === 'ticket' ? (body.ticketId ?? null) : null,
        period: body.period,
        status: body.status,
        sort: body.sort,
        updated_by: caller.staffId,
        updated_at: now,
      };
      if (body.id !== undefined) {
        await db.updateTable('reward_task').set(values).where('id', '=', body.id).execute();
        audit({ targetId: body.id, before, after: { ...before, ...values } });
        return { id: body.id };
      }
      const row = await db
        .insertInto('reward_task')
        .values({ ...values, franchisee_id: franchiseeId, created_by: caller.staffId, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { id } = rewardTaskIdRow.map(row);
      audit({ targetId: id, after: { franchisee_id: franchiseeId, ...values } });
      return { id };
    },
  }),

  defineRoute({
    contract: contracts.status,
    auth: 'staff',
    roles: ROLES,
    menu: REWARD_TASK_MENU,
    writes: { action: 'rewardTask.status', targetType: 'reward_task' },
    async handler({ db, caller, body, now, audit }) {
      const task = await taskInScope(db, caller, body.id);
      if (task.status === body.status) throw new ApiError('A0400', body.status === 0 ? 'task_already_on' : 'task_already_off');
      await db
        .updateTable('reward_task')
        .set({ status: body.status, updated_by: caller.staffId, updated_at: now })
        .where('id', '=', body.id)
        .execute();
      audit({ targetId: body.id, before: { status: task.status }, after: { status: body.status } });
      return null;
    },
  }),

  defineRoute({
    contract: contracts.claims,
    auth: 'staff',
    roles: ROLES,
    menu: REWARD_TASK_MENU,
    async handler({ db, caller, body }) {
      await taskInScope(db, caller, body.taskId);
      const filtered = db
        .selectFrom('reward_task_claim as c')
        .innerJoin('member', 'member.id', 'c.member_id')
        .where('c.task_id', '=', body.taskId)
        .$if(body.username !== undefined, (q) => q.where(containsText('member.username', body.username as string)));
      const page = await pagedList(db, {
        query: filtered,
        select: (q) =>
          q.select([
            'c.id',
            'c.member_id',
            'member.username',
            'c.period_key',
            'c.progress',
            'c.award_kind',
            'c.award_amount',
            'c.business_key',
            'c.journal_id',
            'c.member_ticket_id',
            'c.created_at',
          ]),
        sort: defineSort({ columns: { id: 'c.id' }, defaultField: 'id', defaultOrder: 'desc' }),
        page: body,
      });
      return { ...page, list: page.list.map(rewardTaskClaimListRow.map) };
    },
  }),

  defineRoute({
    contract: contracts.progress,
    auth: 'staff',
    roles: ROLES,
    menu: REWARD_TASK_MENU,
    // One member's progress in the current period, from the member's real activity, and whether it was claimed.
    async handler({ db, caller, body, now }) {
      const found = await taskInScope(db, caller, body.taskId);
      const task = rewardTaskRow.pick('id', 'type', 'threshold', 'period').map(found);
      const member = await db
        .selectFrom('member')
        .select(['id', 'username'])
        .where('username', '=', body.username)
        .where('franchisee_id', '=', found.franchisee_id)
        .executeTakeFirst();
      if (!member) throw new ApiError('A0400', 'task_member_unknown', { username: body.username });
      const memberId = idRow.map(member).id;
      const window = taskWindow(task.period, now);
      const progress = await taskProgress(db, task.type, memberId, window);
      const claim = await db
        .selectFrom('reward_task_claim')
        .select(['id', 'created_at'])
        .where('business_key', '=', claimKey(task.id, window.key, memberId))
        .executeTakeFirst();
      return {
        memberId,
        username: member.username,
        periodKey: window.key,
        progress,
        threshold: task.threshold,
        reached: reached(progress, task.threshold),
        claimedAt: claim ? rewardTaskClaimRow.pick('createdAt').map(claim).createdAt : null,
      };
    },
  }),

  defineRoute({
    contract: contracts.claim,
    auth: 'staff',
    roles: ['admin'],
    menu: REWARD_TASK_MENU,
    writes: { action: 'rewardTask.claim', targetType: 'reward_task' },
    async handler({ db, caller, body, now, audit }) {
      await taskInScope(db, caller, body.taskId);
      const answer = await claimTask(db, { taskId: body.taskId, memberId: body.memberId, now });
      audit({ targetId: body.taskId, after: { memberId: body.memberId, ...answer } });
      return answer;
    },
  }),
];
