import { containsText } from '../../../server/db/filters';
import { ApiError } from '../../../server/http/errors';
import { defineSort, pagedList } from '../../../server/http/pagedList';
import { defineRoute, type Route } from '../../../server/http/route';
import { itemContracts as contracts } from '../shared/itemContract';
import { SUPPORT_TICKETS_MENU } from '../shared/menu';

/** Every route here is the list screen's: a caller needs its menu right. */
const LIST = SUPPORT_TICKETS_MENU.support_tickets_management.support_tickets_list;

const sort = defineSort({
  columns: { id: 'support_tickets_item.id', updatedAt: 'support_tickets_item.updated_at' },
  defaultField: 'id',
  defaultOrder: 'desc',
});

/** support_tickets_list: the list with its filters, adding and editing an item, and the Home card's counts. Administrators only. */
export const supportTicketsRoutes: Route[] = [
  defineRoute({
    contract: contracts.list,
    auth: 'staff',
    roles: ['admin'],
    menu: LIST.path,
    async handler({ db, body }) {
      const filtered = db
        .selectFrom('support_tickets_item')
        .leftJoin('staff_user', 'staff_user.id', 'support_tickets_item.created_by')
        .$if(body.title !== undefined, (q) => q.where(containsText('support_tickets_item.title', body.title as string)))
        .$if(body.status !== undefined, (q) => q.where('support_tickets_item.status', '=', body.status as 'open' | 'closed'));
      return pagedList(db, {
        query: filtered,
        select: (q) =>
          q.select([
            'support_tickets_item.id',
            'support_tickets_item.title',
            'support_tickets_item.note',
            'support_tickets_item.status',
            'staff_user.username as createdBy',
            'support_tickets_item.created_at as createdAt',
            'support_tickets_item.updated_at as updatedAt',
          ]),
        sort,
        page: body,
      });
    },
  }),

  defineRoute({
    contract: contracts.save,
    auth: 'staff',
    roles: ['admin'],
    menu: LIST.path,
    writes: { action: 'support_tickets.save', targetType: 'support_tickets_item' },
    async handler({ db, caller, body, now, audit }) {
      const values = { title: body.title, note: body.note, status: body.status, updated_at: now };
      if (body.id !== undefined) {
        const before = await db.selectFrom('support_tickets_item').selectAll().where('id', '=', body.id).executeTakeFirst();
        if (!before) throw new ApiError('A0404', 'not_found');
        await db.updateTable('support_tickets_item').set(values).where('id', '=', body.id).execute();
        audit({ targetId: body.id, before, after: { ...before, ...values } });
        return { id: body.id };
      }
      const inserted = await db
        .insertInto('support_tickets_item')
        .values({ ...values, created_by: caller.staffId, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      audit({ targetId: Number(inserted.id), after: values });
      return { id: Number(inserted.id) };
    },
  }),

  defineRoute({
    contract: contracts.summary,
    auth: 'staff',
    roles: ['admin'],
    menu: LIST.path,
    async handler({ db }) {
      const rows = await db
        .selectFrom('support_tickets_item')
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('status')
        .execute();
      const count = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
      return { open: count('open'), closed: count('closed') };
    },
  }),
];
