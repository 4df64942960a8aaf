import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';

/*
 * The command palette finds members by the start of a username or phone number (server/search).
 * On PostgreSQL a prefix LIKE uses a btree index only under the "C" collation or with the
 * text_pattern_ops operator class; a database created under en_US would scan a million members
 * per keystroke. SQLite's default BINARY indexes already serve the palette's range condition
 * (username >= 'abc' and username < 'abd'), so it needs nothing.
 */
export function memberPrefixSearch(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`create index member_username_prefix_idx on member (username text_pattern_ops)`.execute(db);
      await sql`create index member_phone_prefix_idx on member (phone text_pattern_ops)`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`drop index member_username_prefix_idx`.execute(db);
      await sql`drop index member_phone_prefix_idx`.execute(db);
    },
  };
}
