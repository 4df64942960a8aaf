import type { Role } from './types';
import { getCachedProfile, getToken, setCachedProfile, setSessionUser } from './session';
import type { Profile, UserInfo } from './types';

export const USER_INFO_PATH = 'chance_login/getUserInfo';
/** Spec §8, word for word. */
export const PROFILE_EMPTY_MESSAGE = 'Verification failed, please Login again.';

interface ProfileHttp {
  request<T>(path: string, options?: { method?: 'GET' | 'POST'; silent?: boolean }): Promise<T>;
}

/**
 * Role from the user type: 0 admin, 1 franchisee, 2 agent; an agent without a parent is the
 * top of an agent tree, agent2 (spec §1).
 */
export function roleFromType(type: number, parentId: number | string | null | undefined): Role {
  switch (type) {
    case 0:
      return 'admin';
    case 1:
      return 'franchisee';
    case 2:
      return parentId === null || parentId === undefined ? 'agent2' : 'agent';
    default:
      throw new Error(`Unknown user type ${String(type)}`);
  }
}

function isEmpty(data: unknown): boolean {
  return !data || typeof data !== 'object' || Object.keys(data).length === 0;
}

export function toProfile(info: UserInfo): Profile {
  return { ...info, roleName: roleFromType(Number(info.type), info.parentId) };
}

function storeProfile(profile: Profile): void {
  setCachedProfile(profile);
  setSessionUser({ role: profile.roleName, userId: profile.userId, userName: profile.userName });
}

/**
 * Keeps a profile the login answer carried (what getUserInfo would answer), so the first
 * checkAuth / getIdentity / getPermissions after signing in need no request. Null when the answer
 * carried none (an older server) or an unusable one: the caller then asks getUserInfo.
 */
export function primeProfile(info: unknown): Profile | null {
  if (isEmpty(info)) return null;
  let profile: Profile;
  try {
    profile = toProfile(info as UserInfo);
  } catch {
    return null;
  }
  if (profile.userId === undefined || profile.userId === null) return null;
  storeProfile(profile);
  return profile;
}

let inflight: Promise<Profile> | null = null;

/**
 * The signed-in user's profile, fetched once and kept in memory; concurrent callers (checkAuth,
 * getPermissions, canAccess run together on start) share one request. `force` asks again
 * (login). Also stores role, userId and userName in sessionStorage.
 */
export function loadProfile(http: ProfileHttp, options: { force?: boolean; silent?: boolean } = {}): Promise<Profile> {
  const cached = getCachedProfile();
  if (cached && !options.force) return Promise.resolve(cached);
  if (inflight && !options.force) return inflight;
  const token = getToken();
  const request = http
    .request<UserInfo | null>(USER_INFO_PATH, { method: 'GET', silent: options.silent })
    .then((data) => {
      if (isEmpty(data)) throw new Error(PROFILE_EMPTY_MESSAGE);
      const profile = toProfile(data as UserInfo);
      // A logout (or A0230) while the request was out: do not resurrect that session.
      if (getToken() === token) storeProfile(profile);
      return profile;
    })
    .finally(() => {
      if (inflight === request) inflight = null;
    });
  inflight = request;
  return request;
}

/** The cached profile, or null before it is loaded (routes are built from it). */
export function getProfile(): Profile | null {
  return getCachedProfile();
}
