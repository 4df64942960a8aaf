import type { CreateTableBuilder, Kysely } from 'kysely';
import type { DialectName } from '../database';

/** The two builders every migration uses, the same on both dialects. */
export function migrationHelpers(dialect: DialectName) {
  const pg = dialect === 'postgres';
  return {
    // SQLite wants exactly INTEGER PRIMARY KEY to alias rowid; PostgreSQL gets a BIGINT identity.
    create: (db: Kysely<unknown>, name: string): CreateTableBuilder<string, 'id'> =>
      db.schema
        .createTable(name)
        .addColumn('id', pg ? 'bigserial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement())),
    /** An index named `{table}_{columns}_idx`. */
    index: (db: Kysely<unknown>, table: string, ...columns: string[]) =>
      db.schema
        .createIndex(`${table}_${columns.join('_')}_idx`)
        .on(table)
        .columns(columns)
        .execute(),
  };
}
