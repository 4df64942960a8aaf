import { containsText } from '../../../../server/db/filters';
import { ApiError } from '../../../../server/http/errors';
import { defineSort, pagedList } from '../../../../server/http/pagedList';
import { defineRoute } from '../../../../server/http/route';
import { staffFranchiseeContracts as contracts } from '../../shared/staffFranchiseeContract';
import { franchiseeRow } from '../tables/staffRows';
import { ACCOUNT_MENU } from '../../shared/menuTree';

/** Franchisee management (admin only): franchisees with their station count and total quota. */
const MENU = ACCOUNT_MENU.Account_management.franchiseeManagement.path;

const FRANCHISEE_SORT = defineSort({
  columns: { id: 'franchisee.id', code: 'franchisee.code', name: 'franchisee.name', createTime: 'franchisee.created_at' },
  defaultField: 'id',
  defaultOrder: 'asc',
  tieBreak: { column: 'franchisee.id', order: 'asc' },
});

export const franchiseeRoutes = [
  defineRoute({
    contract: contracts.list,
    auth: 'staff',
    roles: ['admin'],
    menu: MENU,
    async handler({ db, body }) {
      const filtered = db
        .selectFrom('franchisee')
        .$if(body.name !== undefined, (qb) => qb.where(containsText('franchisee.name', body.name as string)));
      const { list: rows, total } = await pagedList(db, {
        query: filtered,
        select: (q) =>
          q.select((eb) => [
            'franchisee.id',
            'franchisee.code',
            'franchisee.name',
            'franchisee.status',
            'franchisee.created_at',
            eb
              .selectFrom('station')
              .select((e) => e.fn.countAll<number>().as('n'))
              .whereRef('station.franchisee_id', '=', 'franchisee.id')
              .as('stationCount'),
            eb
              .selectFrom('station')
              .select((e) => e.fn.coalesce(e.fn.sum<number>('station.amount'), e.lit(0)).as('q'))
              .whereRef('station.franchisee_id', '=', 'franchisee.id')
              .as('quota'),
          ]),
        sort: FRANCHISEE_SORT,
        page: body,
      });
      const list = rows.map(franchiseeRow.map);
      return { list, total };
    },
  }),

  // Creates (no id) or edits a franchisee.
  defineRoute({
    contract: contracts.save,
    auth: 'staff',
    roles: ['admin'],
    menu: MENU,
    writes: { action: 'franchisee.save', targetType: 'franchisee' },
    async handler({ db, body, now, audit }) {
      const clash = await db
        .selectFrom('franchisee')
        .select('id')
        .where('code', '=', body.code)
        .$if(body.id !== undefined, (qb) => qb.where('id', '!=', body.id as number))
        .executeTakeFirst();
      if (clash) throw new ApiError('A0400', 'franchisee_code_taken', { code: body.code });
      const fields = { code: body.code, name: body.name, status: body.status };
      if (body.id === undefined) {
        const { id } = await db
          .insertInto('franchisee')
          .values({ ...fields, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        audit({ targetId: id, after: fields });
        return { id };
      }
      const before = await db.selectFrom('franchisee').select(['code', 'name', 'status']).where('id', '=', body.id).executeTakeFirst();
      if (!before) throw new ApiError('A0404', 'not_found');
      await db.updateTable('franchisee').set(fields).where('id', '=', body.id).execute();
      audit({ targetId: body.id, before, after: fields });
      return { id: body.id };
    },
  }),
];
