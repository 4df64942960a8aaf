import type { Kysely, Migration } from 'kysely';

/*
 * The reports read "approved deposits reviewed in [start, end)" and "withdrawals paid in
 * [start, end)". With only (status, created_at) and (reviewed_at) to choose from, SQLite took the
 * status equality and walked every approved deposit ever made: today's live figures cost 1.2 s at
 * the large profile (1.35M deposits) and every day the close-day job rebuilds paid the same. An
 * index on the status and the time the filter ranges over answers both conditions at once.
 */
export const paidOrderTimeIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('deposit_order_status_reviewed_at_idx').on('deposit_order').columns(['status', 'reviewed_at']).execute();
    await db.schema.createIndex('withdrawal_order_stage_paid_at_idx').on('withdrawal_order').columns(['stage', 'paid_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('deposit_order_status_reviewed_at_idx').execute();
    await db.schema.dropIndex('withdrawal_order_stage_paid_at_idx').execute();
  },
};
