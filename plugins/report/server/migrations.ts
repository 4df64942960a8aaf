import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../../../server/db/database';
import { BOMBAY_OFFSET_MS, DAY_MS } from '../../../server/domain/time';
import { MEMBER_CUT_TABLE, MEMBER_WITHDRAW_METRICS } from './cutTables';
import { NGR_METRICS, SPLIT_METRICS } from './metrics';
import { reportCuts } from './migrations/016_report_cuts';
import { firstBetMember } from './migrations/046_first_bet_member';
import { memberDailyCut } from './migrations/047_member_daily_cut';

/*
 * Issue 40: a change to a past day's figures (a cancelled rebate, a supplementary settlement, a
 * voided bet, an order corrected, a member moved to another agent or marked trial) never reached
 * the stored report tables, which the close-day job rebuilt only for the day that had just ended.
 * Triggers on the five tables the reports are built from (rebuild.ts `sources`) mark each Bombay
 * day whose figures a write changes in report_stale_day; the stale-days job rebuilds those days
 * within a minute (staleDays.ts). Triggers, not calls in each writer: every write path, today's and
 * a future plugin's, is caught by the database itself.
 * `version` changes on every mark, so a rebuild clears a mark only when no write came after the
 * rebuild read it; `claimed_version` is the version the close-day job saw when it began (a resumed
 * job must not clear a mark written between its two runs).
 * Only columns a figure reads fire a trigger; the VIP level does not (the VIP cut counts a member
 * under the level it has when its day is built).
 */

const DAY = (ms: string) => `((${ms} + ${BOMBAY_OFFSET_MS}) / ${DAY_MS})`;

interface Watched {
  table: string;
  /** Columns whose change changes a figure. */
  columns: string[];
  /** The Bombay day (SQL over `r`, the old or new row) the row counts on, or null when it counts nowhere. */
  day(dialect: DialectName, r: string): string;
  /** Inserts mark their day too (rows that can be written for a past day). */
  insert?: boolean;
}

const dateDay = (dialect: DialectName, column: string) =>
  dialect === 'postgres' ? `(cast(${column} as date) - date '1970-01-01')` : `cast(julianday(${column}) - 2440587.5 as integer)`;

const WITHDRAWAL_COLUMNS = ['stage', 'paid_at', 'amount', 'fee', 'admin_fee'];
const WATCHED: Watched[] = [
  { table: 'bet', columns: ['status', 'stake', 'payout', 'fee', 'is_test', 'game_id'], day: (_, r) => DAY(`${r}.created_at`) },
  {
    table: 'deposit_order',
    columns: ['status', 'amount', 'bonus', 'is_first', 'reviewed_at', 'kind'],
    day: (_, r) => `case when ${r}.status = 2 then ${DAY(`${r}.reviewed_at`)} end`,
    insert: true,
  },
  {
    table: 'withdrawal_order',
    columns: WITHDRAWAL_COLUMNS,
    day: (_, r) => `case when ${r}.stage = 'paid' then ${DAY(`${r}.paid_at`)} end`,
  },
  {
    table: 'rebate_record',
    columns: ['status', 'amount', 'business_date', 'game_id'],
    day: (d, r) => dateDay(d, `${r}.business_date`),
    insert: true,
  },
];

/*
 * Migration 070 (net gaming revenue): manual credits and debits count on the day they were applied.
 * An adjustment approved, rejected, corrected or written for an earlier day marks the days it counts
 * on before and after. The ledger's reward journals were left without a trigger here on the belief
 * that a journal is always written at its posting time (today, which reports read live); a journal
 * posted with an earlier time (an import, a back-dated correction) proved it wrong: migration 074.
 */
const WATCHED_070: Watched[] = [
  {
    table: 'manual_adjustment',
    columns: ['status', 'amount', 'direction', 'reviewed_at', 'member_id'],
    day: (_, r) => `case when ${r}.status = 'applied' then ${DAY(`${r}.reviewed_at`)} end`,
    insert: true,
  },
];

/** Every Bombay day a member's figures fall on (registration, bets, deposits, withdrawals, rebates): a move changes them all. */
const memberDays = (dialect: DialectName, id: string) => `select ${DAY(`${id}.created_at`)} as day
  union select ${DAY('b.created_at')} from bet b where b.member_id = ${id}.id
  union select ${DAY('o.reviewed_at')} from deposit_order o where o.member_id = ${id}.id and o.status = 2
  union select ${DAY('w.paid_at')} from withdrawal_order w where w.member_id = ${id}.id and w.stage = 'paid'
  union select ${dateDay(dialect, 'x.business_date')} from rebate_record x where x.member_id = ${id}.id`;
