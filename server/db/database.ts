import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';
import pg from 'pg';
import type { DB } from './schema';

export type DialectName = 'sqlite' | 'postgres';
export type Database = Kysely<DB>;

export const DEFAULT_DATABASE_URL = 'sqlite:data/chance.db';

// pg hands back BIGINT (count(*), ids, epoch ms) and NUMERIC (sum of BIGINT) as strings to avoid
// precision loss. Our values stay far below 2^53 (paise and epoch ms), so every reader gets plain
// numbers, exactly as from SQLite. This is the only place the conversion happens. A whole number
// beyond 2^53 would be rounded by Number(): it comes back as an exact BigInt instead, which
// compares exactly and makes any arithmetic with plain numbers throw rather than drift.
const PG_INT8 = 20;
const PG_NUMERIC = 1700;
export function pgNumber(value: string): number | bigint {
  const n = Number(value);
  if (Number.isSafeInteger(n) || !/^-?\d+$/.test(value)) return n;
  return BigInt(value);
}
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === PG_INT8 || oid === PG_NUMERIC) return pgNumber;
    return pg.types.getTypeParser(oid, format as 'text');
  },
};

export interface PoolOptions {
  /** PostgreSQL: connections in this process's pool (default 10). */
  max?: number;
  /** PostgreSQL: a statement running longer is cancelled (ms; default none). Also bounds idle open transactions. */
  statementTimeoutMs?: number;
}

/**
 * SQLite transactions take the write lock when they begin (BEGIN IMMEDIATE), waiting up to the
 * busy timeout for it. A deferred BEGIN reads first and asks for the lock at its first write; when
 * another process (WORKERS=2, a bench, the seed CLI) committed in between, SQLite answers BUSY at
 * once instead of waiting, and the request failed. One process serialises its transactions on its
 * single connection anyway, so there the two behave alike.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #settings: SqliteDialectConfig;
  constructor(settings: SqliteDialectConfig) {
    super(settings);
    this.#settings = settings;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#settings);
  }
}

/** A PostgreSQL pool as /metrics reads it: its size, use and the time connections take to get. */
export interface PoolWatch {
  readonly max: number;
  total(): number;
  idle(): number;
  /** Queries waiting for a connection now. */
  waiting(): number;
  /** Calls `listener` with each connection's wait (ms); answers the function that stops it. */
  onAcquire(listener: (ms: number) => void): () => void;
}

const pools = new WeakMap<Database, PoolWatch>();

/** The pool behind a PostgreSQL database made by createDatabase; SQLite has none (one connection in this process). */
export const poolOf = (db: Database): PoolWatch | undefined => pools.get(db);

/**
 * A serving connection's durability and cache: 64 MiB of page cache (the default is 2 MiB), since at
 * the large profile's size every settlement and list page otherwise re-reads index pages from the
 * OS for each statement. The seed's bulk load restores these after its own.
 */
export const SQLITE_SERVING = ['synchronous = NORMAL', 'cache_size = -65536'] as const;

const memoryConnections = new WeakMap<Database, SQLite.Database>();

/**
 * The connection behind an in-memory SQLite database made by createDatabase: no second connection
 * can see its rows, so the seed's bulk load (server/seed/bulk.ts) writes through this one.
 */
export const memoryConnectionOf = (db: Database): SQLite.Database | undefined => memoryConnections.get(db);

/** `sqlite:PATH`, `sqlite::memory:`, or `postgres://…` / `postgresql://…`. */
export function createDatabase(url: string = DEFAULT_DATABASE_URL, options: PoolOptions = {}): Database {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const timeout = options.statementTimeoutMs
      ? { statement_timeout: options.statementTimeoutMs, idle_in_transaction_session_timeout: options.statementTimeoutMs }
      : {};
    const max = options.max ?? 10;
    const pool = new pg.Pool({ connectionString: url, types: pgTypes, max, ...timeout });
    const acquired = new Set<(ms: number) => void>();
    // Kysely takes a connection for each query or transaction through connect(): timed here, so
    // /metrics can tell a pool that makes requests wait (server/ops/install.ts).
    const watched = {
      async connect() {
        const started = performance.now();
        const client = await pool.connect();
        const ms = performance.now() - started;
        for (const listener of acquired) listener(ms);
        return client;
      },
      end: () => pool.end(),
    };
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: watched }) });
    pools.set(db, {
      max,
      total: () => pool.totalCount,
      idle: () => pool.idleCount,
      waiting: () => pool.waitingCount,
      onAcquire(listener) {
        acquired.add(listener);
        return () => acquired.delete(listener);
      },
    });
    return db;
  }
  if (!url.startsWith('sqlite:')) throw new Error(`Unsupported DATABASE_URL "${url}": use sqlite:PATH or postgres://…`);
  const file = url.slice('sqlite:'.length);
  if (!file) throw new Error('DATABASE_URL sqlite: needs a path (or :memory:)');
  if (file !== ':memory:') mkdirSync(dirname(resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers proceed while a write commits; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  for (const pragma of SQLITE_SERVING) sqlite.pragma(pragma);
  cacheStatements(sqlite);
  const db = new Kysely<DB>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) });
  if (file === ':memory:') memoryConnections.set(db, sqlite);
  return db;
}

/** Compiled statements kept per connection, by SQL text (the least recently used go first). */
const STATEMENT_CACHE_SIZE = 1_000;
/** Longer texts (bulk inserts, long IN lists) are rarely run twice: compiled each time, not kept. */
const STATEMENT_CACHE_MAX_SQL = 4_000;

/**
 * Kysely prepares every query it runs, and better-sqlite3 compiles the SQL on each prepare(): a
 * twentieth of a server test's CPU went to compiling the same few hundred statements again. A
 * compiled statement is reused unless it is still busy (an open iterator of a streamed query), in
 * which case the call gets a fresh one; SQLite recompiles a kept statement by itself after a
 * schema change. Nothing here sets per-statement modes (pluck, raw, safeIntegers) that a kept
 * statement would carry to its next caller.
 */
function cacheStatements(sqlite: SQLite.Database): void {
  const cache = new Map<string, SQLite.Statement>();
  const compile = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((source: string) => {
    if (source.length > STATEMENT_CACHE_MAX_SQL) return compile(source);
    const kept = cache.get(source);
    if (kept && !kept.busy) {
      cache.delete(source);
      cache.set(source, kept);
      return kept;
    }
    const statement = compile(source);
    if (!kept) {
      cache.set(source, statement);
      if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    }
    return statement;
  }) as SQLite.Database['prepare'];
}

/** Works for the root instance and for transactions, which share the adapter. */
export function dialectOf<T>(db: Kysely<T>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
