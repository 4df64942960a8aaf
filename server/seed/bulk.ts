import { CompiledQuery } from 'kysely';
import { dialectOf, type Database } from '../db/database';

/*
 * Bulk loading for the seed: multi-row INSERTs compiled once per batch shape and sent as raw
 * compiled queries (no query-builder work per row). Batches stay under the bound-parameter
 * limits (SQLite 32 766, PostgreSQL 65 535). The caller wraps the calls in its transaction.
 */

const MAX_PARAMS = 30_000;

/** Inserts `rows` (all with the same keys, in the same order) into `table`. */
export async function bulkInsert(db: Database, table: string, objects: readonly object[]): Promise<void> {
  if (objects.length === 0) return;
  const rows = objects as readonly Record<string, unknown>[];
  const columns = Object.keys(rows[0]);
  const pg = dialectOf(db) === 'postgres';
  const perBatch = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  const head = `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values `;
  let cachedSize = -1;
  let cachedSql = '';
  for (let start = 0; start < rows.length; start += perBatch) {
    const batch = rows.slice(start, start + perBatch);
    if (batch.length !== cachedSize) {
      let n = 0;
      const tuples = batch.map(() => `(${columns.map(() => (pg ? `$${++n}` : '?')).join(', ')})`);
      cachedSql = head + tuples.join(', ');
      cachedSize = batch.length;
    }
    const params: unknown[] = new Array(batch.length * columns.length);
    let i = 0;
    for (const row of batch) for (const c of columns) params[i++] = row[c] ?? null;
    await db.executeQuery(CompiledQuery.raw(cachedSql, params));
  }
}

/**
 * Sets columns of many rows by id: `with v(id, …) as (values …) update … from v` (both dialects),
 * with each value cast to BIGINT so PostgreSQL types the VALUES list.
 */
export async function bulkUpdateById(db: Database, table: string, rows: readonly Record<string, number>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const pg = dialectOf(db) === 'postgres';
  const setters = columns.filter((c) => c !== 'id');
  const perBatch = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  for (let start = 0; start < rows.length; start += perBatch) {
    const batch = rows.slice(start, start + perBatch);
    let n = 0;
    const tuples = batch.map(() => `(${columns.map(() => `cast(${pg ? `$${++n}` : '?'} as bigint)`).join(', ')})`);
    const text = `with v(${columns.map((c) => `"${c}"`).join(', ')}) as (values ${tuples.join(', ')}) `
      + `update "${table}" set ${setters.map((c) => `"${c}" = v."${c}"`).join(', ')} from v where "${table}".id = v.id`;
    const params: unknown[] = [];
    for (const row of batch) for (const c of columns) params.push(row[c]);
    await db.executeQuery(CompiledQuery.raw(text, params));
  }
}

/** Runs `work` in a transaction (or in the caller's). */
export function inTransaction<T>(db: Database, work: (trx: Database) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
