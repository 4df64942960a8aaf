import { sql } from 'kysely';
import { dialectOf, type Database } from '../../../../server/db/database';
import type { InstallIntoApp, ModuleService } from '../../../../server/plugin/services';
import { LoggingPushSender, type Localised, type PushSender } from './pushSender';

/*
 * The push outbox worker. Rows are written by POST fireBase/api/push/all in the request's
 * transaction (so a failed request leaves no message behind); this worker, in the same process,
 * hands pending rows to the PushSender and marks them delivered, or retries with backoff and
 * gives up (status 2) after MAX_ATTEMPTS. Rows are claimed first (see drainPushOutbox), so two
 * processes draining at once never deliver one row twice. It runs only while there is work: a push or a look at
 * the outbox kicks it, and it stops after a few empty rounds, so an idle server has no timer.
 */
export const PENDING = 0;
export const DELIVERED = 1;
export const FAILED = 2;
export const MAX_ATTEMPTS = 5;
const BATCH = 20;
const INTERVAL_MS = 500;
// The kick comes from inside the request's transaction, before its commit: a few empty rounds
// are allowed before stopping, so the row is seen once committed.
const IDLE_ROUNDS = 4;
const backoffMs = (attempts: number) => Math.min(60_000, 1000 * 2 ** attempts);

let sender: PushSender = new LoggingPushSender();

/** Replaces the sender (a real notification service, or a test double); returns the previous one. */
export function setPushSender(next: PushSender): PushSender {
  const previous = sender;
  sender = next;
  return previous;
}

/**
 * How long a claimed row stays out of other drains' sight while its sender call runs. A process
 * that dies mid-send leaves the row pending: it becomes due again after the lease and is sent
 * again (at least once on a crash; never twice while the first delivery is in flight).
 */
export const CLAIM_LEASE_MS = 60_000;

/**
 * Delivers the due pending rows once; answers how many rows it handled. Every process runs this
 * worker, so rows are claimed before the sender sees them: one UPDATE moves the due rows' next
 * attempt past the lease and counts the attempt, answering the rows it moved. Another drain, in
 * this process or another, no longer finds them due (PostgreSQL: SKIP LOCKED passes over rows a
 * concurrent claim holds, and the UPDATE re-checks `next_attempt_at` on the row it locked; SQLite
 * runs one write at a time). The outcome is written only under the claim's attempt count.
 */
export async function drainPushOutbox(db: Database, now: number = Date.now()): Promise<number> {
  const lockClause = dialectOf(db) === 'postgres' ? sql` for update skip locked` : sql``;
  const claimed = await sql<{ id: number; title_json: string; body_json: string; attempts: number }>`
    update push_outbox set attempts = attempts + 1, next_attempt_at = ${now + CLAIM_LEASE_MS}
    where id in (select id from push_outbox where status = ${PENDING} and next_attempt_at <= ${now} order by id limit ${BATCH}${lockClause})
      and status = ${PENDING} and next_attempt_at <= ${now}
    returning id, title_json, body_json, attempts`.execute(db);
  const due = [...claimed.rows].sort((a, b) => a.id - b.id);
  if (due.length === 0) return 0;
  const audienceRow = await db
    .selectFrom('member')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 0)
    .where('is_internal', '=', 0)
    .executeTakeFirstOrThrow();
  const audience = Number(audienceRow.n);

  for (const row of due) {
    const { attempts } = row;
    const mine = () =>
      db.updateTable('push_outbox').where('id', '=', row.id).where('status', '=', PENDING).where('attempts', '=', attempts);
    try {
      const { recipients } = await sender.send({
        id: row.id,
        title: JSON.parse(row.title_json) as Localised,
        body: JSON.parse(row.body_json) as Localised,
        audience,
      });
      await mine().set({ status: DELIVERED, recipients, delivered_at: Date.now(), last_error: null }).execute();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await mine()
        .set(
          attempts >= MAX_ATTEMPTS
            ? { status: FAILED, last_error: message }
            : { next_attempt_at: now + backoffMs(attempts), last_error: message },
        )
        .execute();
    }
  }
  return due.length;
}

const running = new WeakMap<Database, { idle: number; timer: NodeJS.Timeout | null; inflight: Promise<void> | null }>();

/** Starts the worker for this database, or keeps a running one going a while longer. */
export function kickPushWorker(db: Database): void {
  const state = running.get(db);
  if (state) {
    state.idle = 0;
    return;
  }
  const fresh = { idle: 0, timer: null as NodeJS.Timeout | null, inflight: null as Promise<void> | null };
  running.set(db, fresh);
  const round = async () => {
    try {
      const handled = await drainPushOutbox(db);
      fresh.idle = handled > 0 ? 0 : fresh.idle + 1;
      const waiting = await db.selectFrom('push_outbox').select('id').where('status', '=', PENDING).limit(1).executeTakeFirst();
      if (waiting) fresh.idle = Math.min(fresh.idle, IDLE_ROUNDS - 1);
    } catch {
      // The database went away (server shutting down): stop; pending rows wait for the next kick.
      fresh.idle = IDLE_ROUNDS;
    }
  };
  const tick = async () => {
    fresh.timer = null;
    fresh.inflight = round();
    await fresh.inflight;
    fresh.inflight = null;
    if (fresh.idle >= IDLE_ROUNDS || running.get(db) !== fresh) {
      if (running.get(db) === fresh) running.delete(db);
      return;
    }
    fresh.timer = setTimeout(tick, INTERVAL_MS);
    fresh.timer.unref();
  };
  fresh.timer = setTimeout(tick, INTERVAL_MS);
  fresh.timer.unref();
}

/**
 * Stops this database's worker and waits for a round in progress, so the server can close its
 * database without a delivery query still holding a connection.
 */
export async function stopPushWorker(db: Database): Promise<void> {
  const state = running.get(db);
  if (!state) return;
  running.delete(db);
  if (state.timer) clearTimeout(state.timer);
  await state.inflight;
}

/** A worker that polls for the life of the process; the answer stops it. */
export function startPushWorker(db: Database, intervalMs = 5000): () => void {
  const timer = setInterval(() => kickPushWorker(db), intervalMs);
  timer.unref();
  kickPushWorker(db);
  return () => clearInterval(timer);
}

/** Pushes queued by fireBase/api/push/all are delivered in the background, not in the request, on every process. */
export const pushDeliveryService: ModuleService = { name: 'account.push', runsOn: 'every', start: (db) => startPushWorker(db) };

/** Background work the requests started (a kicked delivery) ends with each app, before its database closes. */
export const stopPushWithApp: InstallIntoApp = (app, { db }) => {
  app.addHook('onClose', async () => stopPushWorker(db));
};
