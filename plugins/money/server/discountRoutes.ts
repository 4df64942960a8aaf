import type { Caller } from '../../../server/auth/session';
import type { Database } from '../../../server/db/database';
import { ApiError } from '../../../server/http/errors';
import { defineSort, pagedList } from '../../../server/http/pagedList';
import { defineRoute } from '../../../server/http/route';
import { depositBonusFor, loadDiscountRules } from './discountRules';
import { rechargeDiscountRow } from './tables/rechargeDiscountRow';
import { discountContracts as contracts } from '../shared/discountContract';
import { MONEY_MENU } from '../shared/menuTree';

/*
 * money_management → recharge_discount: the deposit bonus rules. Admins keep platform-wide rules
 * (no franchisee) and any franchisee's; a franchisee sees the platform-wide ones and keeps its own.
 */

const MENU = MONEY_MENU.money_management.recharge_discount.path;

type RuleRow = {
  id: number;
  franchisee_id: number | null;
  name: string;
  kind: 'first' | 'daily' | 'every';
  min_amount: number;
  max_amount: number;
  rate_bps: number;
  cap: number;
  turnover_multiple_x100: number;
  sort: number;
  status: number;
  created_at: number;
  updated_at: number;
};

const present = (r: RuleRow) => rechargeDiscountRow.map(r);

/** A rule the caller may change: admins any, a franchisee only its own (platform-wide ones are read-only to it). */
async function loadOwnRule(db: Database, caller: Caller, id: number): Promise<RuleRow> {
  const row = await db
    .selectFrom('recharge_discount_rule')
    .selectAll()
    .where('id', '=', id)
    .$if(caller.role !== 'admin', (q) => q.where('franchisee_id', '=', caller.franchiseeId as number))
    .executeTakeFirst();
  if (!row) throw new ApiError('A0404', 'not_found');
  return row as RuleRow;
}

const RULE_SORT = defineSort({
  columns: { sort: 'recharge_discount_rule.sort', id: 'recharge_discount_rule.id' },
  defaultField: 'sort',
  defaultOrder: 'asc',
  tieBreak: { column: 'recharge_discount_rule.id', order: 'asc' },
});

export const discountRoutes = [
  defineRoute({
    contract: contracts.list,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: MENU,
    async handler({ db, caller, body }) {
      const filtered = db
        .selectFrom('recharge_discount_rule')
        .$if(caller.role !== 'admin', (q) =>
          q.where((eb) => eb.or([eb('franchisee_id', 'is', null), eb('franchisee_id', '=', caller.franchiseeId as number)])),
        )
        .$if(body.kind !== undefined, (q) => q.where('kind', '=', body.kind as 'first'))
        .$if(body.status !== undefined, (q) => q.where('status', '=', body.status as number));
      const { list, total } = await pagedList(db, { query: filtered, select: (q) => q.selectAll(), sort: RULE_SORT, page: body });
      return { list: list.map((r) => present(r as RuleRow)), total };
    },
  }),

  defineRoute({
    contract: contracts.save,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: MENU,
    writes: { action: 'recharge_discount.save', targetType: 'recharge_discount_rule' },
    async handler({ db, caller, body, audit, now }) {
      const before = body.id === undefined ? undefined : await loadOwnRule(db, caller, body.id);
      const franchiseeId = caller.role === 'admin' ? (body.franchiseeId ?? null) : caller.franchiseeId;
      if (franchiseeId !== null) {
        const exists = await db.selectFrom('franchisee').select('id').where('id', '=', franchiseeId).executeTakeFirst();
        if (!exists) throw new ApiError('A0400', 'franchisee_unknown');
      }
      const values = {
        franchisee_id: franchiseeId,
        name: body.name,
        kind: body.kind,
        min_amount: body.minAmount,
        max_amount: body.maxAmount,
        rate_bps: body.rateBps,
        cap: body.cap,
        turnover_multiple_x100: body.turnoverMultipleX100,
        sort: body.sort ?? before?.sort ?? 0,
        status: body.status ?? before?.status ?? 0,
        updated_at: now,
      };
      let id: number;
      if (before) {
        await db.updateTable('recharge_discount_rule').set(values).where('id', '=', before.id).execute();
        id = before.id;
      } else {
        id = (
          await db
            .insertInto('recharge_discount_rule')
            .values({ ...values, created_at: now })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      }
      const after = present(
        (await db.selectFrom('recharge_discount_rule').selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as RuleRow,
      );
      audit({ targetId: id, before: before ? present(before) : undefined, after });
      return after;
    },
  }),

  defineRoute({
    contract: contracts.status,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: MENU,
    writes: { action: 'recharge_discount.status', targetType: 'recharge_discount_rule' },
    async handler({ db, caller, body, audit, now }) {
      const before = await loadOwnRule(db, caller, body.id);
      await db.updateTable('recharge_discount_rule').set({ status: body.status, updated_at: now }).where('id', '=', body.id).execute();
      audit({ targetId: body.id, before: { status: before.status }, after: { status: body.status } });
      return null;
    },
  }),

  defineRoute({
    contract: contracts.delete,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: MENU,
    writes: { action: 'recharge_discount.delete', targetType: 'recharge_discount_rule' },
    async handler({ db, caller, body, audit }) {
      const before = await loadOwnRule(db, caller, body.id);
      await db.deleteFrom('recharge_discount_rule').where('id', '=', body.id).execute();
      audit({ targetId: body.id, before: present(before) });
      return null;
    },
  }),

  // What a deposit of this size would get now for a first / non-first / not-first-today member: the screen's check of the rules.
  defineRoute({
    contract: contracts.preview,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: MENU,
    async handler({ db, caller, body }) {
      const franchiseeId = caller.role === 'admin' ? (body.franchiseeId ?? 0) : (caller.franchiseeId as number);
      const rules = await loadDiscountRules(db, franchiseeId);
      return {
        first: depositBonusFor(rules, { amount: body.amount, isFirstDeposit: true, approvedToday: 0 }),
        daily: depositBonusFor(rules, { amount: body.amount, isFirstDeposit: false, approvedToday: 0 }),
        again: depositBonusFor(rules, { amount: body.amount, isFirstDeposit: false, approvedToday: 1 }),
      };
    },
  }),
];
