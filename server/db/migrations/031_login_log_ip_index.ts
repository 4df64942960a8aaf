import type { Kysely, Migration } from 'kysely';

/*
 * backstage_login_log filtered by an IP (bench/logLists.ts, issue 15): login_log had indexes on
 * created_at and username only, so an IP was found by reading the log newest first and the capped
 * count read all of it when the IP had fewer rows than the cap — p95 0.9 s at 1,000,000 rows. The
 * member login log has had its IP index since migration 004.
 */
export const loginLogIpIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('login_log_ip_idx').on('login_log').column('ip').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('login_log_ip_idx').execute();
  },
};
