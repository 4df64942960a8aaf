import type { Database } from '../db/database';
import { ApiError } from '../http/errors';
import { ipAllowed } from './ipWhitelist';
import { decoyHash, verifyPassword } from './password';
import { createSession } from './session';

export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MS = 15 * 60 * 1000;

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
 * login_log. Order matters: a lock is reported before the password is looked at (so the right
 * password does not help during a lock), and disabled / IP checks only after a correct password
 * (so they reveal nothing to someone guessing).
 */
export async function login(db: Database, attempt: Attempt): Promise<string> {
  const { username, ip, now } = attempt;
  const fail = async (staffId: number | null, reason: string, error: ApiError): Promise<never> => {
    await logAttempt(db, attempt, staffId, reason);
    throw error;
  };

  const user = await db
    .selectFrom('staff_user')
    .innerJoin('role', 'role.id', 'staff_user.role_id')
    .select(['staff_user.id', 'password_hash', 'status', 'locked_until', 'staff_user.ip_whitelist', 'role.ip_whitelist as roleWhitelist'])
    .where('username', '=', username)
    .executeTakeFirst();
  if (!user) {
    await verifyPassword(attempt.password, await decoyHash());
    return fail(null, 'unknown_user', new ApiError('A0210', 'wrong_credentials'));
  }
  if (user.locked_until !== null && user.locked_until > now) {
    const minutes = Math.ceil((user.locked_until - now) / 60000);
    return fail(user.id, 'locked', new ApiError('A0211', 'account_locked', { minutes }));
  }
  if (!(await verifyPassword(attempt.password, user.password_hash))) {
    const { failed_logins } = await db
      .updateTable('staff_user')
      .set((eb) => ({ failed_logins: eb('failed_logins', '+', 1) }))
      .where('id', '=', user.id)
      .returning('failed_logins')
      .executeTakeFirstOrThrow();
    if (failed_logins >= LOCK_AFTER_FAILURES) {
      await db.updateTable('staff_user').set({ failed_logins: 0, locked_until: now + LOCK_MS }).where('id', '=', user.id).execute();
      return fail(user.id, 'locked_after_failures', new ApiError('A0211', 'account_locked', { minutes: LOCK_MS / 60000 }));
    }
    return fail(user.id, 'wrong_password', new ApiError('A0210', 'wrong_credentials'));
  }
  if (user.status !== 0) return fail(user.id, 'disabled', new ApiError('A0212', 'account_disabled'));
  if (!ipAllowed(ip, user.ip_whitelist, user.roleWhitelist)) return fail(user.id, 'ip_not_allowed', new ApiError('A0220', 'ip_not_allowed', { ip }));

  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff_user')
      .set({ failed_logins: 0, locked_until: null, last_login_at: now, last_login_ip: ip })
      .where('id', '=', user.id)
      .execute();
    await trx.deleteFrom('session').where('staff_id', '=', user.id).where('expires_at', '<=', now).execute();
    const token = await createSession(trx, user.id, ip, now);
    await logAttempt(trx, attempt, user.id, 'ok');
    return token;
  });
}
