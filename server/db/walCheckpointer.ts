import { once } from 'node:events';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { sql } from 'kysely';
import type { Database } from './database';

/*
 * SQLite copies its write-ahead log back into the database file (a checkpoint, ending in an
 * fsync) inside whichever COMMIT pushes the log past 1,000 pages. At the large profile that is
 * nearly every settlement, which then pays 30–60 ms for pages other transactions wrote. Here a
 * worker thread with its own connection checkpoints every second in PASSIVE mode (it never waits
 * for readers or writers; what it cannot copy yet it copies next time), and the server's own
 * connection checkpoints only as a safety net once the log holds 10,000 pages (~40 MB), e.g. if
 * the worker died.
 */

const SAFETY_NET_PAGES = 10_000;

// Plain CommonJS evaluated in the worker: no TypeScript loader there. The driver path comes in workerData.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file);
db.pragma('busy_timeout = 0');
const timer = setInterval(() => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch (error) { parentPort.postMessage(String(error)); }
}, workerData.everyMs);
parentPort.on('message', () => { clearInterval(timer); db.close(); parentPort.close(); });
`;

export interface WalCheckpointer {
  stop(): Promise<void>;
}

/** Starts the background checkpointer for a SQLite file database; undefined for PostgreSQL or :memory:. */
export async function startWalCheckpointer(
  db: Database,
  url: string,
  options: { everyMs?: number; log?: (message: string) => void } = {},
): Promise<WalCheckpointer | undefined> {
  if (!url.startsWith('sqlite:')) return undefined;
  const file = url.slice('sqlite:'.length);
  if (file === ':memory:') return undefined;
  await sql.raw(`pragma wal_autocheckpoint = ${SAFETY_NET_PAGES}`).execute(db);
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, driver, everyMs: options.everyMs ?? 1000 } });
  worker.on('message', (message: string) => options.log?.(`WAL checkpoint: ${message}`));
  worker.on('error', (error) => options.log?.(`WAL checkpointer stopped: ${error.message}`));
  // A worker must not keep the process alive on its own (the server's shutdown stops it).
  worker.unref();
  return {
    async stop() {
      if (worker.threadId === -1) return;
      const exited = once(worker, 'exit');
      // Referenced again while it winds down, or an otherwise idle process would exit before 'exit' arrives.
      worker.ref();
      worker.postMessage('stop');
      await exited;
      await sql.raw('pragma wal_autocheckpoint = 1000').execute(db);
    },
  };
}