/** Migration 071: a withdrawal's net payout is a figure too (withdraw_net); its triggers watch it from then on. */
const withdrawalWatched = (columns: string[]): Watched[] =>
  WATCHED.filter((w) => w.table === 'withdrawal_order').map((w) => ({ ...w, columns }));
const WATCHED_071 = withdrawalWatched([...WITHDRAWAL_COLUMNS, 'net_payout', 'bonus_deduction']);
/** Every table trigger as migration 071 left it. */
const CURRENT_WATCHED = [...WATCHED.filter((w) => w.table !== 'withdrawal_order'), ...WATCHED_070, ...WATCHED_071];

/**
 * The ledger journals whose member postings a report figure reads (rebuild.ts LEDGER_REWARDS), over
 * the journal row `j`: VIP and task rewards, registration discounts. Spelled here, not imported: a
 * migration must keep meaning what it meant when it ran; a journal type the reports start reading
 * needs a migration that widens the triggers.
 */
export const rewardJournals = (j: string) =>
  `(${j}.type in ('vip_reward', 'task_reward') or (${j}.type = 'manual_credit' and ${j}.ref_type = 'regist_discount'))`;

/** From migration 070 on, also the days of its manual adjustments and of its ledger rewards and discounts (rebuild.ts). */
const memberDays070 = (dialect: DialectName, id: string) => `${memberDays(dialect, id)}
  union select ${DAY('ma.reviewed_at')} from manual_adjustment ma where ma.member_id = ${id}.id and ma.status = 'applied'
  union select ${DAY('j.created_at')} from ledger_account la join ledger_posting p on p.account_id = la.id
    join ledger_journal j on j.id = p.journal_id
    where la.owner_type = 'member' and la.owner_id = cast(${id}.id as text)
    and ${rewardJournals('j')}`;
const MEMBER_COLUMNS = ['agent_id', 'franchisee_id', 'is_test', 'is_internal'];

const changed = (columns: string[], op: string, before = 'old', after = 'new') =>
  columns.map((c) => `${before}.${c} ${op} ${after}.${c}`).join(' or ');

const sqliteVersion = '(select coalesce(max(version), 0) + 1 from report_stale_day)';
// `where true`: SQLite would read ON CONFLICT after a bare SELECT as part of its join.
const sqliteMark = (daysSql: string) => `insert into report_stale_day (day, version)
    select d.day, ${sqliteVersion} from (${daysSql}) d where d.day is not null and true
    on conflict (day) do update set version = excluded.version`;

async function sqliteTableTriggers(db: Kysely<unknown>, watched: Watched[]) {
  const mark = sqliteMark;
  for (const w of watched) {
    const { table } = w;
    await sql
      .raw(
        `create trigger report_stale_${table}_update after update on ${table} when ${changed(w.columns, 'is not')}
        begin ${mark(`select ${w.day('sqlite', 'old')} as day union select ${w.day('sqlite', 'new')}`)}; end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger report_stale_${table}_delete after delete on ${table} begin ${mark(`select ${w.day('sqlite', 'old')} as day`)}; end`,
      )
      .execute(db);
    // New bets, orders and members land on today, which reports read live; a rebate is written for a past business date.
    if (w.insert) {
      await sql
        .raw(
          `create trigger report_stale_${table}_insert after insert on ${table} begin ${mark(`select ${w.day('sqlite', 'new')} as day`)}; end`,
        )
        .execute(db);
    }
  }
}

async function sqliteMemberTrigger(db: Kysely<unknown>, days: typeof memberDays) {
  await sql
    .raw(
      `create trigger report_stale_member_update after update on member when ${changed(MEMBER_COLUMNS, 'is not')}
      begin ${sqliteMark(days('sqlite', 'new'))}; end`,
    )
    .execute(db);
}

async function sqliteTriggers(db: Kysely<unknown>) {
  await sqliteTableTriggers(db, WATCHED);
  await sqliteMemberTrigger(db, memberDays);
}

// Statement triggers over transition tables: one upsert per statement, not one per settled bet.
const postgresMark = (daysSql: string) => `insert into report_stale_day (day, version)
    select d.day, nextval('report_stale_version') from (select distinct x.day from (${daysSql}) x where x.day is not null) d
    on conflict (day) do update set version = excluded.version`;

