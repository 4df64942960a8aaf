import type { Database } from '../db/database';

/*
 * Failed-login throttling, kept in the database (login_throttle) so every server process on one
 * PostgreSQL sees the same counters. Two keys per attempt: the client IP and the username as
 * typed (lower case, whether or not such an account exists, so answers reveal nothing about
 * which names exist). After a key's free failures, each further failure makes the next attempt
 * wait twice as long as the previous one, up to a cap: guessing slows down exponentially, but
 * nobody can shut a real user out for long (the account key's cap is a minute, not the 15-minute
 * lock it replaces). A success clears its account key; an admin's unlock or password reset too.
 * A key's failures older than the window are forgotten. An attempt made while a key is blocked is
 * not looked at but still counts (so polling does not come free), without moving the block's end
 * (so polling cannot hold it forever). A browser that signed in before is judged apart from the
 * account's key (auth/trustedDevice.ts).
 */

export interface ThrottleRule {
  free: number;
  capMs: number;
}

export const ACCOUNT_RULE: ThrottleRule = { free: 5, capMs: 60_000 };
export const IP_RULE: ThrottleRule = { free: 10, capMs: 15 * 60_000 };
export const THROTTLE_WINDOW_MS = 60 * 60_000;

export const accountKey = (username: string) => `user:${username.trim().toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;

/** The wait after `failures` consecutive failures under a rule (0 while free attempts remain). */
export function delayAfter(failures: number, rule: ThrottleRule): number {
  if (failures < rule.free) return 0;
  return Math.min(1000 * 2 ** Math.min(failures - rule.free, 30), rule.capMs);
}

/** Milliseconds until an attempt under these keys may be looked at (0: now). */
export async function waitFor(db: Database, keys: string[], now: number): Promise<number> {
  const rows = await db.selectFrom('login_throttle').select(['blocked_until', 'last_failure_at']).where('key', 'in', keys).execute();
  return rows.reduce((wait, r) => (r.last_failure_at + THROTTLE_WINDOW_MS > now ? Math.max(wait, r.blocked_until - now) : wait), 0);
}

/** Counts a failure under a key and sets when its next attempt may come. */
export async function recordFailure(db: Database, key: string, rule: ThrottleRule, now: number): Promise<void> {
  const stale = now - THROTTLE_WINDOW_MS;
  // One statement, so concurrent failures (several processes) count each other.
  const row = await db
    .insertInto('login_throttle')
    .values({ key, failures: 1, last_failure_at: now, blocked_until: 0 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        failures: eb
          .case()
          .when('login_throttle.last_failure_at', '<', stale)
          .then(1)
          .else(eb('login_throttle.failures', '+', 1))
          .end(),
        last_failure_at: now,
      })),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  await extendBlock(db, key, now, delayAfter(row.failures, rule));
}

/**
 * Moves the key's block end to now + delay unless it already ends later. A zero delay writes
 * nothing: "not blocked" is 0, never a timestamp, because concurrent requests read the clock in
 * their own order, and one that began a millisecond earlier must not find itself blocked by
 * another's "blocked until now".
 */
async function extendBlock(db: Database, key: string, now: number, delay: number): Promise<void> {
  if (delay <= 0) return;
  await db
    .updateTable('login_throttle')
    .set({ blocked_until: now + delay })
    .where('key', '=', key)
    .where('blocked_until', '<', now + delay)
    .execute();
}

/** How long a claimed attempt past the free ones holds its key while its password is checked (scrypt takes ~0.1 s). */
export const CLAIM_MS = 5_000;

/**
 * Claims the key for one attempt, atomically: counts it (as a failure until it succeeds), and once
 * the free attempts are used up blocks the key while its password is checked, so concurrent
 * guesses cannot all slip past a check made before any of them failed (20 at once used to be
 * judged together). Within the free attempts nothing blocks, so a person signing in from two tabs
 * at once is not refused. Answers the key's failures including this one, or null when the key is
 * blocked. settleFailure or clearThrottle ends the claim.
 */
export async function claimAttempt(db: Database, key: string, rule: ThrottleRule, now: number): Promise<number | null> {
  const stale = now - THROTTLE_WINDOW_MS;
  const row = await db
    .insertInto('login_throttle')
    .values({ key, failures: 1, last_failure_at: now, blocked_until: 1 > rule.free ? now + CLAIM_MS : 0 })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet((eb) => {
          const counted = eb
            .case()
            .when('login_throttle.last_failure_at', '<', stale)
            .then(1)
            .else(eb('login_throttle.failures', '+', 1))
            .end();
          return {
            failures: counted,
            last_failure_at: now,
            blocked_until: eb
              .case()
              .when(counted, '>', rule.free)
              .then(now + CLAIM_MS)
              .else(eb.ref('login_throttle.blocked_until'))
              .end(),
          };
        })
        .where((eb) => eb.or([eb('login_throttle.blocked_until', '<=', now), eb('login_throttle.last_failure_at', '<', stale)])),
    )
    .returning('failures')
    .executeTakeFirst();
  return row ? row.failures : null;
}

/** A claimed attempt failed: the key waits as long as its failures earn. */
export async function settleFailure(db: Database, key: string, failures: number, rule: ThrottleRule, now: number): Promise<void> {
  // Past the free attempts this claim is the only one (it blocked the key): its block is replaced
  // by the one its failures earn. Within them, other claims may be running: only ever extend.
  if (failures > rule.free)
    await db
      .updateTable('login_throttle')
      .set({ blocked_until: now + delayAfter(failures, rule) })
      .where('key', '=', key)
      .execute();
  else await extendBlock(db, key, now, delayAfter(failures, rule));
}

/** An attempt refused while blocked: one more failure on the key, the block's end unchanged. */
export async function recordThrottled(db: Database, key: string, now: number): Promise<void> {
  await db
    .updateTable('login_throttle')
    .set((eb) => ({ failures: eb('failures', '+', 1), last_failure_at: now }))
    .where('key', '=', key)
    .execute();
}

export async function clearThrottle(db: Database, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.deleteFrom('login_throttle').where('key', 'in', keys).execute();
}
