import type { Migration } from 'kysely';
import { backfillFirstBets } from '../rebuild';

/*
 * member_first_bet (migration 016) copies the member's flag (member_real: neither internal nor
 * trial), franchisee and agent, so new bettors per day are counted from that table alone: the
 * 90-day analysis read 400 k member rows by key before (3–4 s at the large profile). The index
 * covers the count (real, first day, then the filters). The copy is refilled from the raw rows here
 * and kept by rebuild.ts; a member moved to another agent marks its days stale and their rebuild updates it (report migration 069).
 * Whether a member is internal or trial is fixed when it is created.
 */

export const firstBetMember: Migration = {
  async up(db) {
    await db.schema
      .alterTable('member_first_bet')
      .addColumn('member_real', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('member_first_bet')
      .addColumn('franchisee_id', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('member_first_bet')
      .addColumn('agent_id', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.dropIndex('member_first_bet_real_first_day_idx').execute();
    await db.schema
      .createIndex('member_first_bet_count_idx')
      .on('member_first_bet')
      .columns(['real', 'first_day', 'member_real', 'franchisee_id', 'agent_id'])
      .execute();
    await backfillFirstBets(db, Date.now());
  },
  async down(db) {
    await db.schema.dropIndex('member_first_bet_count_idx').execute();
    await db.schema.createIndex('member_first_bet_real_first_day_idx').on('member_first_bet').columns(['real', 'first_day']).execute();
    for (const column of ['agent_id', 'franchisee_id', 'member_real'])
      await db.schema.alterTable('member_first_bet').dropColumn(column).execute();
  },
};
