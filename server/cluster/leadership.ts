import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import pg from 'pg';
import { dialectOf, type Database } from '../db/database';
import { opsMetrics } from '../ops/metrics';

/*
 * Exactly one process runs the scheduler (periods, draws, settlement, daily jobs, the simulator),
 * however many API processes share the database. Every step of those is also a conditional
 * transition or a claimed job period, so two schedulers for a moment (a network split) would still
 * do nothing twice; leadership keeps them from racing in the first place.
 *
 * PostgreSQL: a session-level advisory lock on a connection of its own. The database drops it the
 * moment that connection ends, so a killed leader is replaced at the next poll of a follower.
 * SQLite: a lease row (migration 045) renewed every poll; a dead leader's lease lapses after leaseMs.
 */

/** The advisory-lock key: 'CHAN' 'SCHD' as two int4s, unlikely to meet anyone else's key. */
const LOCK_KEY: [number, number] = [0x4348414e, 0x53434844];
const LEASE = 'scheduler';

export interface LeadershipOptions {
  /** Starts the leader's work; returns the function that stops it (and waits for work in flight). */
  lead: () => Promise<() => Promise<void>> | (() => Promise<void>);
  /** How often a follower tries (and the leader checks its hold). Default 2 s. */
  pollMs?: number;
  /** SQLite: how long a lease lasts without renewal. Default 8 s (a dead leader is replaced within pollMs + leaseMs). */
  leaseMs?: number;
  log?: (message: string) => void;
}

export interface Leadership {
  /** Whether this process runs the scheduler now. */
  readonly leading: boolean;
  /** Stops the work if leading and hands the scheduler over at once (unlock / lease dropped). */
  stop(): Promise<void>;
}

/** host:pid:random, so a restarted process with a reused pid is still someone else. */
export const processIdentity = () => `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

interface Hold {
  /** Tries to become (or stay) the holder; true when this process holds it after the call. */
  acquire(): Promise<boolean>;
  release(): Promise<void>;
}

function advisoryLock(url: string, log: (message: string) => void): Hold {
  let client: pg.Client | null = null;
  let lastError = '';
  let held = false;
  const drop = async () => {
    const c = client;
    client = null;
    held = false;
    await c?.end().catch(() => undefined);
  };
  return {
    async acquire() {
      try {
        if (!client) {
          const c = new pg.Client({ connectionString: url, keepAlive: true, application_name: 'chance-scheduler' });
          // A broken connection surfaces here as well as in the next query; the next poll reconnects.
          c.on('error', () => void drop());
          await c.connect();
          client = c;
        }
        if (held) await client.query('select 1');
        else held = (await client.query('select pg_try_advisory_lock($1, $2) as ok', LOCK_KEY)).rows[0].ok === true;
        lastError = '';
        return held;
      } catch (error) {
        // Said once per distinct failure, not on every poll of a database that is down.
        const message = error instanceof Error ? error.message : String(error);
        if (message !== lastError) log(`scheduler lock: ${message}`);
        lastError = message;
        await drop();
        return false;
      }
    },
    async release() {
      if (client && held) await client.query('select pg_advisory_unlock($1, $2)', LOCK_KEY).catch(() => undefined);
      await drop();
    },
  };
}

function lease(db: Database, leaseMs: number): Hold {
  const me = processIdentity();
  return {
    async acquire() {
      const now = Date.now();
      try {
        const renewed = await db
          .updateTable('scheduler_lease')
          .set({ holder: me, expires_at: now + leaseMs })
          .where('name', '=', LEASE)
          .where((eb) => eb.or([eb('holder', '=', me), eb('expires_at', '<', now)]))
          .executeTakeFirst();
        if (Number(renewed.numUpdatedRows) === 1) return true;
        const taken = await db
          .insertInto('scheduler_lease')
          .values({ name: LEASE, holder: me, expires_at: now + leaseMs })
          .onConflict((oc) => oc.column('name').doNothing())
          .executeTakeFirst();
        return Number(taken.numInsertedOrUpdatedRows ?? 0) === 1;
      } catch {
        // A busy database: keep the lease this round if it is still ours by its own clock.
        return false;
      }
    },
    async release() {
      await db.deleteFrom('scheduler_lease').where('name', '=', LEASE).where('holder', '=', me).execute();
    },
  };
}

/** Polls for the scheduler's hold and runs `lead` while holding it. */
export function startLeadership(db: Database, url: string, options: LeadershipOptions): Leadership {
  const pollMs = options.pollMs ?? 2000;
  const log = options.log ?? (() => {});
  const hold = dialectOf(db) === 'postgres' ? advisoryLock(url, log) : lease(db, options.leaseMs ?? 8000);
  let stopWork: (() => Promise<void>) | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> = Promise.resolve();

  const poll = async () => {
    const holding = await hold.acquire();
    if (stopped) return;
    if (holding && !stopWork) {
      log(`scheduler: this process leads (pid ${process.pid})`);
      stopWork = await options.lead();
      opsMetrics.setLeader(true);
    } else if (!holding && stopWork) {
      log(`scheduler: lost the lead (pid ${process.pid}); stopping its work`);
      const stop = stopWork;
      stopWork = null;
      opsMetrics.setLeader(false);
      await stop();
    }
  };
  const loop = () => {
    polling = poll()
      .catch((error: unknown) => log(`scheduler leadership: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, pollMs);
      });
  };
  loop();

  return {
    get leading() {
      return stopWork !== null;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await polling;
      const stop = stopWork;
      stopWork = null;
      opsMetrics.setLeader(false);
      await stop?.();
      await hold.release().catch(() => undefined);
    },
  };
}
