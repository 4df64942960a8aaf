import { countRow } from '../../../server/db/countRow';
import type { Database } from '../../../server/db/database';
import type { ModuleCounter } from '../../../server/plugin/serverModule';
import { scopeFilter, type Scope } from '../../../server/scope/scope';
import { MONEY_COUNTS } from '../shared/badges';
import { COMPANY_INCOME_MENU, MANUAL_DEPOSIT_RECORD_MENU, MANUAL_WITHDRAWAL_RECORD_MENU, WITHDRAWAL_MENU } from '../shared/menu';

const orderScope = (scope: Scope, table: string) =>
  scopeFilter(scope, { franchisee: `${table}.franchisee_id`, agent: `${table}.agent_id` });

/** Manual requests (single or batch) of one direction waiting for a checker, in the caller's franchisee scope. */
function pendingManual(direction: 'credit' | 'debit'): ModuleCounter['count'] {
  return async (db, scope) => {
    const row = await db
      .selectFrom('manual_batch')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('manual_batch.status', '=', 'pending_approval')
      .where('manual_batch.direction', '=', direction)
      .where(scopeFilter(scope, { franchisee: 'manual_batch.franchisee_id' }))
      .executeTakeFirstOrThrow();
    return countRow.map(row).n;
  };
}

/** Orders waiting for a reviewer (status 1); internal (house) accounts' orders are left out, as in every dashboard count. */
export const moneyCounters: Record<string, ModuleCounter> = {
  [MONEY_COUNTS.companyDeposit]: {
    menu: COMPANY_INCOME_MENU,
    count: async (db: Database, scope: Scope) => {
      const row = await db
        .selectFrom('deposit_order as o')
        .innerJoin('member as m', 'm.id', 'o.member_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('o.kind', '=', 'company')
        .where('o.status', '=', 1)
        .where('m.is_internal', '=', 0)
        .where(orderScope(scope, 'o'))
        .executeTakeFirstOrThrow();
      return countRow.map(row).n;
    },
  },
  [MONEY_COUNTS.withdrawalAgent]: {
    menu: WITHDRAWAL_MENU,
    count: async (db: Database, scope: Scope) => {
      const row = await db
        .selectFrom('withdrawal_order as o')
        .innerJoin('member as m', 'm.id', 'o.member_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('o.status', '=', 1)
        .where('m.is_internal', '=', 0)
        .where(orderScope(scope, 'o'))
        .executeTakeFirstOrThrow();
      return countRow.map(row).n;
    },
  },
  [MONEY_COUNTS.manualCredit]: { menu: MANUAL_DEPOSIT_RECORD_MENU, count: pendingManual('credit') },
  [MONEY_COUNTS.manualDebit]: { menu: MANUAL_WITHDRAWAL_RECORD_MENU, count: pendingManual('debit') },
};
