import { sql } from 'kysely';
import { dialectOf, type Database } from '../db/database';

/** 'CHAN' 'BOOT': held while one process migrates and seeds, so processes started together take turns. */
const BOOT_KEY = [0x4348414e, 0x424f4f54] as const;

/**
 * Runs `work` (migrate, seed when empty) while no other server process on the same PostgreSQL does
 * the same: two processes started at once would otherwise both find an empty database and seed it.
 * SQLite processes sharing a file are started by one primary (cluster mode), which prepares it alone.
 */
export async function withStartupLock<T>(db: Database, work: () => Promise<T>): Promise<T> {
  if (dialectOf(db) !== 'postgres') return work();
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${BOOT_KEY[0]}, ${BOOT_KEY[1]})`.execute(conn);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${BOOT_KEY[0]}, ${BOOT_KEY[1]})`.execute(conn);
    }
  });
}