/*
 * Migration 072: the upsert above locked the day's mark row from the write until the commit, so
 * every money transaction of the day queued on one row and deadlocked with the ledger's own lock
 * order (a deposit approval marks first and locks accounts next, a manual approval the other way:
 * PostgreSQL aborted requests under load). A write now only appends its days to
 * report_stale_pending, which locks nothing another writer waits for; a deferred trigger moves
 * them into report_stale_day as the transaction commits, after its last other lock, so the row is
 * held for the commit alone, and every commit that marks a day still gives it a new version.
 */
const postgresPendingMark = (daysSql: string) => `insert into report_stale_pending (day)
    select d.day from (select distinct x.day from (${daysSql}) x where x.day is not null) d order by d.day`;

async function postgresTableTriggers(db: Kysely<unknown>, watched: Watched[], mark = postgresPendingMark, replaceOnly = false) {
  for (const w of watched) {
    const { table } = w;
    // Aliases b and a (before, after): inside PL/pgSQL, `old` and `new` name the trigger's own records.
    const pairs = `from old_rows b join new_rows a on a.id = b.id where ${changed(w.columns, 'is distinct from', 'b', 'a')}`;
    const bodies: [string, string, string][] = [
      [
        'update',
        'referencing old table as old_rows new table as new_rows',
        `select ${w.day('postgres', 'b')} as day ${pairs} union select ${w.day('postgres', 'a')} ${pairs}`,
      ],
      ['delete', 'referencing old table as old_rows', `select ${w.day('postgres', 'b')} as day from old_rows b`],
    ];
    if (w.insert) {
      bodies.push(['insert', 'referencing new table as new_rows', `select ${w.day('postgres', 'a')} as day from new_rows a`]);
    }
    for (const [event, referencing, days] of bodies) {
      const name = `report_stale_${table}_${event}`;
      await sql
        .raw(`create or replace function ${name}() returns trigger language plpgsql as $$ begin ${mark(days)}; return null; end $$`)
        .execute(db);
      if (replaceOnly) continue;
      await sql
        .raw(`create trigger ${name} after ${event} on ${table} ${referencing} for each statement execute function ${name}()`)
        .execute(db);
    }
  }
}

/** The member trigger's function; `create or replace` lets a later migration widen the days it marks. */
const postgresMemberFunction = (days: typeof memberDays, mark = postgresPendingMark) =>
  sql.raw(`create or replace function report_stale_member_update() returns trigger language plpgsql as $$
      begin ${mark(days('postgres', 'new'))}; return null; end $$`);

async function postgresTriggers(db: Kysely<unknown>) {
  await sql`create sequence report_stale_version`.execute(db);
  await postgresTableTriggers(db, WATCHED, postgresMark);
  await postgresMemberFunction(memberDays, postgresMark).execute(db);
  await sql
    .raw(
      `create trigger report_stale_member_update after update of ${MEMBER_COLUMNS.join(', ')} on member
      for each row when (${changed(MEMBER_COLUMNS, 'is distinct from')}) execute function report_stale_member_update()`,
    )
    .execute(db);
}

const triggersOf = (watched: Watched[]) =>
  watched.flatMap((w) => [`${w.table}_update`, `${w.table}_delete`, ...(w.insert ? [`${w.table}_insert`] : [])]);
const TRIGGERS = [...triggersOf(WATCHED), 'member_update'];
const triggerTable = (name: string) => name.replace(/_(update|delete|insert)$/, '');

async function dropTriggers(db: Kysely<unknown>, dialect: DialectName, names: string[]) {
  for (const name of names) {
    if (dialect === 'postgres') {
      await sql.raw(`drop trigger report_stale_${name} on ${triggerTable(name)}`).execute(db);
      await sql.raw(`drop function report_stale_${name}()`).execute(db);
    } else await sql.raw(`drop trigger report_stale_${name}`).execute(db);
  }
}

/*
 * Migration 074: a reward journal posted with an earlier time (an import, a back-dated correction)
 * changes a day the stored reports were already built for, and nothing marked it. A journal is
 * inserted once and never updated or deleted (ledgerModel.ts: corrections are new journals; its
 * postings go in with it, in the same transaction), so an insert trigger is the whole watch.
 * Money writes insert journals all the time, nearly all of other types and all of them at today's
 * time, which reports read live: only a counted type dated before today marks its day, so the
 * common insert pays a comparison and writes nothing (measured: ~2 µs an insert on SQLite, ~15 µs
 * a statement on PostgreSQL, whose row trigger with a WHEN clause cost twice that).
 * Today is the database's clock at the insert (clock_timestamp, not the transaction's start): a
 * journal dated 23:59 whose transaction reaches the insert after midnight counts on a day the
 * close-day job may already have built, and is marked.
 */
