import type { Migration } from 'kysely';

/*
 * The deposit lists' capped counts, read from the index alone: a channel kind's deposit records
 * count each of the kind's channels' orders by status or by time (channelRecordRoutes.ts
 * depositCount), the company and online deposit lists their kind's orders by status or time.
 */
const INDEXES: [string, string[]][] = [
  ['deposit_order_channel_id_status_created_at_idx', ['channel_id', 'status', 'created_at']],
  ['deposit_order_channel_id_created_at_idx', ['channel_id', 'created_at']],
  ['deposit_order_kind_status_created_at_idx', ['kind', 'status', 'created_at']],
  ['deposit_order_kind_created_at_idx', ['kind', 'created_at']],
];

export const depositCountIndexes: Migration = {
  async up(db) {
    for (const [name, columns] of INDEXES) await db.schema.createIndex(name).ifNotExists().on('deposit_order').columns(columns).execute();
  },
  async down(db) {
    for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
  },
};
