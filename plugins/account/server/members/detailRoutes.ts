import { defineSort, pagedList, type ListPage } from '../../../../server/http/pagedList';
import { defineRoute } from '../../../../server/http/route';
import { ApiError } from '../../../../server/http/errors';
import { memberBalances } from '../../../../server/ledger/balances';
import { memberDetailContracts as contracts } from '../../shared/memberDetailContract';
import { FORMAL_MENU } from './fields';
import { memberRows } from './listQuery';
import { memberInScope } from './scoped';
import {
  auditRequirementRow,
  memberBankRow,
  memberBetRow,
  memberDepositRow,
  memberLoginRow,
  memberPointsRow,
  memberPostingRow,
  memberRemarkRow,
  memberWithdrawalRow,
} from '../tables/memberDetailRows';

/*
 * The member detail page: the profile (every label of spec §3 plus balances and open audit
 * requirements) and its tabs, each a scoped, paged list. Agents may read members of their
 * downline; writes live in actionRoutes.ts and registration.ts.
 */

/** A tab's page with its rows through the tab table's mapping. */
async function mappedPage<Row, Out>(mapping: { map: (row: Row) => Out }, page: Promise<ListPage<Row>>): Promise<ListPage<Out>> {
  const { list, total } = await page;
  return { list: list.map(mapping.map), total };
}

const newestFirst = (id: string) => defineSort({ columns: { id }, defaultField: 'id', defaultOrder: 'desc' });
const BET_RECORD_SORT = defineSort({
  columns: { id: 'bet.id', created_at: 'bet.created_at', stake: 'bet.stake', payout: 'bet.payout' },
  defaultField: 'id',
  defaultOrder: 'desc',
});

