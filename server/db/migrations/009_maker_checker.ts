import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely';
import type { DialectName } from '../database';
import { migrationHelpers } from './helpers';

/*
 * Maker-checker for manual credits/debits and for supplementary draws/settlements.
 *
 * manual_batch becomes the REQUEST: one row per submission (kind 'single' for one member, 'batch'
 * for a list), status pending_approval → applied | rejected, maker and checker. Its member rows in
 * manual_adjustment carry the same status; journal_id and balance_after stay null until the
 * approval posts the journals, so both become nullable. Rows written before this migration were
 * applied at once: they become 'applied' requests (a single adjustment gets a request row of its
 * own, numbered by its ref) with no checker.
 *
 * supplementary_request: a supplementary draw or settlement asked for by one staff member with a
 * reason, run only when another approves it; supplementary_run.request_id links the run.
 *
 * Maker ≠ checker is a CHECK on every table (also enforced by the services with a clear error).
 */

const MAKER_CHECKER = sql`checker_id is null or checker_id <> maker_id`;
const STATUS = sql`status in ('pending_approval', 'applied', 'rejected')`;

/** SQLite cannot drop NOT NULL or add a table CHECK in place: rebuild manual_adjustment. */
async function rebuildAdjustmentSqlite(db: Kysely<unknown>, create: ReturnType<typeof migrationHelpers>['create']) {
  await create(db, 'manual_adjustment_new')
    .addColumn('ref', 'text', (c) => c.notNull().unique())
    .addColumn('batch_id', 'bigint', (c) => c.references('manual_batch.id'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
    .addColumn('franchisee_id', 'bigint', (c) => c.notNull().references('franchisee.id'))
    .addColumn('station_id', 'bigint', (c) => c.notNull().references('station.id'))
    .addColumn('agent_id', 'bigint', (c) => c.references('agent.id'))
    .addColumn('direction', 'text', (c) => c.notNull().check(sql`direction in ('credit', 'debit')`))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('reason_type', 'text', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('normal_audit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comprehensive_multiple_x100', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('journal_id', 'bigint', (c) => c.references('ledger_journal.id'))
    .addColumn('balance_after', 'bigint')
    .addColumn('maker_id', 'bigint', (c) => c.notNull().references('staff_user.id'))
    .addColumn('checker_id', 'bigint', (c) => c.references('staff_user.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('applied').check(STATUS))
    .addColumn('reviewed_at', 'bigint')
    .addCheckConstraint('manual_adjustment_maker_checker_ck', MAKER_CHECKER)
    .addCheckConstraint('manual_adjustment_applied_ck', sql`status <> 'applied' or journal_id is not null`)
    .execute();
  const columns = sql.raw(
    [
      'id',
      'ref',
      'batch_id',
      'member_id',
      'franchisee_id',
      'station_id',
      'agent_id',
      'direction',
      'amount',
      'reason_type',
      'remark',
      'normal_audit',
      'comprehensive_multiple_x100',
      'journal_id',
      'balance_after',
      'maker_id',
      'checker_id',
      'created_at',
    ].join(', '),
  );
  await sql`insert into manual_adjustment_new (${columns}, status, reviewed_at) select ${columns}, 'applied', created_at from manual_adjustment`.execute(
    db,
  );
  await db.schema.dropTable('manual_adjustment').execute();
  await sql`alter table manual_adjustment_new rename to manual_adjustment`.execute(db);
}

async function alterAdjustmentPostgres(db: Kysely<unknown>) {
  await db.schema
    .alterTable('manual_adjustment')
    .alterColumn('journal_id', (c) => c.dropNotNull())
    .execute();
  await db.schema
    .alterTable('manual_adjustment')
    .alterColumn('balance_after', (c) => c.dropNotNull())
    .execute();
  await db.schema
    .alterTable('manual_adjustment')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('applied').check(STATUS))
    .execute();
  await db.schema.alterTable('manual_adjustment').addColumn('reviewed_at', 'bigint').execute();
  await sql`update manual_adjustment set reviewed_at = created_at`.execute(db);
  await db.schema.alterTable('manual_adjustment').addCheckConstraint('manual_adjustment_maker_checker_ck', MAKER_CHECKER).execute();
  await db.schema
    .alterTable('manual_adjustment')
    .addCheckConstraint('manual_adjustment_applied_ck', sql`status <> 'applied' or journal_id is not null`)
    .execute();
}

export function makerChecker(dialect: DialectName): Migration {
  const { create, index } = migrationHelpers(dialect);
  return {
    async up(db) {
      // The request columns of manual_batch (ADD COLUMN with a CHECK works on both dialects).
      await db.schema
        .alterTable('manual_batch')
        .addColumn('kind', 'text', (c) =>
          c
            .notNull()
            .defaultTo('batch')
            .check(sql`kind in ('single', 'batch')`),
        )
        .execute();
      await db.schema
        .alterTable('manual_batch')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('applied').check(STATUS))
        .execute();
      // The one franchisee of every member in the request (row scoping); null when it spans several (admins only).
      await db.schema
        .alterTable('manual_batch')
        .addColumn('franchisee_id', 'bigint', (c) => c.references('franchisee.id'))
        .execute();
      await db.schema
        .alterTable('manual_batch')
        .addColumn('checker_id', 'bigint', (c) => c.references('staff_user.id').check(MAKER_CHECKER))
        .execute();
      await db.schema.alterTable('manual_batch').addColumn('reviewed_at', 'bigint').execute();
      await db.schema
        .alterTable('manual_batch')
        .addColumn('reject_reason', 'text', (c) => c.notNull().defaultTo(''))
        .execute();

      if (dialect === 'sqlite') await rebuildAdjustmentSqlite(db, create);
      else await alterAdjustmentPostgres(db);
      // (Re)create the indexes: the SQLite rebuild dropped 002's with the old table.
      if (dialect === 'sqlite') {
        for (const column of ['batch_id', 'member_id', 'franchisee_id', 'agent_id', 'created_at'])
          await index(db, 'manual_adjustment', column);
        await index(db, 'manual_adjustment', 'direction', 'created_at');
      }
      await index(db, 'manual_adjustment', 'status', 'created_at');

      // Earlier single adjustments get a request row of their own (batch_no = their ref).
      await sql`insert into manual_batch (batch_no, direction, member_count, total_amount, reason_type, remark, maker_id, created_at, kind, status, franchisee_id, reviewed_at)
        select ref, direction, 1, amount, reason_type, remark, maker_id, created_at, 'single', 'applied', franchisee_id, created_at
        from manual_adjustment where batch_id is null`.execute(db);
      await sql`update manual_adjustment set batch_id = (select b.id from manual_batch b where b.batch_no = manual_adjustment.ref) where batch_id is null`.execute(
        db,
      );
      await sql`update manual_batch set reviewed_at = created_at where reviewed_at is null`.execute(db);
      await sql`update manual_batch set franchisee_id = (select min(a.franchisee_id) from manual_adjustment a where a.batch_id = manual_batch.id)
        where franchisee_id is null and (select count(distinct a.franchisee_id) from manual_adjustment a where a.batch_id = manual_batch.id) = 1`.execute(
        db,
      );
      await index(db, 'manual_batch', 'status', 'created_at');
      await index(db, 'manual_batch', 'franchisee_id', 'status');

      await create(db, 'supplementary_request')
        .addColumn('period_id', 'bigint', (c) => c.notNull().references('period.id'))
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('draw', 'settle')`))
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('pending_approval')
            .check(sql`status in ('pending_approval', 'approved', 'rejected')`),
        )
        .addColumn('maker_id', 'bigint', (c) => c.notNull().references('staff_user.id'))
        .addColumn('checker_id', 'bigint', (c) => c.references('staff_user.id'))
        .addColumn('reviewed_at', 'bigint')
        .addColumn('reject_reason', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint('supplementary_request_maker_checker_ck', MAKER_CHECKER)
        .execute();
      await index(db, 'supplementary_request', 'status', 'created_at');
      await index(db, 'supplementary_request', 'period_id');
      // At most one request of a kind waiting per period.
      await sql`create unique index supplementary_request_pending_uq on supplementary_request (period_id, kind) where status = 'pending_approval'`.execute(
        db,
      );
      await db.schema
        .alterTable('supplementary_run')
        .addColumn('request_id', 'bigint', (c) => c.references('supplementary_request.id'))
        .execute();
    },

    async down(db) {
      // Only the new table goes: the added columns stay (SQLite cannot drop indexed columns portably).
      await db.schema.dropIndex('supplementary_request_pending_uq').execute();
      // supplementary_run.request_id points at it: PostgreSQL drops that foreign key with it.
      await db.schema
        .dropTable('supplementary_request')
        .$call((q) => (dialect === 'postgres' ? q.cascade() : q))
        .execute();
    },
  };
}
