import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import { ApiError } from '../http/errors';
import type { MenuEntry } from '../menu/catalogue';
import { ipAllowed } from './ipWhitelist';
import { sessionStaffRow } from './staffRows';

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
// Sliding expiry is refreshed at most this often, so polling every 10 s does not write each time.
const TOUCH_INTERVAL_MS = 60 * 1000;

export type StaffRole = 'admin' | 'franchisee' | 'agent';
const ROLE_OF_TYPE: Record<number, StaffRole> = { 0: 'admin', 1: 'franchisee', 2: 'agent' };

/** The authenticated staff member behind a request. */
export interface Caller {
  sessionId: number;
  staffId: number;
  username: string;
  /** 0 admin, 1 franchisee, 2 agent (staff_user.type). */
  type: 0 | 1 | 2;
  role: StaffRole;
  language: number;
  franchiseeId: number | null;
  stationId: number | null;
  agentId: number | null;
  /** Materialised path of the caller's agent ('/1/7/'), for agents. */
  agentPath: string | null;
  agentParentId: number | null;
  roleInfo: { id: number; code: string; name: string };
  menuList: MenuEntry[];
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Opens a session; only the token's SHA-256 is stored, the caller gets the raw token once. */
export async function createSession(db: Database, staffId: number, ip: string, now: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('session')
    .values({ token_hash: hashToken(token), staff_id: staffId, created_at: now, expires_at: now + SESSION_TTL_MS, last_seen_at: now, ip })
    .execute();
  return token;
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.deleteFrom('session').where('token_hash', '=', hashToken(token)).execute();
}

/**
 * Resolves the `token` header to a Caller, or throws: A0230 for a missing, unknown or expired
 * token, A0212 for a disabled account, A0220 when the client IP left the account's or role's
 * whitelist since login.
 */
export async function authenticate(db: Database, token: string | undefined, ip: string, now: number): Promise<Caller> {
  if (!token) throw new ApiError('A0230', 'token_invalid');
  const found = await db
    .selectFrom('session')
    .innerJoin('staff_user as s', 's.id', 'session.staff_id')
    .innerJoin('role as r', 'r.id', 's.role_id')
    .leftJoin('agent as a', 'a.id', 's.agent_id')
    .select([
      'session.id as session_id',
      'session.expires_at',
      'session.last_seen_at',
      'session.staff_id',
      's.username',
      's.type',
      's.language',
      's.status',
      's.ip_whitelist',
      's.franchisee_id',
      's.station_id',
      's.agent_id',
      's.role_id',
      'r.code as role_code',
      'r.name as role_name',
      'r.menu_list',
      'r.ip_whitelist as role_ip_whitelist',
      'a.path as agent_path',
      'a.parent_id as agent_parent_id',
      'a.station_id as agent_station_id',
      'a.franchisee_id as agent_franchisee_id',
    ])
    .where('session.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!found) throw new ApiError('A0230', 'token_invalid');
  const row = sessionStaffRow.map(found);
  if (row.expiresAt <= now) {
    await db.deleteFrom('session').where('id', '=', row.sessionId).execute();
    throw new ApiError('A0230', 'token_invalid');
  }
  if (row.status !== 0) throw new ApiError('A0212', 'account_disabled');
  if (!ipAllowed(ip, row.ipWhitelist, row.roleIpWhitelist)) throw new ApiError('A0220', 'ip_not_allowed', { ip });
  if (now - row.lastSeenAt >= TOUCH_INTERVAL_MS) {
    await db
      .updateTable('session')
      .set({ last_seen_at: now, expires_at: now + SESSION_TTL_MS })
      .where('id', '=', row.sessionId)
      .execute();
  }
  return {
    sessionId: row.sessionId,
    staffId: row.staffId,
    username: row.username,
    type: row.type as Caller['type'],
    role: ROLE_OF_TYPE[row.type] ?? 'agent',
    language: row.language,
    // An agent login takes its tenancy from the agent it is linked to when its own row has none.
    franchiseeId: row.franchiseeId ?? row.agentFranchiseeId,
    stationId: row.stationId ?? row.agentStationId,
    agentId: row.agentId,
    agentPath: row.agentPath,
    agentParentId: row.agentParentId,
    roleInfo: { id: row.roleId, code: row.roleCode, name: row.roleName },
    menuList: row.menuList,
  };
}
