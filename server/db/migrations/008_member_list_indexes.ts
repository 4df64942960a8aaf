import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Migration } from 'kysely';
import type { DialectName } from '../database';

/*
 * Indexes for the member list at a million members. The formal list (real players) is nearly every
 * member, so its indexes are partial on "formal" (is_test = 0 and is_internal = 0, written as
 * literals by the list query so both planners can match them): a count then reads only the index,
 * never the table. Every sortable column gets (column, id), the list's exact order (ties break on
 * id), so a page is read off an index instead of sorting the table; the common filter + sort pairs
 * get their own. Trial and play-along members get small partial indexes of their own instead of
 * the old is_test index, which the planner took for selective and walked for every formal query.
 * Member cash balances get an index in balance order, walked by "sort by balance" (listQuery.ts).
 */
const FORMAL = sql<SqlBool>`is_test = 0 and is_internal = 0`;

const FORMAL_INDEXES: string[][] = [
  ['vip_level', 'created_at'],
  ['customer_class', 'created_at'],
  ['agent_id', 'created_at'],
  ['franchisee_id', 'created_at'],
  ['status', 'last_login_at'],
  ['status', 'created_at'],
  ...[
    'created_at',
    'last_login_at',
    'vip_level',
    'points',
    'total_recharge',
    'total_withdrawal',
    'total_bet',
    'total_win',
    'first_charge_at',
    'online_at',
    'yuebao_balance',
  ].map((column) => [column, 'id']),
];

// Replaced by the formal ones above (nothing but the formal list filtered on these pairs).
const REPLACED = [
  'member_is_test_idx',
  'member_vip_level_created_at_idx',
  'member_customer_class_created_at_idx',
  'member_status_created_at_idx',
];

const formalName = (columns: string[]) => `member_formal_${columns.join('_')}_idx`;

async function partial(db: Kysely<unknown>, name: string, columns: string[], where: RawBuilder<SqlBool>) {
  await db.schema.createIndex(name).on('member').columns(columns).where(where).execute();
}

export function memberListIndexes(_dialect: DialectName): Migration {
  return {
    async up(db) {
      for (const name of REPLACED) await db.schema.dropIndex(name).ifExists().execute();
      for (const columns of FORMAL_INDEXES) await partial(db, formalName(columns), columns, FORMAL);
      await partial(db, 'member_trial_idx', ['id'], sql<SqlBool>`is_test = 1`);
      await partial(db, 'member_internal_idx', ['id'], sql<SqlBool>`is_internal = 1`);
      await db.schema
        .createIndex('ledger_account_member_balance_idx')
        .on('ledger_account')
        .columns(['owner_type', 'bucket', 'balance', 'owner_id'])
        .execute();
    },
    async down(db) {
      for (const columns of FORMAL_INDEXES) await db.schema.dropIndex(formalName(columns)).execute();
      for (const name of ['member_trial_idx', 'member_internal_idx', 'ledger_account_member_balance_idx'])
        await db.schema.dropIndex(name).execute();
      await db.schema.createIndex('member_is_test_idx').on('member').column('is_test').execute();
      for (const [name, columns] of [
        ['member_vip_level_created_at_idx', ['vip_level', 'created_at']],
        ['member_customer_class_created_at_idx', ['customer_class', 'created_at']],
        ['member_status_created_at_idx', ['status', 'created_at']],
      ] as const) {
        await db.schema
          .createIndex(name)
          .on('member')
          .columns([...columns])
          .execute();
      }
    },
  };
}
