import { sql, type Migration } from 'kysely';
import type { DialectName } from '../database';

/*
 * The copies of the cash and Yuebao balances on the member row (migrations 010 and 040) skip a
 * member row that already holds the new balance. On PostgreSQL every update of a member row writes
 * a new row version into each of the table's ~40 indexes (cash_balance and the totals are indexed,
 * so the update is never HOT), even when nothing changes. Settlement on PostgreSQL now writes a
 * winner's new cash balance together with its stake and winning totals in one UPDATE, taken while
 * the ledger accounts are locked and before their balances are added (plugins/lottery/server/settle.ts);
 * the trigger that follows then finds the balance already copied and writes nothing, so each
 * bettor's row is written once instead of twice. Every other path is unchanged: there the copy
 * differs and is written as before. SQLite writes in place (no per-index row versions) and keeps
 * its triggers as they are.
 */

const copy = (column: string) => `begin
        update member set ${column} = new.balance where id = new.owner_id::bigint and ${column} is distinct from new.balance;
        return null;
      end`;
const plain = (column: string) => `begin
        update member set ${column} = new.balance where id = new.owner_id::bigint;
        return null;
      end`;

async function replace(db: Parameters<Migration['up']>[0], body: (column: string) => string) {
  await sql
    .raw(
      `create or replace function member_cash_balance_copy() returns trigger language plpgsql as $$
      ${body('cash_balance')} $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create or replace function member_yuebao_balance_copy() returns trigger language plpgsql as $$
      ${body('yuebao_balance')} $$`,
    )
    .execute(db);
}

export function memberCopyGuard(dialect: DialectName): Migration {
  return {
    async up(db) {
      if (dialect === 'postgres') await replace(db, copy);
    },
    async down(db) {
      if (dialect === 'postgres') await replace(db, plain);
    },
  };
}
