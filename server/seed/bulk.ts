import SQLite from 'better-sqlite3';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { CompiledQuery, sql } from 'kysely';
import { dialectOf, memoryConnectionOf, SQLITE_SERVING, type Database } from '../db/database';
import { buildMemberGrams, createMemberGramTriggers, dropMemberGramTriggers } from '../db/migrations/064_member_gram';

/*
 * Bulk loading for the seed. A load session (openBulkLoad) drops the secondary indexes of the
 * bulk tables, writes rows through the fastest path the database offers, and rebuilds the
 * indexes at the end (one sort per index instead of several B-trees kept up to date row by row
 * in random key order). Indexes that back a constraint (primary keys, the UNIQUE journal
 * business keys and bet numbers) stay, so the load still proves those keys unique.
 *
 *   SQLite        prepared multi-row INSERTs per table shape, run inside the load's transaction
 *                 (no SQL text per batch to parse: compiling a statement per batch cost more than
 *                 storing the rows, a fifth of an in-memory seed); for a file, in a worker thread
 *                 with a connection of its own, so that SQLite stores one slice of rows on the
 *                 second core while this thread makes the next (the default seed's rows take
 *                 about as long to make as to store); for an in-memory database (which a second
 *                 connection cannot see), on the database's own connection in this thread;
 *   PostgreSQL    one INSERT … SELECT FROM unnest($1::type[], …) per 5 000 rows: one array
 *                 parameter per column instead of a bound parameter per value; the bulk tables'
 *                 foreign keys are dropped and re-added (validated) at the end;
 *   otherwise     (an in-memory SQLite database made some other way) multi-row INSERTs compiled
 *                 once per batch shape, under the bound-parameter limit.
 * Every path writes the same rows, ids included (tests/server/seed.test.ts compares a file
 * database with an in-memory one).
 */

const MAX_PARAMS = 30_000;
const PG_ROWS = 5_000;
// SQLite: rows per prepared multi-row INSERT, under its 32 766 bound parameters. One statement
// run per 64 rows instead of one per row took the default seed's ledger postings from 4.6 to
// 1.9 s of CPU (and its periods and accounts about halved): the per-run cost of binding and
// stepping, not storing the row, dominated narrow rows.
const SQLITE_ROWS = 64;
const SQLITE_PARAMS = 32_766;

export interface BulkLoad {
  /** Runs `work` in one transaction; insert and updateById calls inside it join it. */
  transaction(work: () => Promise<void>): Promise<void>;
  /** Inserts `rows` (all with the same keys, in the same order) into `table`. */
  insert(table: string, rows: readonly object[]): Promise<void>;
  /** Sets columns of many rows by id, or by another integer key column (every value an integer). */
  updateById(table: string, rows: readonly Record<string, number>[], key?: string): Promise<void>;
  /** Ends the session: closes its connection, rebuilds the indexes, restores the settings. */
  finish(): Promise<void>;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const valuesOf = (row: Record<string, unknown>, columns: readonly string[]) => columns.map((c) => row[c] ?? null);

/** Multi-row INSERTs through Kysely (any dialect; the fallback path). */
async function insertMultiRow(db: Database, table: string, objects: readonly object[]): Promise<void> {
  if (objects.length === 0) return;
  const rows = objects as readonly Record<string, unknown>[];
  const columns = Object.keys(rows[0]);
  const perBatch = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  const head = `insert into ${quoted(table)} (${columns.map(quoted).join(', ')}) values `;
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  let cachedSize = -1;
  let cachedSql = '';
  for (let start = 0; start < rows.length; start += perBatch) {
    const batch = rows.slice(start, start + perBatch);
    if (batch.length !== cachedSize) {
      cachedSql = head + batch.map(() => tuple).join(', ');
      cachedSize = batch.length;
    }
    await db.executeQuery(
      CompiledQuery.raw(
        cachedSql,
        batch.flatMap((row) => valuesOf(row, columns)),
      ),
    );
  }
}

/**
 * `with v(id, …) as (values …) update … from v`, each value cast to BIGINT (SQLite fallback path).
 * The IN keeps SQLite on primary-key lookups instead of scanning the table against the CTE.
 */
async function updateMultiRow(db: Database, table: string, rows: readonly Record<string, number>[], key: string): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const setters = columns.filter((c) => c !== key);
  const k = quoted(key);
  const perBatch = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  for (let start = 0; start < rows.length; start += perBatch) {
    const batch = rows.slice(start, start + perBatch);
    const tuples = batch.map(() => `(${columns.map(() => 'cast(? as bigint)').join(', ')})`);
    const text =
      `with v(${columns.map(quoted).join(', ')}) as (values ${tuples.join(', ')}) ` +
      `update ${quoted(table)} set ${setters.map((c) => `${quoted(c)} = v.${quoted(c)}`).join(', ')} from v where ${quoted(table)}.${k} in (select ${k} from v) and ${quoted(table)}.${k} = v.${k}`;
    await db.executeQuery(
      CompiledQuery.raw(
        text,
        batch.flatMap((row) => columns.map((c) => row[c])),
      ),
    );
  }
}

