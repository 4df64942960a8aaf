import { sql } from 'kysely';
import { containsText } from '../../../../server/db/filters';
import { defineSort, pagedList } from '../../../../server/http/pagedList';
import { defineRoute } from '../../../../server/http/route';
import { memberScope, scopeFilter, scopeOf } from '../../../../server/scope/scope';
import { memberListContracts as listContracts, type MemberListContract } from '../../shared/memberListContract';
import { memberViewContracts as contracts } from '../../shared/memberViewContract';
import { memberListRoute } from './listRoutes';
import type { MenuChildName } from '../../../../shared/menuTree';
import { ACCOUNT_MENU } from '../../shared/menuTree';
import { memberTradeRow, memberVipLevelRow, registDiscountRow, vipLevelHoldersRow } from '../tables/memberViewRows';

/*
 * The member-facing views under vip/: points (memberintegral), VIP standing (vipInfo), member
 * transactions (trade: every ledger posting on a member account), the VIP levels as they stand
 * on members (vip_level_management: levels and how many members hold each) and registration
 * discounts (reg_preferential_management). Read-only; changes are made on the member detail or in
 * the VIP plugin. Each is gated by its own menu entry and scoped like the member list.
 */

const VIP = ACCOUNT_MENU.Account_management.vip;
const menu = (leaf: MenuChildName<typeof VIP>) => VIP[leaf].path;

const formalListRoute = (contract: MemberListContract, leaf: MenuChildName<typeof VIP>) => memberListRoute(contract, menu(leaf), 'formal');

// Both lists sort by id only, newest first unless the request says ASC.
const newestFirst = (id: string) => defineSort({ columns: { id }, defaultField: 'id', defaultOrder: 'desc' });

export const memberViewRoutes = [
  formalListRoute(listContracts.points, 'memberintegral'),
  formalListRoute(listContracts.vipInfo, 'vipInfo'),

  defineRoute({
    contract: contracts.trade,
    auth: 'staff',
    menu: menu('trade'),
    async handler({ db, caller, body }) {
      const filtered = db
        .selectFrom('ledger_posting as p')
        .innerJoin('ledger_account as a', 'a.id', 'p.account_id')
        .innerJoin('ledger_journal as j', 'j.id', 'p.journal_id')
        // Join member by its primary key (the CASE keeps PostgreSQL from casting system owners such as 'platform').
        .innerJoin('member', (jn) => jn.on(sql<boolean>`member.id = case when a.owner_type = 'member' then cast(a.owner_id as bigint) end`))
        .where('a.owner_type', '=', 'member')
        .where(memberScope(scopeOf(caller)))
        .$if(body.username !== undefined, (q) => q.where(containsText('member.username', body.username as string)))
        .$if(body.memberId !== undefined, (q) => q.where('member.id', '=', body.memberId as number))
        .$if(body.type !== undefined, (q) => q.where('j.type', '=', body.type as 'deposit'))
        .$if(body.bucket !== undefined, (q) => q.where('a.bucket', '=', body.bucket as 'cash'))
        .$if(body.startTime !== undefined, (q) => q.where('p.created_at', '>=', body.startTime as number))
        .$if(body.endTime !== undefined, (q) => q.where('p.created_at', '<', body.endTime as number));
      // Millions of postings: an unfiltered page never makes the database walk the whole ledger.
      const { list, ...counted } = await pagedList(db, {
        query: filtered,
        select: (q) =>
          q.select([
            'p.id',
            'member.id as member_id',
            'member.username',
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
        page: body,
        capped: true,
      });
      return { list: list.map(memberTradeRow.map), ...counted };
    },
  }),

  defineRoute({
    contract: contracts.levels,
    auth: 'staff',
    menu: menu('vip_level_management'),
    async handler({ db, caller }) {
      const scope = scopeOf(caller);
      // Member counts per level in scope, beside the franchisees' level definitions (if any).
      const [levels, counts] = await Promise.all([
        db
          .selectFrom('vip_level')
          .innerJoin('franchisee', 'franchisee.id', 'vip_level.franchisee_id')
          .select([
            'vip_level.id',
            'vip_level.franchisee_id',
            'franchisee.name as franchisee_name',
            'vip_level.level',
            'vip_level.name',
            'vip_level.required_monthly',
            'vip_level.required_weekly',
            'vip_level.upgrade_reward',
            'vip_level.weekly_reward',
            'vip_level.rebate_bps',
          ])
          .where(scopeFilter(scope, { franchisee: 'vip_level.franchisee_id' }))
          .orderBy('vip_level.franchisee_id')
          .orderBy('vip_level.level')
          .execute(),
        db
          .selectFrom('member')
          .select(['member.vip_level as level', (eb) => eb.fn.countAll<number>().as('members')])
          .where(memberScope(scope))
          .where('member.is_test', '=', 0)
          .where('member.is_internal', '=', 0)
          .groupBy('member.vip_level')
          .orderBy('member.vip_level')
          .execute(),
      ]);
      return { levels: levels.map(memberVipLevelRow.map), members: counts.map(vipLevelHoldersRow.map) };
    },
  }),

  defineRoute({
    contract: contracts.registDiscounts,
    auth: 'staff',
    menu: menu('reg_preferential_management'),
    async handler({ db, caller, body }) {
      const filtered = db
        .selectFrom('member')
        .where(memberScope(scopeOf(caller)))
        .where('member.is_test', '=', 0)
        .where('member.is_internal', '=', 0)
        .where((eb) => eb.or([eb('member.regist_discount', '>', 0), eb('member.regist_discount_status', '<>', 0)]))
        .$if(body.username !== undefined, (q) => q.where(containsText('member.username', body.username as string)))
        .$if(body.status !== undefined, (q) => q.where('member.regist_discount_status', '=', body.status as number));
      const { list, total } = await pagedList(db, {
        query: filtered,
        select: (q) =>
          q.select([
            'member.id',
            'member.username',
            'member.regist_discount',
            'member.regist_discount_multiple_x100',
            'member.regist_discount_status',
            'member.regist_discount_at',
            'member.created_at',
            'member.register_ip',
          ]),
        sort: newestFirst('member.id'),
        page: body,
      });
      return { list: list.map(registDiscountRow.map), total };
    },
  }),
];
