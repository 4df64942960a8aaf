import type { Database } from '../db/database';
import { ApiError } from '../http/errors';
import { opsMetrics } from '../ops/metrics';
import { ipAllowed } from './ipWhitelist';
import { decoyHash, verifyPassword } from './password';
import { createSession } from './session';
import { signInStaffRow } from './staffRows';
import {
  accountKey,
  ACCOUNT_RULE,
  claimAttempt,
  clearThrottle,
  ipKey,
  IP_RULE,
  recordFailure,
  recordThrottled,
  settleFailure,
  waitFor,
} from './throttle';
import { deviceFailed, rememberDevice, trustedDevice } from './trustedDevice';

interface Attempt {
  username: string;
  /** SHA-256 hex of the typed password, as the browser sends it. */
  password: string;
  ip: string;
  userAgent: string;
  now: number;
  /** The device token this browser got at an earlier sign-in, if any (auth/trustedDevice.ts). */
  device?: string;
}

export interface SignedIn {
  /** The session token. */
  token: string;
  /** This browser's device token for the account: kept by the console, sent with the next sign-in. */
  device: string;
}

async function logAttempt(db: Database, attempt: Attempt, staffId: number | null, reason: string): Promise<void> {
  await db
    .insertInto('login_log')
    .values({
      username: attempt.username,
      staff_id: staffId,
      ip: attempt.ip,
      user_agent: attempt.userAgent.slice(0, 500),
      success: reason === 'ok' ? 1 : 0,
      reason,
      created_at: attempt.now,
    })
    .execute();
}

/**
 * Checks a login attempt and opens a session, returning the raw token. Every attempt lands in
 * login_log. Order matters: a throttle is checked before anything else and answers the same for
 * every name (so answers do not tell which usernames exist, and the right password does not help
 * while waiting); disabled / IP checks come only after a correct password (so they reveal nothing
 * to someone guessing). Failures slow down the next attempt from that IP and on that name
 * (auth/throttle.ts) instead of locking the account for everyone; a browser that signed in to the
 * account before skips those shared keys and is judged on its own failures (auth/trustedDevice.ts).
 */
export async function login(db: Database, attempt: Attempt): Promise<SignedIn> {
  const { username, ip, now } = attempt;
  const keys = [accountKey(username), ipKey(ip)];
  const fail = async (staffId: number | null, reason: string, error: ApiError): Promise<never> => {
    await logAttempt(db, attempt, staffId, reason);
    opsMetrics.loginFailed(reason);
    throw error;
  };
  const found = await db
    .selectFrom('staff_user')
    .innerJoin('role', 'role.id', 'staff_user.role_id')
    .select(['staff_user.id', 'password_hash', 'status', 'staff_user.ip_whitelist', 'role.ip_whitelist as role_ip_whitelist'])
    .where('username', '=', username)
    .executeTakeFirst();
  const user = found && signInStaffRow.map(found);
  const device = await trustedDevice(db, attempt.device, user?.id, now);

  // An untrusted client's attempt is judged only if its address is not blocked and it can claim the
  // account's key (past the free attempts, one at a time: throttle.ts claimAttempt); a refused
  // attempt still counts on both.
  let claimed: number | null = null;
  if (!device) {
    claimed = (await waitFor(db, [keys[1]], now)) > 0 ? null : await claimAttempt(db, keys[0], ACCOUNT_RULE, now);
    if (claimed === null) {
      for (const key of keys) await recordThrottled(db, key, now);
      const wait = Math.max(await waitFor(db, keys, now), 1000);
      return fail(null, 'throttled', new ApiError('A0211', 'login_throttled', { seconds: Math.ceil(wait / 1000) }));
    }
  }
  const failAndCount = async (staffId: number | null, reason: string): Promise<never> => {
    await settleFailure(db, keys[0], claimed as number, ACCOUNT_RULE, now);
    await recordFailure(db, keys[1], IP_RULE, now);
    return fail(staffId, reason, new ApiError('A0210', 'wrong_credentials'));
  };
  if (!user) {
    await verifyPassword(attempt.password, await decoyHash());
    return failAndCount(null, 'unknown_user');
  }
  if (!(await verifyPassword(attempt.password, user.passwordHash))) {
    await db
      .updateTable('staff_user')
      .set((eb) => ({ failed_logins: eb('failed_logins', '+', 1) }))
      .where('id', '=', user.id)
      .execute();
    if (device) {
      await deviceFailed(db, device);
      return fail(user.id, 'wrong_password', new ApiError('A0210', 'wrong_credentials'));
    }
    return failAndCount(user.id, 'wrong_password');
  }
  // The right password ends an untrusted client's claim on the name's key (a trusted browser's
  // success leaves the shared key alone: clearing it would hand an attacker fresh free guesses).
  if (!device) await clearThrottle(db, [keys[0]]);
  if (user.status !== 0) return fail(user.id, 'disabled', new ApiError('A0212', 'account_disabled'));
  if (!ipAllowed(ip, user.ipWhitelist, user.roleIpWhitelist))
    return fail(user.id, 'ip_not_allowed', new ApiError('A0220', 'ip_not_allowed', { ip }));

  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff_user')
      .set({ failed_logins: 0, locked_until: null, last_login_at: now, last_login_ip: ip })
      .where('id', '=', user.id)
      .execute();
    await trx.deleteFrom('session').where('staff_id', '=', user.id).where('expires_at', '<=', now).execute();
    const token = await createSession(trx, user.id, ip, now);
    const known = await rememberDevice(trx, device, attempt.device, user.id, now);
    await logAttempt(trx, attempt, user.id, 'ok');
    return { token, device: known };
  });
}