interface IndexDefinition {
  name: string;
  definition: string;
}

async function secondaryIndexes(db: Database, tables: readonly string[]): Promise<IndexDefinition[]> {
  if (dialectOf(db) === 'postgres') {
    const rows = await sql<IndexDefinition>`
      select i.indexname as name, i.indexdef as definition from pg_indexes i
      where i.schemaname = current_schema() and i.tablename in (${sql.join(tables)})
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
      order by i.indexname`.execute(db);
    return rows.rows;
  }
  const rows = await sql<IndexDefinition>`
    select name, sql as definition from sqlite_master
    where type = 'index' and sql is not null and tbl_name in (${sql.join(tables)}) order by name`.execute(db);
  return rows.rows;
}

// SQLite settings for the load: no fsync per commit (a crash mid-seed leaves a half-seeded file,
// to reset anyway) and a page cache that holds the pages being written; then the serving ones
// of server/db/database.ts (restoring SQLite's 2 MiB default left a first-start server with a
// thirty-second of its cache until restarted).
const SQLITE_LOAD = ['synchronous = OFF', 'cache_size = -524288'];
const SORT_THREADS = 2;

interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

/*
 * PostgreSQL checks a foreign key with a trigger per inserted row; re-adding the constraint after
 * the load checks every row in one join, and still refuses the load if any reference dangles.
 */
async function foreignKeys(db: Database, tables: readonly string[]): Promise<ForeignKey[]> {
  const rows = await sql<ForeignKey>`
    select c.conrelid::regclass::text as table, c.conname as name, pg_get_constraintdef(c.oid) as definition from pg_constraint c
    where c.contype = 'f' and c.conrelid in (${sql.join(tables.map((t) => sql`to_regclass(${t})`))})
    order by 1, 2`.execute(db);
  return rows.rows;
}

/** The file behind a SQLite database, or '' for an in-memory one. */
async function sqliteFile(db: Database): Promise<string> {
  const rows = await sql<{ name: string; file: string }>`pragma database_list`.execute(db);
  return rows.rows.find((r) => r.name === 'main')?.file ?? '';
}

class KyselyLoad implements BulkLoad {
  protected trx: Database | undefined;
  constructor(
    protected readonly db: Database,
    private readonly restore: () => Promise<void>,
  ) {}
  protected get target(): Database {
    return this.trx ?? this.db;
  }
  async transaction(work: () => Promise<void>): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      this.trx = trx;
      try {
        await work();
      } finally {
        this.trx = undefined;
      }
    });
  }
  insert(table: string, rows: readonly object[]): Promise<void> {
    return insertMultiRow(this.target, table, rows);
  }
  updateById(table: string, rows: readonly Record<string, number>[], key = 'id'): Promise<void> {
    return updateMultiRow(this.target, table, rows, key);
  }
  finish(): Promise<void> {
    return this.restore();
  }
}

class PostgresLoad extends KyselyLoad {
  private readonly types = new Map<string, Map<string, string>>();

  private async columnTypes(table: string): Promise<Map<string, string>> {
    let types = this.types.get(table);
    if (!types) {
      const rows = await sql<{ name: string; type: string }>`
        select a.attname as name, format_type(a.atttypid, a.atttypmod) as type from pg_attribute a
        where a.attrelid = to_regclass(${table}) and a.attnum > 0 and not a.attisdropped`.execute(this.db);
      types = new Map(rows.rows.map((r) => [r.name, r.type]));
      this.types.set(table, types);
    }
    return types;
  }

  private async typed(table: string, columns: readonly string[]): Promise<string[]> {
    const types = await this.columnTypes(table);
    return columns.map((c, i) => {
      const type = types.get(c);
      if (!type) throw new Error(`seed: ${table}.${c} is not a column`);
      return `$${i + 1}::${type}[]`;
    });
  }

