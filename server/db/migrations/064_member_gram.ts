import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';
import { memberTrigramSearch } from './048_member_trigram_search';

/*
 * member_gram: every distinct 3-character piece ("gram") of each member's lowered username and
 * phone, one row per (field, gram, member_id), the primary key a plain B-tree. A 3-character
 * "contains" search is then an equality on (field, gram): its members come out of the key in
 * member-id order, so the member list's default page (newest first) reads 20 keys and its capped
 * count reads the keys alone (index-only: `kind` rides in the key's leaf, so the formal / trial /
 * play-along split needs no member row). 3 phone digits match ~10,000 of a million members; the
 * trigram indexes of migration 048 (pg_trgm GIN, SQLite FTS5) found them in ~1 ms but handed them
 * over unordered, so the sorted page and the count read every one of their member rows
 * (server/db/memberText.ts has the query side). This migration drops those indexes: nothing else
 * reads them.
 *
 * Kept by triggers on member insert, delete and on updates of username, phone, is_test and
 * is_internal (a settlement's balance update fires nothing). The seed's bulk load suspends them
 * and rebuilds the table in one pass (server/seed/bulk.ts), as it does with indexes.
 *
 * Grams are taken of the database's own lower(): the query side lowers the search text in
 * JavaScript, which may fold more (SQLite's lower() folds ASCII only), but it then checks every
 * candidate with the same `lower(col) like` as before, so the answers are exactly the old ones.
 */

/** The searchable fields, by code (a small integer keeps the key short). */
export const GRAM_FIELDS = { username: 1, phone: 2 } as const;
export type GramField = keyof typeof GRAM_FIELDS;

/** member.is_test + 2 × member.is_internal: 0 formal, 1 trial, 2 play-along (3 both). */
const KIND = (row: string) => `(${row}.is_test + 2 * ${row}.is_internal)`;

/** One json_each element per start position of `column`'s grams (SQLite has no generate_series):
 * a JSON array of length − 2 zeros, built from a zero blob's hex. Its key is the position − 1. */
const sqlitePositions = (column: string) =>
  `json_each('[' || substr(replace(hex(zeroblob(length(${column}) - 2)), '00', ',0'), 2) || ']') p`;

/**
 * The gram rows (field, gram, member_id, kind) of `row`'s field. `members` joins a member table
 * first when `row` ranges over it (the build), else `row` is the trigger's new/old.
 */
function sqliteGrams(row: string, field: GramField, members = ''): string {
  const column = `${row}.${field}`;
  return `select ${GRAM_FIELDS[field]}, substr(lower(${column}), p.key + 1, 3), ${row}.id, ${KIND(row)} from ${members}${sqlitePositions(column)}`;
}

/** PostgreSQL's: distinct per member (a phone may hold a gram twice), the key forbids repeats. */
function postgresGrams(row: string, field: GramField, members = ''): string {
  const column = `${row}.${field}`;
  return `select distinct ${GRAM_FIELDS[field]}::smallint, substr(lower(${column}), p, 3), ${row}.id, ${KIND(row)}::smallint
    from ${members}generate_series(1, char_length(${column}) - 2) p`;
}

const FIELDS = Object.keys(GRAM_FIELDS) as GramField[];

/** Deletes old's gram rows (SQLite): by key, member_id being the key's last column. */
const sqliteForget = FIELDS.map(
  (f) => `delete from member_gram where field = ${GRAM_FIELDS[f]} and member_id = old.id
        and gram in (select substr(lower(old.${f}), p.key + 1, 3) from ${sqlitePositions(`old.${f}`)});`,
).join('\n      ');
const sqliteRemember = FIELDS.map((f) => `insert or ignore into member_gram (field, gram, member_id, kind) ${sqliteGrams('new', f)};`).join(
  '\n      ',
);

/** SQLite triggers (name → DDL); the bulk load drops and re-creates them. */
export const MEMBER_GRAM_TRIGGERS_SQLITE = {
  member_gram_ai: `create trigger member_gram_ai after insert on member begin
      ${sqliteRemember}
    end`,
  member_gram_ad: `create trigger member_gram_ad after delete on member begin
      ${sqliteForget}
    end`,
  member_gram_au: `create trigger member_gram_au after update of username, phone, is_test, is_internal on member
    when old.username is not new.username or old.phone is not new.phone or old.is_test is not new.is_test or old.is_internal is not new.is_internal begin
      ${sqliteForget}
      ${sqliteRemember}
    end`,
} as const;

/*
 * PostgreSQL: one row trigger function for the three events. The update trigger names its columns
 * and a WHEN, so the many member updates that change neither (balances, logins) cost nothing.
 * A delete by primary key per old gram (member_id is the key's last column): no scan.
 */
