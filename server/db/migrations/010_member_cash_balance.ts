import { sql, type SqlBool } from 'kysely';
import type { Migration } from 'kysely';
import type { DialectName } from '../database';

/*
 * member.cash_balance: a copy of the member's cash ledger balance on the member row, so "sort by
 * balance" is an index like any other member column and can share an index with a filter (agent,
 * VIP level, customer class). Before, the list walked the ledger_account balance index and looked
 * each member up to test the filter: fast when most members pass, seconds when few of the richest
 * do (class D sorted by balance), and members without a cash account needed a second run.
 *
 * The copy is kept by a trigger on ledger_account, not by the services, so no path that moves
 * money (journals one by one or in batches, the seed's bulk load) can forget it; checkLedger
 * compares the two. The ledger stays the truth: the trigger only copies the cached balance the
 * ledger has just written, inside the same statement and therefore the same transaction. Lock order
 * is unchanged in practice: every service posts its journal before it updates the member row.
 */

const FORMAL = sql<SqlBool>`is_test = 0 and is_internal = 0`;
// The list's balance order alone and with the filters an operator pairs with it most.
const INDEXES: string[][] = [
  ['cash_balance', 'id'],
  ['agent_id', 'cash_balance', 'id'],
  ['vip_level', 'cash_balance', 'id'],
  ['customer_class', 'cash_balance', 'id'],
];
const nameOf = (columns: string[]) => `member_formal_${columns.join('_')}_idx`;
const MEMBER_CASH = `new.owner_type = 'member' and new.bucket = 'cash'`;

async function createTriggers(db: Parameters<Migration['up']>[0], dialect: DialectName) {
  if (dialect === 'postgres') {
    await sql
      .raw(
        `create function member_cash_balance_copy() returns trigger language plpgsql as $$
      begin
        update member set cash_balance = new.balance where id = new.owner_id::bigint;
        return null;
      end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ledger_account_member_cash after insert or update of balance on ledger_account
      for each row when (${MEMBER_CASH}) execute function member_cash_balance_copy()`,
      )
      .execute(db);
    return;
  }
  for (const [name, event] of [
    ['ledger_account_member_cash_insert', 'insert'],
    ['ledger_account_member_cash_update', 'update of balance'],
  ]) {
    await sql
      .raw(
        `create trigger ${name} after ${event} on ledger_account when ${MEMBER_CASH}
      begin update member set cash_balance = new.balance where id = cast(new.owner_id as integer); end`,
      )
      .execute(db);
  }
}

export function memberCashBalance(dialect: DialectName): Migration {
  return {
    async up(db) {
      await db.schema
        .alterTable('member')
        .addColumn('cash_balance', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`update member set cash_balance = (
          select a.balance from ledger_account a where a.owner_type = 'member' and a.bucket = 'cash' and a.owner_id = cast(member.id as text))
        where id in (select cast(owner_id as bigint) from ledger_account where owner_type = 'member' and bucket = 'cash' and balance <> 0)`.execute(
        db,
      );
      await createTriggers(db, dialect);
      for (const columns of INDEXES) await db.schema.createIndex(nameOf(columns)).on('member').columns(columns).where(FORMAL).execute();
      // Only the member list's balance walk used it.
      await db.schema.dropIndex('ledger_account_member_balance_idx').execute();
    },
    async down(db) {
      await db.schema
        .createIndex('ledger_account_member_balance_idx')
        .on('ledger_account')
        .columns(['owner_type', 'bucket', 'balance', 'owner_id'])
        .execute();
      for (const columns of INDEXES) await db.schema.dropIndex(nameOf(columns)).execute();
      if (dialect === 'postgres') {
        await sql`drop trigger ledger_account_member_cash on ledger_account`.execute(db);
        await sql`drop function member_cash_balance_copy()`.execute(db);
      } else {
        for (const name of ['ledger_account_member_cash_insert', 'ledger_account_member_cash_update'])
          await sql.raw(`drop trigger ${name}`).execute(db);
      }
      await db.schema.alterTable('member').dropColumn('cash_balance').execute();
    },
  };
}