  async insert(table: string, objects: readonly object[]): Promise<void> {
    if (objects.length === 0) return;
    const rows = objects as readonly Record<string, unknown>[];
    const columns = Object.keys(rows[0]);
    const arrays = await this.typed(table, columns);
    const text = `insert into ${quoted(table)} (${columns.map(quoted).join(', ')}) select * from unnest(${arrays.join(', ')})`;
    for (let start = 0; start < rows.length; start += PG_ROWS) {
      const batch = rows.slice(start, start + PG_ROWS);
      await this.target.executeQuery(
        CompiledQuery.raw(
          text,
          columns.map((c) => batch.map((row) => row[c] ?? null)),
        ),
      );
    }
  }

  async updateById(table: string, rows: readonly Record<string, number>[], key = 'id'): Promise<void> {
    if (rows.length === 0) return;
    const columns = Object.keys(rows[0]);
    const arrays = await this.typed(table, columns);
    const setters = columns.filter((c) => c !== key).map((c) => `${quoted(c)} = v.${quoted(c)}`);
    const text =
      `update ${quoted(table)} set ${setters.join(', ')} from unnest(${arrays.join(', ')}) as v(${columns.map(quoted).join(', ')}) ` +
      `where ${quoted(table)}.${quoted(key)} = v.${quoted(key)}`;
    for (let start = 0; start < rows.length; start += PG_ROWS) {
      const batch = rows.slice(start, start + PG_ROWS);
      await this.target.executeQuery(
        CompiledQuery.raw(
          text,
          columns.map((c) => batch.map((row) => row[c])),
        ),
      );
    }
  }
}

/*
 * The file path's writer: plain CommonJS evaluated in a worker thread (no TypeScript loader
 * there; the driver's path comes in workerData, as in server/db/walCheckpointer.ts). Messages
 * are handled in order: begin, insert, update, commit, rollback, close. Rows arrive a column at
 * a time (encodeColumn): sent as arrays of values, the default seed's rows took about 10 s to
 * clone and 11 s to read back in a profile where storing them took 18. The first failure
 * inside a transaction rolls it back and is answered at its commit.
 */
