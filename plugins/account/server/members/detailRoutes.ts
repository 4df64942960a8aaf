import { defineSort, pagedList } from '../../../../server/http/pagedList';
import { defineRoute } from '../../../../server/http/route';
import { ApiError } from '../../../../server/http/errors';
import { memberBalances } from '../../../../server/ledger/balances';
import { memberDetailContracts as contracts } from '../../shared/memberDetailContract';
import { FORMAL_MENU } from './fields';
import { memberRows } from './listQuery';
import { maskAccountNo, maskUpi } from './masking';
import { memberInScope } from './scoped';

/*
 * The member detail page: the profile (every label of spec §3 plus balances and open audit
 * requirements) and its tabs, each a scoped, paged list. Agents may read members of their
 * downline; writes live in actionRoutes.ts and registration.ts.
 */

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
            'source_type as sourceType',
            'deposit_amount as deposit',
            'discount_amount as discount',
            'normal_required as normalRequired',
            'comprehensive_required as comprehensiveRequired',
            'relax',
            'created_at as createdAt',
          ])
          .where('member_id', '=', body.id)
          .where('status', '=', 'open')
          .orderBy('id')
          .execute(),
      ]);
      return { ...row, bonus: balances.get(body.id)?.bonus ?? 0, stationName: station?.name ?? '', auditRequirements: requirements };
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
          return pagedList(db, {
            query: db.selectFrom('deposit_order').where('member_id', '=', body.id),
            select: (q) =>
              q.select([
                'id',
                'order_no as orderNo',
                'kind',
                'amount',
                'bonus',
                'credited_amount as creditedAmount',
                'status',
                'is_first as isFirst',
                'utr',
                'created_at as createdAt',
                'reviewed_at as reviewedAt',
              ]),
            sort: newestFirst('id'),
            page,
          });
        case 'withdrawals':
          return pagedList(db, {
            query: db.selectFrom('withdrawal_order').where('member_id', '=', body.id),
            select: (q) =>
              q.select([
                'id',
                'order_no as orderNo',
                'amount',
                'fee',
                'admin_fee as adminFee',
                'bonus_deduction as bonusDeduction',
                'net_payout as netPayout',
                'stage',
                'status',
                'created_at as createdAt',
                'paid_at as paidAt',
              ]),
            sort: newestFirst('id'),
            page,
          });
        case 'ledger':
          // Every posting on the member's accounts with the balance after it: the statement.
          return pagedList(db, {
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
                'p.balance_after as balanceAfter',
                'j.ref_type as refType',
                'j.ref_id as refId',
                'j.remark',
                'p.created_at as createdAt',
              ]),
            sort: newestFirst('p.id'),
            page,
          });
        case 'loginLog':
          return pagedList(db, {
            query: db.selectFrom('member_login_log').where('member_id', '=', body.id),
            select: (q) => q.select(['id', 'ip', 'device', 'source', 'geo', 'success', 'reason', 'created_at as createdAt']),
            sort: newestFirst('id'),
            page,
          });
        case 'remarks':
          return pagedList(db, {
            query: db
              .selectFrom('member_remark')
              .leftJoin('staff_user', 'staff_user.id', 'member_remark.staff_id')
              .where('member_remark.member_id', '=', body.id),
            select: (q) =>
              q.select([
                'member_remark.id',
                'member_remark.kind',
                'member_remark.content',
                'staff_user.username as staff',
                'member_remark.created_at as createdAt',
              ]),
            sort: newestFirst('member_remark.id'),
            page,
          });
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
      return rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        holderName: r.holder_name,
        bankName: r.bank_name,
        ifsc: r.ifsc,
        accountNo: maskAccountNo(r.account_no),
        upiId: maskUpi(r.upi_id),
        isDefault: r.is_default,
        createdAt: r.created_at,
      }));
    },
  }),

  defineRoute({
    contract: contracts.integral,
    auth: 'staff',
    menu: FORMAL_MENU,
    async handler({ db, caller, query }) {
      const member = await memberInScope(db, caller, query.id);
      const list = await db
        .selectFrom('points_ledger')
        .select(['id', 'kind', 'amount', 'balance_after as balanceAfter', 'ref', 'created_at as createdAt'])
        .where('member_id', '=', query.id)
        .orderBy('id', 'desc')
        .limit(200)
        .execute();
      return { points: member.points, vipLevel: member.vip_level, list };
    },
  }),

  defineRoute({
    contract: contracts.bets,
    auth: 'staff',
    menu: FORMAL_MENU,
    async handler({ db, caller, body }) {
      await memberInScope(db, caller, body.id);
      const { list, total, sums } = await pagedList(db, {
        query: db
          .selectFrom('bet')
          .innerJoin('game', 'game.id', 'bet.game_id')
          .innerJoin('period', 'period.id', 'bet.period_id')
          .where('bet.member_id', '=', body.id),
        select: (q) =>
          q.select([
            'bet.id',
            'bet.bet_no as betNo',
            'game.name as gameName',
            'period.issue_no as issueNo',
            'bet.play_code as playCode',
            'bet.selection',
            'bet.stake',
            'bet.fee',
            'bet.odds_x100 as oddsX100',
            'bet.status',
            'bet.payout',
            'bet.created_at as createdAt',
            'bet.settled_at as settledAt',
          ]),
        sort: BET_RECORD_SORT,
        page: body,
        sums: { stake: 'bet.stake', payout: 'bet.payout' },
      });
      return { list, total, ...sums };
    },
  }),
];
