import { sql, type Kysely, type Migration, type SqlBool } from 'kysely';
import type { DialectName } from '../database';

/*
 * member_balance: the member's money figures that every bet and settlement changes — the cash
 * balance copy (migration 010) and the running stake and winning totals — move off the member row
 * into a narrow table of their own, with only the indexes the member list sorts on them need.
 *
 * Why: on PostgreSQL an update that changes an indexed column writes a new entry into every index
 * of the table. The member row has ~33 indexes (each filter and sort of the list at a million
 * members), and cash_balance, total_bet and total_win were among the indexed columns, so each
 * bet (cash copy) and each settled bettor (totals and cash) wrote ~36 index entries; settling a
 * 2,000-bet period spent ~120 of its ~275 ms there at the large profile. A member_balance row has
 * 7 indexes. SQLite writes in place and gains less, but keeps one schema with PostgreSQL.
 *
 * The list's balance sorts were fast because they shared an index with the filter an operator pairs
 * with them (agent, VIP level, customer class; migration 010), and partial on formal members
 * (migration 008). member_balance keeps copies of those four member columns (agent_id, vip_level,
 * customer_class and formal = is_test 0 and is_internal 0), kept by triggers on member like the
 * cash copy is kept by the ledger's trigger, so the same indexes exist here; the list query repeats
 * its filters on them (plugins/account/server/members/listQuery.ts). They change rarely (an agent move, a
 * VIP level, a class), so the extra write is off the money path.
 *
 * Every member has a row: the member insert trigger creates it (all the code that creates members,
 * the seed's bulk load included, goes through it); removal deletes it with the member. The ledger
 * stays the truth of the cash balance; checkLedger compares the copy here with the account.
 */

const FORMAL_WHERE = 'formal = 1';
// (name, columns) of the list's sort indexes, partial on formal members like the ones they replace.
const INDEXES: [string, string[]][] = [
  ['member_balance_formal_cash_idx', ['cash_balance', 'member_id']],
  ['member_balance_formal_agent_cash_idx', ['agent_id', 'cash_balance', 'member_id']],
  ['member_balance_formal_vip_cash_idx', ['vip_level', 'cash_balance', 'member_id']],
  ['member_balance_formal_class_cash_idx', ['customer_class', 'cash_balance', 'member_id']],
  ['member_balance_formal_bet_idx', ['total_bet', 'member_id']],
  ['member_balance_formal_win_idx', ['total_win', 'member_id']],
];
// The member indexes that covered the moved columns (migrations 008 and 010), with their columns for down().
const MEMBER_INDEXES: [string, string[]][] = [
  ['member_formal_cash_balance_id_idx', ['cash_balance', 'id']],
  ['member_formal_agent_id_cash_balance_id_idx', ['agent_id', 'cash_balance', 'id']],
  ['member_formal_vip_level_cash_balance_id_idx', ['vip_level', 'cash_balance', 'id']],
  ['member_formal_customer_class_cash_balance_id_idx', ['customer_class', 'cash_balance', 'id']],
  ['member_formal_total_bet_id_idx', ['total_bet', 'id']],
  ['member_formal_total_win_id_idx', ['total_win', 'id']],
];
const MOVED = ['cash_balance', 'total_bet', 'total_win'];
const MEMBER_CASH = `new.owner_type = 'member' and new.bucket = 'cash'`;
const SQLITE_CASH_TRIGGERS: [string, string][] = [
  ['ledger_account_member_cash_insert', 'insert'],
  ['ledger_account_member_cash_update', 'update of balance'],
];
const FORMAL_OF_NEW = 'case when new.is_test = 0 and new.is_internal = 0 then 1 else 0 end';
const COPIED_CHANGED =
  'old.agent_id is distinct from new.agent_id or old.vip_level <> new.vip_level or old.customer_class <> new.customer_class' +
  ' or old.is_test <> new.is_test or old.is_internal <> new.is_internal';

type Db = Kysely<unknown>;