export const memberDetailRoutes = [
  defineRoute({
    contract: contracts.detail,
    auth: 'staff',
    menu: FORMAL_MENU,
    async handler({ db, caller, body, now }) {
      const [row] = await memberRows(db, caller, { ids: [body.id] }, 'any', now, { limit: 1, offset: 0 });
      if (!row) throw new ApiError('A0404', 'not_found');
      const [balances, station, requirements] = await Promise.all([
        memberBalances(db, [body.id]),
        db.selectFrom('station').select(['name']).where('id', '=', row.stationId).executeTakeFirst(),
        db
          .selectFrom('turnover_requirement')
          .select([
            'id',
            'source_type',
            'deposit_amount',
            'discount_amount',
            'normal_required',
            'comprehensive_required',
            'relax',
            'created_at',
          ])
          .where('member_id', '=', body.id)
          .where('status', '=', 'open')
          .orderBy('id')
          .execute(),
      ]);
      return {
        ...row,
        bonus: balances.get(body.id)?.bonus ?? 0,
        stationName: station?.name ?? '',
        auditRequirements: requirements.map(auditRequirementRow.map),
      };
    },
  }),

  defineRoute({
    contract: contracts.tab,
    auth: 'staff',
    menu: FORMAL_MENU,
    async handler({ db, caller, body }) {
      await memberInScope(db, caller, body.id);
      // Every tab reads newest first; the request's sortOrder never applied here.
      const page = { pageIndex: body.pageIndex, pageSize: body.pageSize };
      switch (body.tab) {
        case 'deposits':
          return mappedPage(
            memberDepositRow,
            pagedList(db, {
              query: db.selectFrom('deposit_order').where('member_id', '=', body.id),
              select: (q) =>
                q.select([
                  'id',
                  'order_no',
                  'kind',
                  'amount',
                  'bonus',
                  'credited_amount',
                  'status',
                  'is_first',
                  'utr',
                  'created_at',
                  'reviewed_at',
                ]),
              sort: newestFirst('id'),
              page,
            }),
          );
        case 'withdrawals':
          return mappedPage(
            memberWithdrawalRow,
            pagedList(db, {
              query: db.selectFrom('withdrawal_order').where('member_id', '=', body.id),
              select: (q) =>
                q.select([
                  'id',
                  'order_no',
                  'amount',
                  'fee',
                  'admin_fee',
                  'bonus_deduction',
                  'net_payout',
                  'stage',
                  'status',
                  'created_at',
                  'paid_at',
                ]),
              sort: newestFirst('id'),
              page,
            }),
          );
        case 'ledger':
          // Every posting on the member's accounts with the balance after it: the statement.
          return mappedPage(
            memberPostingRow,
            pagedList(db, {
              query: db
                .selectFrom('ledger_posting as p')
                .innerJoin('ledger_account as a', 'a.id', 'p.account_id')
                .innerJoin('ledger_journal as j', 'j.id', 'p.journal_id')
                .where('a.owner_type', '=', 'member')
                .where('a.owner_id', '=', String(body.id)),
              select: (q) =>
                q.select([
                  'p.id',
                  'j.type',
                  'a.bucket',
                  'p.amount',
                  'p.balance_after',
                  'j.ref_type',
                  'j.ref_id',
                  'j.remark',
                  'p.created_at',
                ]),
              sort: newestFirst('p.id'),
              page,
            }),
          );
        case 'loginLog':
          return mappedPage(
            memberLoginRow,
            pagedList(db, {
              query: db.selectFrom('member_login_log').where('member_id', '=', body.id),
              select: (q) => q.select(['id', 'ip', 'device', 'source', 'geo', 'success', 'reason', 'created_at']),
              sort: newestFirst('id'),
              page,
            }),
          );
        case 'remarks':
          return mappedPage(
            memberRemarkRow,
            pagedList(db, {
              query: db
                .selectFrom('member_remark')
                .leftJoin('staff_user', 'staff_user.id', 'member_remark.staff_id')
                .where('member_remark.member_id', '=', body.id),
              select: (q) =>
                q.select([
                  'member_remark.id',
                  'member_remark.kind',
                  'member_remark.content',
                  'staff_user.username as staff_username',
                  'member_remark.created_at',
                ]),
              sort: newestFirst('member_remark.id'),
              page,
            }),
          );
      }
    },
  }),

  defineRoute({
    contract: contracts.bank,
    auth: 'staff',
    menu: FORMAL_MENU,
    async handler({ db, caller, query }) {
      await memberInScope(db, caller, query.id);
      const rows = await db
        .selectFrom('member_bank')
        .selectAll()
        .where('member_id', '=', query.id)
        .orderBy('is_default', 'desc')
        .orderBy('id')
        .execute();
      // Full numbers never leave the server on this screen.
      return rows.map(memberBankRow.map);
    },
  }),

  defineRoute({
    contract: contracts.integral,
    auth: 'staff',
    menu: FORMAL_MENU,
    async handler({ db, caller, query }) {
      const member = await memberInScope(db, caller, query.id);
      const rows = await db
        .selectFrom('points_ledger')
        .select(['id', 'kind', 'amount', 'balance_after', 'ref', 'created_at'])
        .where('member_id', '=', query.id)
        .orderBy('id', 'desc')
        .limit(200)
        .execute();
      return { points: member.points, vipLevel: member.vip_level, list: rows.map(memberPointsRow.map) };
    },
  }),

  defineRoute({
    contract: contracts.bets,
    auth: 'staff',
    menu: FORMAL_MENU,
    async handler({ db, caller, body }) {
      await memberInScope(db, caller, body.id);
      const {
        list: rows,
        total,
        sums,
      } = await pagedList(db, {
        query: db
          .selectFrom('bet')
          .innerJoin('game', 'game.id', 'bet.game_id')
          .innerJoin('period', 'period.id', 'bet.period_id')
          .where('bet.member_id', '=', body.id),
        select: (q) =>
          q.select([
            'bet.id',
            'bet.bet_no',
            'game.name as game_name',
            'period.issue_no',
            'bet.play_code',
            'bet.selection',
            'bet.stake',
            'bet.fee',
            'bet.odds_x100',
            'bet.status',
            'bet.payout',
            'bet.created_at',
            'bet.settled_at',
          ]),
        sort: BET_RECORD_SORT,
        page: body,
        sums: { stake: 'bet.stake', payout: 'bet.payout' },
      });
      return { list: rows.map(memberBetRow.map), total, ...sums };
    },
  }),
];
