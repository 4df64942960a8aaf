import { sql } from 'kysely';
import type { Caller } from '../../../server/auth/session';
import type { Database } from '../../../server/db/database';
import { defineSort, pagedList } from '../../../server/http/pagedList';
import { defineRoute } from '../../../server/http/route';
import { ApiError } from '../../../server/http/errors';
import { memberScope, scopeOf } from '../../../server/scope/scope';
import { rebateContracts as contracts } from '../shared/rebateContract';
import { rebateDayTotalsRow, rebateMemberTotalsRow, rebateRecordRow } from './tables/rebateRecordRows';
import type { MenuChildName } from '../../../shared/menuTree';
import { MONEY_MENU } from '../shared/menuTree';

/*
 * money_management > fan_yong (member rebates, 返水): views over rebate_record, the rows the daily
 * rebate calculation writes (one per member, Bombay business day and game; a paid row's
 * journal_key names its 'rebate' ledger journal, whose time is the paid time).
 *   rebate_record            the records themselves, and cancelling a held one with a reason;
 *   member_promotion_details per member totals over the filtered records of a day range;
 *   promotion_statistics     per business day totals over the filtered records of a day range.
 * The totals read every record of the range (rebate_record(business_date), or (member_id,
 * business_date) for a named member), so they take a range of at most a report's length; the
 * record list pages through the business_date index and caps its count.
 * Every view keeps to the caller's members (franchisee: its members; agent: its downline).
 *
 * The records are written by the daily rebate job (rebateJob.ts) from the templates of
 * promotion_settings (rebateTemplateRoutes.ts); the seed writes its history the same way.
 */

const SECTION = MONEY_MENU.money_management.fan_yong;

type Filters = { username?: string; memberId?: number; gameId?: number; startDate?: string; endDate?: string; status?: number };

/** The caller's rebate records matching the filters (alias r). */
function filtered(db: Database, caller: Caller, f: Filters) {
  const scope = scopeOf(caller);
  const byMember = scope.kind !== 'all' || f.username !== undefined || f.memberId !== undefined;
  return (
    db
      .selectFrom('rebate_record as r')
      // Members by primary key: the scope and the named member, through rebate_record(member_id, business_date).
      .$if(byMember, (q) =>
        q.where(
          'r.member_id',
          'in',
          db
            .selectFrom('member')
            .select('member.id')
            .where(memberScope(scope))
            .$if(f.username !== undefined, (s) => s.where('member.username', '=', f.username as string))
            .$if(f.memberId !== undefined, (s) => s.where('member.id', '=', f.memberId as number)),
        ),
      )
      .$if(f.gameId !== undefined, (q) => q.where('r.game_id', '=', f.gameId as number))
      .$if(f.startDate !== undefined, (q) => q.where('r.business_date', '>=', f.startDate as string))
      .$if(f.endDate !== undefined, (q) => q.where('r.business_date', '<=', f.endDate as string))
      .$if(f.status !== undefined, (q) => q.where('r.status', '=', f.status as number))
  );
}

// Amounts by state, summed over a group (read by the tables/rebateRecordRows.ts mappings).
const paidSum = sql<number>`coalesce(sum(case when r.status = 1 then r.amount else 0 end), 0)`;
const heldSum = sql<number>`coalesce(sum(case when r.status = 0 then r.amount else 0 end), 0)`;
const cancelledSum = sql<number>`coalesce(sum(case when r.status = 2 then r.amount else 0 end), 0)`;

const RECORD_SORT = defineSort({
  columns: { id: 'r.id', businessDate: 'r.business_date', amount: 'r.amount', validTurnover: 'r.valid_turnover' },
  defaultField: 'businessDate',
  defaultOrder: 'desc',
  tieBreak: { column: 'r.id', order: 'desc' },
});
const MEMBER_SORT = defineSort({
  columns: {
    memberId: 'g.member_id',
    records: 'g.records',
    validTurnover: 'g.valid_turnover',
    paidAmount: 'g.paid_amount',
    lastDate: 'g.last_date',
  },
  defaultField: 'paidAmount',
  defaultOrder: 'desc',
  tieBreak: { column: 'g.member_id', order: 'asc' },
});
const DAY_SORT = defineSort({
  columns: { businessDate: 'g.business_date', members: 'g.members', validTurnover: 'g.valid_turnover', paidAmount: 'g.paid_amount' },
  defaultField: 'businessDate',
  defaultOrder: 'desc',
  tieBreak: { column: 'g.business_date', order: 'desc' },
});

/** The games a screen's game filter offers, readable with that screen's menu alone. */
const gamesRoute = (
  contract: typeof contracts.recordGames | typeof contracts.memberGames | typeof contracts.statisticsGames,
  leaf: MenuChildName<typeof SECTION>,
) =>
  defineRoute({
    contract,
    auth: 'staff',
    menu: SECTION[leaf].path,
    async handler({ db }) {
      const list = await db.selectFrom('game').select(['game.id', 'game.name']).orderBy('game.sort').orderBy('game.id').execute();
      return { list, total: list.length };
    },
  });