const WRITER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const conn = new SQLite(workerData.file);
for (const pragma of workerData.pragmas) conn.pragma(pragma);
const statements = new Map();
const values = new Map();
const prepared = (text, size) => {
  let statement = statements.get(text);
  if (!statement) {
    statements.set(text, (statement = conn.prepare(text)));
    values.set(statement, new Array(size));
  }
  return statement;
};
const quoted = (name) => '"' + name.replaceAll('"', '""') + '"';
function decode(column) {
  if (column.kind !== 'text') return column.values;
  const { text, lengths } = column;
  const out = new Array(lengths.length);
  for (let i = 0, at = 0; i < lengths.length; i++) {
    const length = lengths[i];
    if (length < 0) out[i] = null;
    else out[i] = text.substring(at, (at += length));
  }
  return out;
}
function insert({ table, columns, data, rows }) {
  const width = columns.length;
  const cells = data.map(decode);
  const head = 'insert into ' + quoted(table) + ' (' + columns.map(quoted).join(', ') + ') values ';
  const tuple = '(' + columns.map(() => '?').join(', ') + ')';
  const perStatement = Math.max(1, Math.min(workerData.rowsPerStatement, Math.floor(workerData.maxParams / width)));
  for (let start = 0; start < rows; ) {
    const count = Math.min(perStatement, rows - start);
    const statement = prepared(head + Array(count).fill(tuple).join(', '), count * width);
    const buffer = values.get(statement);
    for (let k = 0, end = start + count; start < end; start++) for (let c = 0; c < width; c++) buffer[k++] = cells[c][start];
    statement.run(buffer);
  }
}
function update({ table, columns, key, data, rows }) {
  const width = columns.length;
  const cells = data.map(decode);
  const statement = prepared(
    'update ' + quoted(table) + ' set ' + columns.slice(0, -1).map((c) => quoted(c) + ' = ?').join(', ') + ' where ' + quoted(key) + ' = ?',
    width,
  );
  const buffer = values.get(statement);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < width; c++) buffer[c] = cells[c][r];
    statement.run(buffer);
  }
}
let failure = null;
parentPort.on('message', (message) => {
  const { op } = message;
  if (op === 'commit' || op === 'rollback' || op === 'close') {
    let error = failure;
    failure = null;
    try {
      if (conn.inTransaction) conn.exec(op === 'commit' && !error ? 'commit' : 'rollback');
      if (op === 'close') conn.close();
    } catch (caught) {
      error = error || caught;
    }
    // An error crosses threads as its message and code (a SqliteError would arrive as a bare object).
    parentPort.postMessage({ op, error: error && { message: String(error.message || error), code: error.code } });
    if (op === 'close') parentPort.close();
    return;
  }
  if (!failure) {
    try {
      if (op === 'begin') conn.exec('begin');
      else if (op === 'insert') insert(message);
      else update(message);
    } catch (error) {
      failure = error;
    }
  }
  if (message.rows) parentPort.postMessage({ op: 'stored', rows: message.rows });
});
`;

type EncodedColumn =
  { kind: 'numbers'; values: Float64Array } | { kind: 'text'; text: string; lengths: Int32Array } | { kind: 'values'; values: unknown[] };

/**
 * One column of `rows` for the writer thread, in the cheapest form that gives the same values to
 * bind: numbers in a Float64Array handed over without a copy (null as NaN, which SQLite stores
 * as NULL; the driver binds every JS number as a double anyway), strings joined into one string
 * with their lengths (one long string clones as a single copy; thousands of short ones cost an
 * allocation each on the other side), anything else as the values themselves.
 */
function encodeColumn(rows: readonly Record<string, unknown>[], column: string, transfer: ArrayBuffer[]): EncodedColumn {
  // One pass over the rows in the form the first value asks for, starting over as plain values
  // if another kind turns up.
  const n = rows.length;
  let first = 0;
  while (first < n && (rows[first][column] === null || rows[first][column] === undefined)) first++;
  const plain = (): EncodedColumn => ({ kind: 'values', values: rows.map((r) => r[column] ?? null) });
  if (first < n && typeof rows[first][column] === 'string') {
    const lengths = new Int32Array(n).fill(-1, 0, first);
    const parts: string[] = [];
    for (let i = first; i < n; i++) {
      const value = rows[i][column];
      if (typeof value === 'string') {
        parts.push(value);
        lengths[i] = value.length;
      } else if (value === null || value === undefined) lengths[i] = -1;
      else return plain();
    }
    transfer.push(lengths.buffer);
    return { kind: 'text', text: parts.join(''), lengths };
  }
  const values = new Float64Array(n).fill(NaN, 0, first);
  for (let i = first; i < n; i++) {
    const value = rows[i][column];
    if (typeof value === 'number') values[i] = value;
    else if (value === null || value === undefined) values[i] = NaN;
    else return plain();
  }
  transfer.push(values.buffer);
  return { kind: 'numbers', values };
}

interface WriterError {
  message: string;
  code?: string;
}

// Rows handed to the writer and not yet stored, at most: enough to keep it busy while this thread
// makes the next slice (the default seed's slices are about 170 000 rows), without queueing the
// whole seed's rows in memory when the writer is the slower side.
const WRITER_BACKLOG_ROWS = 400_000;

/**
 * SQLite file: the rows are written by a worker thread on a connection of its own. insert and
 * updateById hand the rows over and return (waiting only while the writer is a backlog behind);
 * transaction returns once its commit is queued, and a failure of the writer's is thrown by the
 * next transaction or by finish().
 */
class WorkerLoad implements BulkLoad {
  private readonly worker: Worker;
  private backlog = 0;
  private drained: (() => void) | undefined;
  /** Answers awaited from the writer, in the order it gives them. */
  private readonly replies: ((error: WriterError | null | undefined) => void)[] = [];
  private failure: unknown;
  private closing = false;
  private exited = false;

  constructor(
    file: string,
    private readonly restore: () => Promise<void>,
  ) {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    const pragmas = ['busy_timeout = 5000', 'foreign_keys = OFF', ...SQLITE_LOAD];
    this.worker = new Worker(WRITER_SOURCE, {
      eval: true,
      workerData: { file, driver, pragmas, rowsPerStatement: SQLITE_ROWS, maxParams: SQLITE_PARAMS },
    });
    this.worker.on('message', (message: { op: string; rows?: number; error?: WriterError | null }) => {
      if (message.op === 'stored') {
        this.backlog -= message.rows ?? 0;
        if (this.backlog <= WRITER_BACKLOG_ROWS) this.wake();
        return;
      }
      this.replies.shift()?.(message.error);
    });
    this.worker.on('error', (error) => (this.failure ??= error));
    this.worker.on('exit', () => {
      this.exited = true;
      if (!this.closing) this.failure ??= new Error('seed: the bulk writer thread stopped');
      this.wake();
      for (const reply of this.replies.splice(0)) reply(undefined);
    });
  }

  private wake() {
    const drained = this.drained;
    this.drained = undefined;
    drained?.();
  }

  private throwIfFailed() {
    if (this.failure !== undefined) throw this.failure;
  }

  /** Posts `message`, with the columns of `rows` (in the order of `message.columns`) as its data. */
  private post(
    message: { op: string; columns?: string[]; rows?: number; [key: string]: unknown },
    rows?: readonly Record<string, unknown>[],
  ) {
    this.throwIfFailed();
    const transfer: ArrayBuffer[] = [];
    const data = rows && message.columns?.map((column) => encodeColumn(rows, column, transfer));
    this.worker.postMessage(data ? { ...message, data } : message, transfer);
    this.backlog += message.rows ?? 0;
  }

  /** Posts `op` and resolves once the writer has answered it (its failure, if any, recorded). */
  private ask(op: 'commit' | 'rollback' | 'close'): Promise<void> {
    if (this.exited) return Promise.resolve();
    return new Promise((resolve) => {
      this.replies.push((error) => {
        if (error) this.failure ??= Object.assign(new Error(`seed: the bulk writer failed: ${error.message}`), { code: error.code });
        resolve();
      });
      this.worker.postMessage({ op });
    });
  }

  private async room() {
    while (this.backlog > WRITER_BACKLOG_ROWS && this.failure === undefined) await new Promise<void>((done) => (this.drained = done));
    this.throwIfFailed();
  }

  async transaction(work: () => Promise<void>): Promise<void> {
    this.throwIfFailed();
    this.post({ op: 'begin' });
    try {
      await work();
    } catch (error) {
      await this.ask('rollback');
      throw error;
    }
    void this.ask('commit');
  }

  async insert(table: string, objects: readonly object[]): Promise<void> {
    if (objects.length === 0) return;
    const rows = objects as readonly Record<string, unknown>[];
    const columns = Object.keys(rows[0]);
    this.post({ op: 'insert', table, columns, rows: rows.length }, rows);
    await this.room();
  }

  async updateById(table: string, rows: readonly Record<string, number>[], key = 'id'): Promise<void> {
    if (rows.length === 0) return;
    const columns = [...Object.keys(rows[0]).filter((c) => c !== key), key];
    this.post({ op: 'update', table, columns, key, rows: rows.length }, rows);
    await this.room();
  }

  async finish(): Promise<void> {
    // The writer rolls back a transaction left open by a failure and closes its connection, so
    // the index rebuild below finds the database unlocked.
    this.closing = true;
    const exited = this.exited ? undefined : new Promise((done) => this.worker.once('exit', done));
    await this.ask('close');
    await exited;
    await this.restore();
    this.throwIfFailed();
  }
}

class SqliteLoad implements BulkLoad {
  private readonly statements = new Map<string, SQLite.Statement>();
  private readonly values = new Map<SQLite.Statement, unknown[]>();

  /** `shared`: the database's own connection (in-memory), which stays open and gets its foreign keys back. */
  constructor(
    private readonly conn: SQLite.Database,
    private readonly shared: boolean,
    private readonly restore: () => Promise<void>,
  ) {
    if (!shared) this.conn.pragma('busy_timeout = 5000');
    // Parent rows are written first by construction; checking each reference row by row costs a
    // fifth of the load. tests/server/seed.test.ts runs foreign_key_check on a seeded file.
    this.conn.pragma('foreign_keys = OFF');
    for (const pragma of SQLITE_LOAD) this.conn.pragma(pragma);
  }

  private statement(text: string): SQLite.Statement {
    let statement = this.statements.get(text);
    if (!statement) {
      statement = this.conn.prepare(text);
      this.statements.set(text, statement);
    }
    return statement;
  }

  async transaction(work: () => Promise<void>): Promise<void> {
    this.conn.exec('begin');
    try {
      await work();
      this.conn.exec('commit');
    } catch (error) {
      if (this.conn.inTransaction) this.conn.exec('rollback');
      throw error;
    }
  }

  async insert(table: string, objects: readonly object[]): Promise<void> {
    if (objects.length === 0) return;
    const rows = objects as readonly Record<string, unknown>[];
    const columns = Object.keys(rows[0]);
    const width = columns.length;
    const head = `insert into ${quoted(table)} (${columns.map(quoted).join(', ')}) values `;
    const tuple = `(${columns.map(() => '?').join(', ')})`;
    const perStatement = Math.max(1, Math.min(SQLITE_ROWS, Math.floor(SQLITE_PARAMS / width)));
    // Prepared once per table shape and row count (the last, shorter batch gets its own), with
    // its values array reused: millions of short-lived arrays cost more in GC than the copy.
    const prepared = (count: number) => {
      const statement = this.statement(head + Array(count).fill(tuple).join(', '));
      let values = this.values.get(statement);
      if (!values) this.values.set(statement, (values = new Array(count * width)));
      return { statement, values };
    };
    const whole = prepared(Math.min(perStatement, rows.length));
    for (let start = 0; start < rows.length;) {
      const { statement, values } = rows.length - start >= perStatement ? whole : prepared(rows.length - start);
      for (let k = 0, end = start + values.length / width; start < end; start++) {
        const row = rows[start];
        for (let i = 0; i < width; i++) values[k++] = row[columns[i]] ?? null;
      }
      statement.run(values);
    }
  }

  async updateById(table: string, rows: readonly Record<string, number>[], key = 'id'): Promise<void> {
    if (rows.length === 0) return;
    const columns = Object.keys(rows[0]);
    const setters = columns.filter((c) => c !== key);
    const statement = this.statement(
      `update ${quoted(table)} set ${setters.map((c) => `${quoted(c)} = ?`).join(', ')} where ${quoted(key)} = ?`,
    );
    for (const row of rows) statement.run([...setters.map((c) => row[c]), row[key]]);
  }

  async finish(): Promise<void> {
    if (this.shared) this.conn.pragma('foreign_keys = ON');
    else this.conn.close();
    await this.restore();
  }
}

/**
 * Starts a bulk load of `tables` on `db` (outside any transaction). Call finish() in a `finally`:
 * it rebuilds the dropped indexes even when the load failed.
 */
export async function openBulkLoad(db: Database, tables: readonly string[]): Promise<BulkLoad> {
  const pg = dialectOf(db) === 'postgres';
  const file = pg ? '' : await sqliteFile(db);
  const memory = pg || file ? undefined : memoryConnectionOf(db);
  const indexes = await secondaryIndexes(db, tables);
  const keys = pg ? await foreignKeys(db, tables) : [];
  for (const key of keys) await sql`alter table ${sql.table(key.table)} drop constraint ${sql.id(key.name)}`.execute(db);
  for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(db);
  // member_gram (migration 064) is kept by triggers: ~20 key inserts per member row while loading
  // a million of them; rebuilt in one pass at the end instead, like an index.
  const memberGram = tables.includes('member');
  if (memberGram) await dropMemberGramTriggers(db, dialectOf(db));
  if (!pg && !file && !memory) for (const pragma of SQLITE_LOAD) await sql.raw(`pragma ${pragma}`).execute(db);
  const restore = async () => {
    // The index sorts read every row once more; SQLite sorts a large index in helper threads
    // when allowed (a seed is the one time the server's process has a core to spare for it).
    if (!pg) for (const pragma of [SQLITE_LOAD[1], `threads = ${SORT_THREADS}`]) await sql.raw(`pragma ${pragma}`).execute(db);
    for (const index of indexes) await sql.raw(index.definition).execute(db);
    if (!pg) await sql`pragma threads = 0`.execute(db);
    if (memberGram) {
      await inTransaction(db, async (trx) => {
        await sql`delete from member_gram`.execute(trx);
        await buildMemberGrams(trx, dialectOf(db));
        await createMemberGramTriggers(trx, dialectOf(db));
      });
      // Index-only scans of its key need the visibility map, which only VACUUM sets.
      if (pg) await sql`vacuum analyze member_gram`.execute(db);
    }
    for (const key of keys)
      await sql`alter table ${sql.table(key.table)} add constraint ${sql.id(key.name)} ${sql.raw(key.definition)}`.execute(db);
    // Fresh planner statistics: without them PostgreSQL plans the first queries on the loaded
    // tables blind (a bet page by period walked the primary key backwards) until autovacuum runs.
    if (pg) await sql`analyze ${sql.join(tables.map((t) => sql.table(t)))}`.execute(db);
    if (!pg) for (const pragma of SQLITE_SERVING) await sql.raw(`pragma ${pragma}`).execute(db);
  };
  if (pg) return new PostgresLoad(db, restore);
  if (file) return new WorkerLoad(file, restore);
  if (memory) return new SqliteLoad(memory, true, restore);
  return new KyselyLoad(db, restore);
}

/** Runs `work` in a transaction (or in the caller's). */
export function inTransaction<T>(db: Database, work: (trx: Database) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