const POSTGRES_FUNCTION = `create or replace function member_gram_sync() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    delete from member_gram g using (${FIELDS.map((f) => postgresGrams('old', f)).join(' union all ')}) o(field, gram, member_id, kind)
      where g.field = o.field and g.gram = o.gram and g.member_id = o.member_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into member_gram (field, gram, member_id, kind) ${FIELDS.map((f) => postgresGrams('new', f)).join(' union all ')};
  end if;
  return null;
end $$`;

export const MEMBER_GRAM_TRIGGERS_POSTGRES = ['member_gram_aid', 'member_gram_au'] as const;

const POSTGRES_TRIGGERS = [
  'create trigger member_gram_aid after insert or delete on member for each row execute function member_gram_sync()',
  `create trigger member_gram_au after update of username, phone, is_test, is_internal on member for each row
    when (old.username is distinct from new.username or old.phone is distinct from new.phone
      or old.is_test is distinct from new.is_test or old.is_internal is distinct from new.is_internal)
    execute function member_gram_sync()`,
];

/** Members per INSERT … SELECT when filling member_gram from existing members (~20 gram rows each). */
const BUILD_CHUNK = 50_000;

/**
 * Fills member_gram from every member, in member-id chunks (each a bounded statement, in the
 * caller's transaction). Used by the migration and after the seed's bulk load.
 */
export async function buildMemberGrams<T>(db: Kysely<T>, dialect: DialectName): Promise<void> {
  const bounds = (await sql<{ low: number | null; high: number | null }>`select min(id) as low, max(id) as high from member`.execute(db))
    .rows[0];
  if (bounds.low === null || bounds.high === null) return;
  const pg = dialect === 'postgres';
  for (let from = Number(bounds.low); from <= Number(bounds.high); from += BUILD_CHUNK) {
    const where = ` where m.id >= ${from} and m.id < ${from + BUILD_CHUNK}`;
    const parts = FIELDS.map(
      (f) => (pg ? postgresGrams('m', f, 'member m cross join lateral ') : sqliteGrams('m', f, 'member m, ')) + where,
    );
    await sql
      .raw(`insert ${pg ? '' : 'or ignore '}into member_gram (field, gram, member_id, kind) ${parts.join(' union all ')}`)
      .execute(db);
  }
}

/** Creates the triggers (after a build, so a bulk load's rows are not written twice). */
export async function createMemberGramTriggers<T>(db: Kysely<T>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') {
    for (const ddl of POSTGRES_TRIGGERS) await sql.raw(ddl).execute(db);
    return;
  }
  for (const ddl of Object.values(MEMBER_GRAM_TRIGGERS_SQLITE)) await sql.raw(ddl).execute(db);
}

export async function dropMemberGramTriggers<T>(db: Kysely<T>, dialect: DialectName): Promise<void> {
  const names = dialect === 'postgres' ? MEMBER_GRAM_TRIGGERS_POSTGRES : Object.keys(MEMBER_GRAM_TRIGGERS_SQLITE);
  for (const name of names) await sql.raw(`drop trigger if exists ${name}${dialect === 'postgres' ? ' on member' : ''}`).execute(db);
}

export function memberGram(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        // The key is added after the build: one sort instead of ~20 M B-tree inserts in gram order.
        // Columns widest first: no alignment padding, 44 bytes a row with its line pointer (52 in key order).
        await sql`create table member_gram (member_id bigint not null, field smallint not null, kind smallint not null, gram text not null)`.execute(
          db,
        );
        await sql.raw(POSTGRES_FUNCTION).execute(db);
        await buildMemberGrams(db, dialect);
        await sql`alter table member_gram add constraint member_gram_pkey primary key (field, gram, member_id) include (kind)`.execute(db);
        await sql`drop index if exists member_username_trgm_idx`.execute(db);
        await sql`drop index if exists member_phone_trgm_idx`.execute(db);
      } else {
        await sql`create table member_gram (field integer not null, gram text not null, member_id integer not null, kind integer not null,
          primary key (field, gram, member_id)) without rowid`.execute(db);
        await buildMemberGrams(db, dialect);
        for (const name of ['member_search_ai', 'member_search_ad', 'member_search_au'])
          await sql.raw(`drop trigger if exists ${name}`).execute(db);
        await sql`drop table if exists member_search`.execute(db);
      }
      await createMemberGramTriggers(db, dialect);
    },
    async down(db: Kysely<unknown>) {
      await dropMemberGramTriggers(db, dialect);
      if (dialect === 'postgres') await sql`drop function if exists member_gram_sync()`.execute(db);
      await sql`drop table if exists member_gram`.execute(db);
      // Back to 048's trigram indexes, which the up step dropped.
      await memberTrigramSearch(dialect).up(db);
    },
  };
}