export const rebateRoutes = [
  defineRoute({
    contract: contracts.records,
    auth: 'staff',
    menu: SECTION.rebate_record.path,
    async handler({ db, caller, body }) {
      const page = await pagedList(db, {
        query: filtered(db, caller, body),
        select: (q) =>
          q
            .innerJoin('member as m', 'm.id', 'r.member_id')
            .leftJoin('game as g', 'g.id', 'r.game_id')
            // The paid time is the ledger's: the journal the record names by its business key.
            .leftJoin('ledger_journal as j', 'j.business_key', 'r.journal_key')
            .leftJoin('staff_user as s', 's.id', 'r.cancelled_by')
            .select([
              'r.id',
              'r.member_id',
              'm.username',
              'r.game_id',
              'g.name as game_name',
              'r.business_date',
              'r.valid_turnover',
              'r.rate_bps',
              'r.amount',
              'r.status',
              'r.created_at',
              'j.created_at as paid_at',
              'r.cancel_reason',
              's.username as cancelled_by_username',
              'r.cancelled_at',
            ]),
        sort: RECORD_SORT,
        page: body,
        // Millions of records at the large profile: the pager's count stops at the cap.
        capped: true,
      });
      return { ...page, list: page.list.map(rebateRecordRow.map) };
    },
  }),
  gamesRoute(contracts.recordGames, 'rebate_record'),

  // A held record (calculated, not paid) is cancelled with a reason: it is then never paid, and
  // the commission and report figures, which count records not cancelled, leave it out.
  defineRoute({
    contract: contracts.cancel,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: SECTION.rebate_record.path,
    writes: { action: 'rebate.cancel', targetType: 'rebate_record' },
    async handler({ db, caller, body, now, audit }) {
      const record = await filtered(db, caller, {}).select(['r.id', 'r.status']).where('r.id', '=', body.id).executeTakeFirst();
      if (!record) throw new ApiError('A0404', 'not_found');
      if (record.status !== 0) throw new ApiError('A0400', 'rebate_not_held');
      // The status guard again in the write: a concurrent pay or cancel leaves nothing to change.
      const changed = await db
        .updateTable('rebate_record')
        .set({ status: 2, cancel_reason: body.reason, cancelled_by: caller.staffId, cancelled_at: now })
        .where('id', '=', body.id)
        .where('status', '=', 0)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) !== 1) throw new ApiError('A0400', 'rebate_not_held');
      audit({ targetId: body.id, before: { status: 0 }, after: { status: 2, reason: body.reason } });
      return { id: body.id, status: 2 as const };
    },
  }),

  defineRoute({
    contract: contracts.members,
    auth: 'staff',
    menu: SECTION.member_promotion_details.path,
    async handler({ db, caller, body }) {
      const grouped = filtered(db, caller, body)
        .groupBy('r.member_id')
        .select((eb) => [
          'r.member_id',
          eb.fn.countAll<number>().as('records'),
          eb.fn.sum<number>('r.valid_turnover').as('valid_turnover'),
          paidSum.as('paid_amount'),
          heldSum.as('held_amount'),
          cancelledSum.as('cancelled_amount'),
          eb.fn.min('r.business_date').as('first_date'),
          eb.fn.max('r.business_date').as('last_date'),
        ]);
      const page = await pagedList(db, {
        query: db.selectFrom(grouped.as('g')),
        select: (q) => q.innerJoin('member as m', 'm.id', 'g.member_id').selectAll('g').select('m.username'),
        sort: MEMBER_SORT,
        page: body,
      });
      return { ...page, list: page.list.map(rebateMemberTotalsRow.map) };
    },
  }),
  gamesRoute(contracts.memberGames, 'member_promotion_details'),

  defineRoute({
    contract: contracts.statistics,
    auth: 'staff',
    menu: SECTION.promotion_statistics.path,
    async handler({ db, caller, body }) {
      const grouped = filtered(db, caller, body)
        .groupBy('r.business_date')
        .select((eb) => [
          'r.business_date',
          eb.fn.count<number>('r.member_id').distinct().as('members'),
          eb.fn.countAll<number>().as('records'),
          eb.fn.sum<number>('r.valid_turnover').as('valid_turnover'),
          paidSum.as('paid_amount'),
          heldSum.as('held_amount'),
          cancelledSum.as('cancelled_amount'),
        ]);
      const page = await pagedList(db, {
        query: db.selectFrom(grouped.as('g')),
        select: (q) => q.selectAll('g'),
        sort: DAY_SORT,
        page: body,
        sums: {
          validTurnover: 'g.valid_turnover',
          paidAmount: 'g.paid_amount',
          heldAmount: 'g.held_amount',
          cancelledAmount: 'g.cancelled_amount',
          records: 'g.records',
        },
      });
      return { ...page, list: page.list.map(rebateDayTotalsRow.map) };
    },
  }),
  gamesRoute(contracts.statisticsGames, 'promotion_statistics'),
];