const JOURNAL_TRIGGER = 'report_stale_ledger_journal_insert';
const todaySql = (dialect: DialectName) =>
  dialect === 'postgres'
    ? `(select ${DAY('cast(extract(epoch from clock_timestamp()) * 1000 as bigint)')})`
    : DAY("cast((julianday('now') - 2440587.5) * 86400000 as integer)");
const backDatedReward = (dialect: DialectName, j: string) => `${rewardJournals(j)} and ${DAY(`${j}.created_at`)} < ${todaySql(dialect)}`;

async function journalTrigger(db: Kysely<unknown>, dialect: DialectName) {
  if (dialect === 'postgres') {
    // One statement of postJournals inserts up to thousands of journals: one pending row per day it marks (migration 072), not per journal.
    const days = `select ${DAY('a.created_at')} as day from new_rows a where ${backDatedReward(dialect, 'a')}`;
    await sql
      .raw(
        `create function ${JOURNAL_TRIGGER}() returns trigger language plpgsql as $$ begin ${postgresPendingMark(days)}; return null; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${JOURNAL_TRIGGER} after insert on ledger_journal referencing new table as new_rows
        for each statement execute function ${JOURNAL_TRIGGER}()`,
      )
      .execute(db);
  } else {
    // The WHEN clause keeps the common insert to a few comparisons: the body runs for back-dated rewards only.
    await sql
      .raw(
        `create trigger ${JOURNAL_TRIGGER} after insert on ledger_journal when ${backDatedReward(dialect, 'new')}
        begin ${sqliteMark(`select ${DAY('new.created_at')} as day`)}; end`,
      )
      .execute(db);
  }
}

/** Tables that keep the figures of metrics.ts EXTRA_METRICS (not the game table: they belong to no game). */
const EXTRA_TABLES = ['daily_report', 'daily_agent_report', 'daily_cut_agent'];

/** Adds figure columns to `tables` (0 until rebuilt) and marks every stored day stale: the stale-days job fills them within a minute, a day per transaction. */
async function addFigures(db: Kysely<unknown>, dialect: DialectName, columns: readonly string[], tables: readonly string[] = EXTRA_TABLES) {
  for (const table of tables)
    for (const column of columns)
      await db.schema
        .alterTable(table)
        .addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
  const version = dialect === 'postgres' ? "nextval('report_stale_version')" : sqliteVersion;
  await sql
    .raw(
      `insert into report_stale_day (day, version) select d.day, ${version} from (select distinct day from daily_cut_agent) d where true
      on conflict (day) do update set version = excluded.version`,
    )
    .execute(db);
}

async function dropFigures(db: Kysely<unknown>, columns: readonly string[], tables: readonly string[] = EXTRA_TABLES) {
  for (const table of tables) for (const column of columns) await db.schema.alterTable(table).dropColumn(column).execute();
}

