import type { Database } from '../db/database';
import { ApiError } from '../http/errors';
import { ipAllowed } from './ipWhitelist';
import { decoyHash, verifyPassword } from './password';
import { createSession } from './session';
import { accountKey, ACCOUNT_RULE, clearThrottle, ipKey, IP_RULE, recordFailure, waitFor } from './throttle';


interface Attempt {
  username: string;
  /** SHA-256 hex of the typed password, as the browser sends it. */
  password: string;
  ip: string;
  userAgent: string;
  now: number;
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
 * (auth/throttle.ts) instead of locking the account for everyone.
 */
export async function login(db: Database, attempt: Attempt): Promise<string> {
  const { username, ip, now } = attempt;
  const keys = [accountKey(username), ipKey(ip)];
  const fail = async (staffId: number | null, reason: string, error: ApiError): Promise<never> => {
    await logAttempt(db, attempt, staffId, reason);
    throw error;
  };
  const failAndCount = async (staffId: number | null, reason: string): Promise<never> => {
    await recordFailure(db, keys[0], ACCOUNT_RULE, now);
    await recordFailure(db, keys[1], IP_RULE, now);
    return fail(staffId, reason, new ApiError('A0210', 'wrong_credentials'));
  };

  const wait = await waitFor(db, keys, now);
  if (wait > 0) return fail(null, 'throttled', new ApiError('A0211', 'login_throttled', { seconds: Math.ceil(wait / 1000) }));

  const user = await db
    .selectFrom('staff_user')
    .innerJoin('role', 'role.id', 'staff_user.role_id')
    .select(['staff_user.id', 'password_hash', 'status', 'staff_user.ip_whitelist', 'role.ip_whitelist as roleWhitelist'])
    .where('username', '=', username)
    .executeTakeFirst();
  if (!user) {
    await verifyPassword(attempt.password, await decoyHash());
    return failAndCount(null, 'unknown_user');
  }
  if (!(await verifyPassword(attempt.password, user.password_hash))) {
    await db.updateTable('staff_user').set((eb) => ({ failed_logins: eb('failed_logins', '+', 1) })).where('id', '=', user.id).execute();
    return failAndCount(user.id, 'wrong_password');
  }
  if (user.status !== 0) return fail(user.id, 'disabled', new ApiError('A0212', 'account_disabled'));
  if (!ipAllowed(ip, user.ip_whitelist, user.roleWhitelist)) return fail(user.id, 'ip_not_allowed', new ApiError('A0220', 'ip_not_allowed', { ip }));

  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff_user')
      .set({ failed_logins: 0, locked_until: null, last_login_at: now, last_login_ip: ip })
      .where('id', '=', user.id)
      .execute();
    await clearThrottle(trx, [keys[0]]);
    await trx.deleteFrom('session').where('staff_id', '=', user.id).where('expires_at', '<=', now).execute();
    const token = await createSession(trx, user.id, ip, now);
    await logAttempt(trx, attempt, user.id, 'ok');
    return token;
  });
}
