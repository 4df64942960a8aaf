import type { Migration } from 'kysely/migration';
import type { DialectName } from '../database';
import { migrationHelpers } from './helpers';

/*
 * Indexes for the member list at a million members. Every sortable column gets (column, id), the
 * list's exact order (it breaks ties on id), so a page is read off the index instead of sorting
 * the table; the common filter + sort pairs get their own; member cash balances get an index in
 * balance order so "sort by balance" walks it (server/account/members/balanceOrder.ts).
 */
const SORT_COLUMNS = ['created_at', 'vip_level', 'points', 'total_recharge', 'total_withdrawal', 'total_bet', 'total_win',
  'first_charge_at', 'online_at', 'yuebao_balance'];

export function memberListIndexes(dialect: DialectName): Migration {
  const { index } = migrationHelpers(dialect);
  return {
    async up(db) {
      for (const column of SORT_COLUMNS) await index(db, 'member', column, 'id');
      await index(db, 'member', 'status', 'last_login_at');
      await index(db, 'ledger_account', 'owner_type', 'bucket', 'balance', 'owner_id');
    },
    async down(db) {
      for (const column of SORT_COLUMNS) await db.schema.dropIndex(`member_${column}_id_idx`).execute();
      await db.schema.dropIndex('member_status_last_login_at_idx').execute();
      await db.schema.dropIndex('ledger_account_owner_type_bucket_balance_owner_id_idx').execute();
    },
  };
}