/** The report plugin's migrations, by name; their numbers keep their place among the core's. */
export function migrations(dialect: DialectName): Record<string, Migration> {
  return {
    // The cut tables, their first-bet copies and the per-member cut: written in the core before the
    // report plugin had a server half (issue 38 moved them here, names unchanged), one file each.
    '016_report_cuts': reportCuts(dialect),
    '046_first_bet_member': firstBetMember,
    '047_member_daily_cut': memberDailyCut(dialect),
    '069_report_stale_day': {
      async up(db) {
        await db.schema
          .createTable('report_stale_day')
          .addColumn('day', 'integer', (c) => c.primaryKey())
          .addColumn('version', 'bigint', (c) => c.notNull())
          .addColumn('claimed_version', 'bigint')
          .execute();
        if (dialect === 'postgres') await postgresTriggers(db);
        else await sqliteTriggers(db);
      },
      async down(db) {
        await dropTriggers(db, dialect, TRIGGERS);
        if (dialect === 'postgres') await sql`drop sequence report_stale_version`.execute(db);
        await db.schema.dropTable('report_stale_day').execute();
      },
    },
    // Issue 40: net gaming revenue and the figures it is made of (metrics.ts NGR_METRICS), with manual adjustments.
    '070_report_net_gaming_revenue': {
      async up(db) {
        await addFigures(db, dialect, NGR_METRICS);
        await db.schema.createIndex('manual_adjustment_reviewed_at_idx').on('manual_adjustment').columns(['reviewed_at']).execute();
        if (dialect === 'postgres') {
          await postgresTableTriggers(db, WATCHED_070, postgresMark);
          await postgresMemberFunction(memberDays070, postgresMark).execute(db);
        } else {
          await sqliteTableTriggers(db, WATCHED_070);
          await sql`drop trigger report_stale_member_update`.execute(db);
          await sqliteMemberTrigger(db, memberDays070);
        }
      },
      async down(db) {
        await dropTriggers(db, dialect, triggersOf(WATCHED_070));
        if (dialect === 'postgres') await postgresMemberFunction(memberDays, postgresMark).execute(db);
        else {
          await sql`drop trigger report_stale_member_update`.execute(db);
          await sqliteMemberTrigger(db, memberDays);
        }
        await db.schema.dropIndex('manual_adjustment_reviewed_at_idx').execute();
        await dropFigures(db, NGR_METRICS);
      },
    },
    // Issue 40: rebates held apart from rebates paid, and withdrawals net of fees beside gross and fees.
    '071_report_rebates_held_withdraw_net': {
      async up(db) {
        await addFigures(db, dialect, SPLIT_METRICS);
        await dropTriggers(db, dialect, triggersOf(WATCHED_071));
        if (dialect === 'postgres') await postgresTableTriggers(db, WATCHED_071, postgresMark);
        else await sqliteTableTriggers(db, WATCHED_071);
      },
      async down(db) {
        await dropTriggers(db, dialect, triggersOf(WATCHED_071));
        const before = withdrawalWatched(WITHDRAWAL_COLUMNS);
        if (dialect === 'postgres') await postgresTableTriggers(db, before, postgresMark);
        else await sqliteTableTriggers(db, before);
        await dropFigures(db, SPLIT_METRICS);
      },
    },
    // SQLite runs one writer at a time: its triggers keep their upsert.
    '072_report_stale_marks_at_commit': {
      async up(db) {
        if (dialect !== 'postgres') return;
        await sql`create unlogged table report_stale_pending (id bigserial primary key, day integer not null)`.execute(db);
        // The first firing at commit moves all of the transaction's days (the only pending rows it can
        // see: others' are uncommitted, and each commit leaves none), in day order, so two committing
        // transactions take the day rows in the same order; the later firings find nothing.
        await sql`create function report_stale_pending_commit() returns trigger language plpgsql as $$ begin
          insert into report_stale_day (day, version)
            select p.day, nextval('report_stale_version') from (select distinct day from report_stale_pending order by day) p
            on conflict (day) do update set version = excluded.version;
          delete from report_stale_pending;
          return null; end $$`.execute(db);
        await sql`create constraint trigger report_stale_pending_commit after insert on report_stale_pending
          deferrable initially deferred for each row execute function report_stale_pending_commit()`.execute(db);
        await postgresTableTriggers(db, CURRENT_WATCHED, postgresPendingMark, true);
        await postgresMemberFunction(memberDays070).execute(db);
      },
      async down(db) {
        if (dialect !== 'postgres') return;
        await postgresTableTriggers(db, CURRENT_WATCHED, postgresMark, true);
        await postgresMemberFunction(memberDays070, postgresMark).execute(db);
        await sql`drop table report_stale_pending`.execute(db);
        await sql`drop function report_stale_pending_commit()`.execute(db);
      },
    },
    // Issue 40: the member report's withdrawals fees and net paid beside gross, as the overview's (cutTables.ts MEMBER_WITHDRAW_METRICS).
    '073_report_member_withdraw_net': {
      async up(db) {
        await addFigures(db, dialect, MEMBER_WITHDRAW_METRICS, [MEMBER_CUT_TABLE]);
      },
      async down(db) {
        await dropFigures(db, MEMBER_WITHDRAW_METRICS, [MEMBER_CUT_TABLE]);
      },
    },
    // Issue 40: reward journals posted for an earlier day mark that day stale.
    '074_report_stale_back_dated_journals': {
      async up(db) {
        await journalTrigger(db, dialect);
      },
      async down(db) {
        await dropTriggers(db, dialect, ['ledger_journal_insert']);
      },
    },
  };
}
