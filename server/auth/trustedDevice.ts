import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import { column, defineRowMapping } from '../db/rowMapping';
import { hashToken } from './session';

/*
 * Trusted devices (OWASP, "Blocking Brute Force Attacks": the device cookie). A successful sign-in
 * hands the browser a device token for that account; a later sign-in that presents it is judged on
 * the token's own failures, not on the account's shared throttle, so an attacker who fails a
 * thousand times from fifty addresses slows only the clients that never signed in here. A token
 * is the account's only: presented with another username it is ignored. Wrong passwords sent with a
 * token count on the token; at DEVICE_FAILURE_LIMIT it is dropped and the browser is untrusted again.
 */
export const DEVICE_FAILURE_LIMIT = 5;
/** A browser unused this long is forgotten. */
export const DEVICE_TTL_MS = 90 * 24 * 60 * 60_000;

export interface TrustedDevice {
  tokenHash: string;
  staffId: number;
}

/** A remembered device as the sign-in checks it. */
const loginDeviceRow = defineRowMapping({
  staffId: column('staff_id').int(),
  failures: column('failures').int(),
  lastUsedAt: column('last_used_at').epochMs(),
});

/** The device the token names, when it belongs to this staff member and is still trusted. */
export async function trustedDevice(
  db: Database,
  token: string | undefined,
  staffId: number | undefined,
  now: number,
): Promise<TrustedDevice | null> {
  if (!token || staffId === undefined) return null;
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('login_device')
    .select(['staff_id', 'failures', 'last_used_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  const device = row && loginDeviceRow.map(row);
  if (!device || device.staffId !== staffId || device.failures >= DEVICE_FAILURE_LIMIT || device.lastUsedAt + DEVICE_TTL_MS < now)
    return null;
  return { tokenHash, staffId };
}

/** A wrong password from a trusted device: counted on it, and the device dropped at the limit. */
export async function deviceFailed(db: Database, device: TrustedDevice): Promise<void> {
  await db
    .updateTable('login_device')
    .set((eb) => ({ failures: eb('failures', '+', 1) }))
    .where('token_hash', '=', device.tokenHash)
    .execute();
  await db.deleteFrom('login_device').where('token_hash', '=', device.tokenHash).where('failures', '>=', DEVICE_FAILURE_LIMIT).execute();
}

/** After a successful sign-in: the presented device refreshed, or a new one issued (its token returned). */
export async function rememberDevice(
  db: Database,
  device: TrustedDevice | null,
  presented: string | undefined,
  staffId: number,
  now: number,
): Promise<string> {
  if (device && presented) {
    await db.updateTable('login_device').set({ failures: 0, last_used_at: now }).where('token_hash', '=', device.tokenHash).execute();
    return presented;
  }
  const token = randomBytes(32).toString('hex');
  await db
    .insertInto('login_device')
    .values({ token_hash: hashToken(token), staff_id: staffId, created_at: now, last_used_at: now })
    .execute();
  await db
    .deleteFrom('login_device')
    .where('staff_id', '=', staffId)
    .where('last_used_at', '<', now - DEVICE_TTL_MS)
    .execute();
  return token;
}
