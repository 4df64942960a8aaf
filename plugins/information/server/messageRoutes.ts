import { sql, type SqlBool } from 'kysely';
import { containsText } from '../../../server/db/filters';
import { ApiError } from '../../../server/http/errors';
import { defineSort, pagedList } from '../../../server/http/pagedList';
import { defineRoute } from '../../../server/http/route';
import { scopeFilter, scopeOf } from '../../../server/scope/scope';
import { richTextField } from './contentFields';
import { messageRow } from './tables/messageRow';
import { MESSAGE_CATEGORIES, MESSAGE_STATUSES, messageContracts as contracts } from '../shared/messageContract';
import { INFORMATION_MENU } from '../shared/menuTree';

/*
 * message_center › message: what members write to the platform (a question about a deposit, a
 * complaint, a suggestion), answered by the staff. The member's words are plain text and shown
 * as text; the answer is rich text, sanitised before it is stored. A message is pending until
 * answered (the answer may be corrected while it is open) and may be closed with or without an
 * answer; a closed message takes no more answers. Admin sees every franchisee's members'
 * messages, a franchisee only its own members'.
 */

export { MESSAGE_CATEGORIES, MESSAGE_STATUSES };
const MENU = INFORMATION_MENU.Information_management.message_center.message.path;
const base = { auth: 'staff' as const, roles: ['admin' as const, 'franchisee' as const], menu: MENU };

const scoped = (caller: Parameters<typeof scopeOf>[0]) => scopeFilter(scopeOf(caller), { franchisee: 'member_message.franchisee_id' });

export const messageRoutes = [
  defineRoute({
    ...base,
    contract: contracts.list,
    async handler({ db, caller, body }) {
      const filtered = db
        .selectFrom('member_message')
        .innerJoin('member', 'member.id', 'member_message.member_id')
        .where(scoped(caller))
        .$if(body.account !== undefined, (q) => q.where(containsText('member.username', body.account as string)))
        .$if(body.title !== undefined, (q) => q.where(containsText('member_message.title', body.title as string)))
        .$if(body.category !== undefined, (q) => q.where('member_message.category', '=', body.category as 'other'))
        .$if(body.status !== undefined, (q) => q.where('member_message.status', '=', body.status as 'pending'))
        .$if(body.createdFrom !== undefined, (q) => q.where('member_message.created_at', '>=', body.createdFrom as number))
        .$if(body.createdTo !== undefined, (q) => q.where('member_message.created_at', '<', body.createdTo as number));
      const page = await pagedList(db, {
        query: filtered,
        select: (q) =>
          q
            .leftJoin('franchisee', 'franchisee.id', 'member_message.franchisee_id')
            .leftJoin('staff_user as replier', 'replier.id', 'member_message.replied_by')
            .leftJoin('staff_user as closer', 'closer.id', 'member_message.closed_by')
            .select([
              'member_message.id',
              'member_message.member_id',
              'member.username',
              'member.vip_level',
              'franchisee.name as franchisee_name',
              'member_message.category',
              'member_message.title',
              'member_message.content',
              'member_message.reply',
              'member_message.status',
              'replier.username as replier_username',
              'member_message.replied_at',
              'closer.username as closer_username',
              'member_message.closed_at',
              'member_message.created_at',
            ]),
        sort: defineSort({
          columns: { id: 'member_message.id', createdAt: 'member_message.created_at' },
          defaultField: 'id',
          defaultOrder: 'desc',
          tieBreak: { column: 'member_message.id', order: 'desc' },
        }),
        page: body,
      });
      return { total: page.total, list: page.list.map(messageRow.map) };
    },
  }),

  defineRoute({
    ...base,
    contract: contracts.reply,
    serverBody: contracts.reply.body.safeExtend({
      reply: richTextField({ required: 'message_reply_required', long: 'message_reply_long' }, 10_000),
    }),
    writes: { action: 'message.reply', targetType: 'member_message' },
    async handler({ db, caller, body, now, audit }) {
      const row = await db
        .selectFrom('member_message')
        .select(['id', 'status', 'reply'])
        .where('id', '=', body.id)
        .where(scoped(caller))
        .executeTakeFirst();
      if (!row) throw new ApiError('A0404', 'not_found');
      if (row.status === 'closed') throw new ApiError('A0400', 'message_closed');
      // Only an open message changes, so two staff answering at once cannot both pass the check above and lose one answer silently.
      const updated = await db
        .updateTable('member_message')
        .set({ reply: body.reply, status: 'replied', replied_by: caller.staffId, replied_at: now })
        .where('id', '=', body.id)
        .where(sql<SqlBool>`status <> 'closed'`)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new ApiError('A0400', 'message_closed');
      audit({ targetId: body.id, before: { status: row.status, reply: row.reply }, after: { status: 'replied', reply: body.reply } });
      return null;
    },
  }),

  defineRoute({
    ...base,
    contract: contracts.close,
    writes: { action: 'message.close', targetType: 'member_message' },
    async handler({ db, caller, body, now, audit }) {
      const row = await db
        .selectFrom('member_message')
        .select(['id', 'status'])
        .where('id', '=', body.id)
        .where(scoped(caller))
        .executeTakeFirst();
      if (!row) throw new ApiError('A0404', 'not_found');
      if (row.status === 'closed') throw new ApiError('A0400', 'message_closed');
      await db
        .updateTable('member_message')
        .set({ status: 'closed', closed_by: caller.staffId, closed_at: now })
        .where('id', '=', body.id)
        .execute();
      audit({ targetId: body.id, before: { status: row.status }, after: { status: 'closed' } });
      return null;
    },
  }),
];
