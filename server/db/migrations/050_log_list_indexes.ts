import type { Kysely, Migration } from 'kysely';

/*
 * backstage_login_log filtered by a username (bench/logLists.ts, issue 15): login_log had an index
 * on username alone, so the list (newest first, id breaking ties) found every row of a busy
 * account and sorted them all to show twenty. (username, created_at, id) answers the filter and
 * the order from the index.
 *
 * vip_foreground_operation filtered by a member and an action together: (member_id, created_at)
 * read all the member's actions (and the capped count all of them) to keep one kind;
 * (member_id, action, created_at) reads only the kind asked for.
 */
export const logListIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('login_log_username_time_idx').on('login_log').columns(['username', 'created_at', 'id']).execute();
    await db.schema
      .createIndex('member_operation_log_member_action_idx')
      .on('member_operation_log')
      .columns(['member_id', 'action', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('member_operation_log_member_action_idx').execute();
    await db.schema.dropIndex('login_log_username_time_idx').execute();
  },
};