async function createTable(db: Db, dialect: DialectName) {
  // INTEGER PRIMARY KEY on SQLite: the key is the rowid, no second B-tree.
  await db.schema
    .createTable('member_balance')
    .addColumn('member_id', dialect === 'postgres' ? 'bigint' : 'integer', (c) =>
      c.primaryKey().references('member.id').onDelete('cascade'),
    )
    .addColumn('cash_balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('total_bet', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('total_win', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('formal', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('agent_id', 'bigint')
    .addColumn('vip_level', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('customer_class', 'text', (c) => c.notNull().defaultTo('D'))
    .execute();
}

/** The copies of member columns kept by triggers on member; the cash copy by the ledger's trigger. */
async function createTriggers(db: Db, dialect: DialectName) {
  const insertRow = `insert into member_balance (member_id, formal, agent_id, vip_level, customer_class)
          values (new.id, ${FORMAL_OF_NEW}, new.agent_id, new.vip_level, new.customer_class)`;
  const updateRow = `update member_balance set formal = ${FORMAL_OF_NEW}, agent_id = new.agent_id, vip_level = new.vip_level,
          customer_class = new.customer_class where member_id = new.id`;
  if (dialect === 'postgres') {
    // Same guard as migration 058: a copy already equal writes nothing (settlement writes it first).
    await sql
      .raw(
        `create or replace function member_cash_balance_copy() returns trigger language plpgsql as $$
      begin
        update member_balance set cash_balance = new.balance where member_id = new.owner_id::bigint and cash_balance is distinct from new.balance;
        return null;
      end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create function member_balance_insert() returns trigger language plpgsql as $$
      begin
        ${insertRow};
        return null;
      end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create function member_balance_copy() returns trigger language plpgsql as $$
      begin
        ${updateRow};
        return null;
      end $$`,
      )
      .execute(db);
    await sql
      .raw('create trigger member_balance_insert after insert on member for each row execute function member_balance_insert()')
      .execute(db);
    await sql
      .raw(
        `create trigger member_balance_copy after update of agent_id, vip_level, customer_class, is_test, is_internal on member
      for each row when (${COPIED_CHANGED}) execute function member_balance_copy()`,
      )
      .execute(db);
    return;
  }
  for (const [name] of SQLITE_CASH_TRIGGERS) await sql.raw(`drop trigger if exists ${name}`).execute(db);
  for (const [name, event] of SQLITE_CASH_TRIGGERS) {
    await sql
      .raw(
        `create trigger ${name} after ${event} on ledger_account when ${MEMBER_CASH}
      begin update member_balance set cash_balance = new.balance where member_id = cast(new.owner_id as integer); end`,
      )
      .execute(db);
  }
  await sql.raw(`create trigger member_balance_insert after insert on member begin ${insertRow}; end`).execute(db);
  await sql
    .raw(
      `create trigger member_balance_copy after update of agent_id, vip_level, customer_class, is_test, is_internal on member
    when ${COPIED_CHANGED.replaceAll('is distinct from', 'is not')} begin ${updateRow}; end`,
    )
    .execute(db);
}

async function dropTriggers(db: Db, dialect: DialectName) {
  if (dialect === 'postgres') {
    await sql`drop trigger member_balance_copy on member`.execute(db);
    await sql`drop trigger member_balance_insert on member`.execute(db);
    await sql`drop function member_balance_copy()`.execute(db);
    await sql`drop function member_balance_insert()`.execute(db);
    await sql
      .raw(
        `create or replace function member_cash_balance_copy() returns trigger language plpgsql as $$
      begin
        update member set cash_balance = new.balance where id = new.owner_id::bigint and cash_balance is distinct from new.balance;
        return null;
      end $$`,
      )
      .execute(db);
    return;
  }
  for (const name of ['member_balance_copy', 'member_balance_insert', ...SQLITE_CASH_TRIGGERS.map(([n]) => n)])
    await sql.raw(`drop trigger ${name}`).execute(db);
  for (const [name, event] of SQLITE_CASH_TRIGGERS) {
    await sql
      .raw(
        `create trigger ${name} after ${event} on ledger_account when ${MEMBER_CASH}
      begin update member set cash_balance = new.balance where id = cast(new.owner_id as integer); end`,
      )
      .execute(db);
  }
}

export function memberBalance(dialect: DialectName): Migration {
  return {
    async up(db) {
      await createTable(db, dialect);
      await sql`insert into member_balance (member_id, cash_balance, total_bet, total_win, formal, agent_id, vip_level, customer_class)
        select id, cash_balance, total_bet, total_win, case when is_test = 0 and is_internal = 0 then 1 else 0 end, agent_id, vip_level, customer_class
        from member order by id`.execute(db);
      for (const [name, columns] of INDEXES)
        await db.schema.createIndex(name).on('member_balance').columns(columns).where(sql.raw<SqlBool>(FORMAL_WHERE)).execute();
      await createTriggers(db, dialect);
      for (const [name] of MEMBER_INDEXES) await db.schema.dropIndex(name).ifExists().execute();
      // SQLite refuses to drop a column an index or trigger still names: both went above.
      for (const column of MOVED) await db.schema.alterTable('member').dropColumn(column).execute();
      if (dialect === 'postgres') await sql`analyze member_balance`.execute(db);
    },
    async down(db) {
      for (const column of MOVED)
        await db.schema
          .alterTable('member')
          .addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0))
          .execute();
      await sql`update member set cash_balance = b.cash_balance, total_bet = b.total_bet, total_win = b.total_win
        from member_balance b where b.member_id = member.id`.execute(db);
      await dropTriggers(db, dialect);
      for (const [name, columns] of MEMBER_INDEXES) {
        await db.schema
          .createIndex(name)
          .ifNotExists()
          .on('member')
          .columns(columns)
          .where(sql.raw<SqlBool>('is_test = 0 and is_internal = 0'))
          .execute();
      }
      await db.schema.dropTable('member_balance').execute();
    },
  };
}
