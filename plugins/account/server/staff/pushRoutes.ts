import { defineSort, pagedList } from '../../../../server/http/pagedList';
import { defineRoute } from '../../../../server/http/route';
import { staffPushContracts as contracts } from '../../shared/staffPushContract';
import type { Localised } from './pushSender';
import { kickPushWorker } from './pushWorker';
import { ACCOUNT_MENU } from '../../shared/menuTree';

/*
 * Push to all members: the message (title and body in one or more content languages) goes into
 * push_outbox in the request's transaction; the in-process worker delivers it through the
 * PushSender and marks it. Admin only: a push reaches every member of every franchisee.
 * The handler's db is its transaction, which is gone once the answer is sent, so the worker is
 * kicked by the outbox list (the console reloads it right after sending) and, when main.ts calls
 * startPushWorker, also polls on its own.
 */
const MENU = ACCOUNT_MENU.Account_management.pushAll.path;

const given = (texts: Localised): Localised => Object.fromEntries(Object.entries(texts).filter(([, v]) => v !== undefined));

const OUTBOX_SORT = defineSort({ columns: { id: 'id', createTime: 'created_at' }, defaultField: 'id', defaultOrder: 'desc' });

export const pushRoutes = [
  defineRoute({
    contract: contracts.send,
    auth: 'staff',
    roles: ['admin'],
    menu: MENU,
    writes: { action: 'push.all', targetType: 'push_outbox' },
    async handler({ db, caller, body, now, audit }) {
      const row = {
        title_json: JSON.stringify(given(body.title)),
        body_json: JSON.stringify(given(body.body)),
        status: 0,
        attempts: 0,
        created_by: caller.staffId,
        created_by_name: caller.username,
        created_at: now,
        next_attempt_at: now,
      };
      const { id } = await db.insertInto('push_outbox').values(row).returning('id').executeTakeFirstOrThrow();
      audit({ targetId: id, after: { title: given(body.title), body: given(body.body), status: 0 } });
      return { id };
    },
  }),

  defineRoute({
    contract: contracts.list,
    auth: 'staff',
    roles: ['admin'],
    menu: MENU,
    async handler({ db, body }) {
      const filtered = db.selectFrom('push_outbox').$if(body.status !== undefined, (qb) => qb.where('status', '=', body.status as number));
      const { list: rows, total } = await pagedList(db, { query: filtered, select: (q) => q.selectAll(), sort: OUTBOX_SORT, page: body });
      // Rows left pending by a restart are picked up as soon as someone looks at the outbox.
      if (rows.some((r) => r.status === 0)) kickPushWorker(db);
      const list = rows.map((r) => ({
        id: r.id,
        title: JSON.parse(r.title_json) as Localised,
        body: JSON.parse(r.body_json) as Localised,
        status: r.status,
        attempts: r.attempts,
        recipients: r.recipients,
        lastError: r.last_error,
        createdBy: r.created_by_name,
        createTime: r.created_at,
        deliveredAt: r.delivered_at,
      }));
      return { list, total };
    },
  }),
];
