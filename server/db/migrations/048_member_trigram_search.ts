import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';

/*
 * "Contains" filters on a member's username and phone (member list, agent line members) through
 * trigram indexes instead of a scan of every member (server/db/memberText.ts builds the filter):
 *   - PostgreSQL: pg_trgm GIN indexes on lower(username) and lower(phone), which serve
 *     `lower(col) like '%abc%'` as the filter is written. pg_trgm ships with the server's contrib
 *     (trusted since PostgreSQL 13, so a database owner may create it). When it is missing or may
 *     not be created, the migration leaves a notice and no index: the same filter still answers,
 *     by a scan, as before.
 *   - SQLite: member_search, an FTS5 table with the trigram tokenizer over member's own rows
 *     (external content: it stores the index only), kept by triggers on insert, delete and on
 *     updates of the two columns. The seed's bulk load suspends the triggers and rebuilds it.
 * No screen filters by real name, so real_name gets no index.
 */
export const MEMBER_SEARCH_TRIGGERS = {
  member_search_ai: `create trigger member_search_ai after insert on member begin
      insert into member_search (rowid, username, phone) values (new.id, new.username, new.phone);
    end`,
  member_search_ad: `create trigger member_search_ad after delete on member begin
      insert into member_search (member_search, rowid, username, phone) values ('delete', old.id, old.username, old.phone);
    end`,
  member_search_au: `create trigger member_search_au after update of username, phone on member begin
      insert into member_search (member_search, rowid, username, phone) values ('delete', old.id, old.username, old.phone);
      insert into member_search (rowid, username, phone) values (new.id, new.username, new.phone);
    end`,
} as const;

/** Fills member_search from the member table (after a bulk load, or when created on existing rows). */
export async function rebuildMemberSearch<T>(db: Kysely<T>): Promise<void> {
  await sql`insert into member_search (member_search) values ('rebuild')`.execute(db);
}

export function memberTrigramSearch(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        const available = await sql<{ n: number }>`select count(*)::int as n from pg_available_extensions where name = 'pg_trgm'`.execute(
          db,
        );
        if (available.rows[0].n === 0) {
          console.warn('migration 048: pg_trgm is not available on this server; member contains-filters stay scans');
          return;
        }
        // The migrations run in one transaction: a refused CREATE EXTENSION must not abort it.
        await sql`savepoint member_trgm`.execute(db);
        try {
          await sql`create extension if not exists pg_trgm`.execute(db);
        } catch (error) {
          await sql`rollback to savepoint member_trgm`.execute(db);
          console.warn(
            `migration 048: pg_trgm could not be created (${error instanceof Error ? error.message : String(error)}); member contains-filters stay scans`,
          );
          return;
        }
        await sql`release savepoint member_trgm`.execute(db);
        await sql`create index member_username_trgm_idx on member using gin (lower(username) gin_trgm_ops)`.execute(db);
        await sql`create index member_phone_trgm_idx on member using gin (lower(phone) gin_trgm_ops)`.execute(db);
        return;
      }
      await sql`create virtual table member_search using fts5(username, phone, content = 'member', content_rowid = 'id', tokenize = 'trigram')`.execute(
        db,
      );
      for (const ddl of Object.values(MEMBER_SEARCH_TRIGGERS)) await sql.raw(ddl).execute(db);
      await rebuildMemberSearch(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`drop index if exists member_username_trgm_idx`.execute(db);
        await sql`drop index if exists member_phone_trgm_idx`.execute(db);
        return;
      }
      for (const name of Object.keys(MEMBER_SEARCH_TRIGGERS)) await sql.raw(`drop trigger if exists ${name}`).execute(db);
      await sql`drop table if exists member_search`.execute(db);
    },
  };
}
