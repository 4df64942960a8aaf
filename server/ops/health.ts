import { sql } from 'kysely';
import { dialectOf, type Database } from '../db/database';
import { migrations } from '../db/migrate';

/*
 * Liveness and readiness, as a load balancer or an orchestrator probes them:
 *   /healthz  the process answers (no database: a slow database must not get a live process killed);
 *   /readyz   this process should get traffic: not shutting down, the database answers within a
 *             deadline, and every migration this build knows has been applied (a process started
 *             against a database the upgrade has not migrated yet stays out of the balancer).
 */

export type ReadyAnswer = { ready: true } | { ready: false; reason: 'shutting_down' | 'database_unreachable' | 'migrations_pending' };

class Deadline extends Error {}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Deadline(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Names of the migrations this build knows that the database has not applied (empty: at head). */
export async function pendingMigrations(db: Database): Promise<string[]> {
  const known = Object.keys(migrations(dialectOf(db)));
  const applied = await sql<{ name: string }>`select name from kysely_migration`
    .execute(db)
    .then((r) => new Set(r.rows.map((row) => row.name)))
    .catch(() => new Set<string>());
  return known.filter((name) => !applied.has(name));
}

export class Readiness {
  #shuttingDown = false;
  /** Once every known migration is applied it stays so for this process (migrations are never undone). */
  #atHead = false;

  constructor(
    private readonly db: Database,
    private readonly deadlineMs: number,
  ) {}

  get shuttingDown(): boolean {
    return this.#shuttingDown;
  }

  /** From now on /readyz answers 503, while every other endpoint keeps answering. */
  beginShutdown(): void {
    this.#shuttingDown = true;
  }

  async check(): Promise<ReadyAnswer> {
    if (this.#shuttingDown) return { ready: false, reason: 'shutting_down' };
    try {
      await within(
        (async () => {
          await sql`select 1`.execute(this.db);
          if (!this.#atHead) this.#atHead = (await pendingMigrations(this.db)).length === 0;
        })(),
        this.deadlineMs,
      );
    } catch {
      return { ready: false, reason: 'database_unreachable' };
    }
    if (!this.#atHead) return { ready: false, reason: 'migrations_pending' };
    // A shutdown that began while the database was asked wins.
    if (this.#shuttingDown) return { ready: false, reason: 'shutting_down' };
    return { ready: true };
  }
}
