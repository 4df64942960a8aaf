import { login } from '../auth/login';
import { authenticate, deleteSession, type Caller } from '../auth/session';
import type { Database } from '../db/database';
import { EnvelopeExtras } from '../http/envelopeExtras';
import { countOnlineMembers, stationQuota } from './memberFigures';
import { anySignedInStaff, defineRoute } from '../http/route';
import { sessionContracts as contracts } from '../../shared/sessionContract';
import { scopeOf } from '../scope/scope';
import { arrangedProfileMenu } from './profileMenu';
import { bombayDate, bombayDateTime } from '../domain/time';
import { BOMBAY_TZ } from '../time/bombay';

/** The signed-in staff member's profile: getUserInfo's answer, also carried by the login answer. */
async function userInfoOf(db: Database, caller: Caller, now: number) {
  return {
    userId: caller.staffId,
    userName: caller.username,
    type: caller.type,
    parentId: caller.role === 'agent' ? caller.agentParentId : null,
    role: { ...caller.roleInfo, menuList: await arrangedProfileMenu(db, caller.menuList) },
    sysNowTimeDate: now,
    onlinePeopleCount: await countOnlineMembers(db, scopeOf(caller), now),
    language: caller.language === 1,
  };
}

export const sessionRoutes = [
  defineRoute({
    contract: contracts.login,
    auth: 'public',
    async handler({ db, body, ip, userAgent, now }) {
      const { token, device } = await login(db, {
        username: body.username,
        password: body.password,
        ip,
        userAgent,
        now,
        device: body.device,
      });
      // `data` stays the bare token (older consoles read only that); `userInfo` is what
      // getUserInfo would answer next, so the console skips that round trip after signing in;
      // `device` is this browser's device token for the account, sent with its next sign-in.
      const caller = await authenticate(db, token, ip, now);
      return new EnvelopeExtras(token, { userInfo: await userInfoOf(db, caller, now), device });
    },
  }),

  defineRoute({
    contract: contracts.logout,
    auth: 'staff',
    menu: anySignedInStaff('the caller’s own session and profile'),
    writes: { action: 'logout', targetType: 'session' },
    async handler({ db, caller, token, audit }) {
      await deleteSession(db, token as string);
      audit({ targetId: caller.sessionId });
      return null;
    },
  }),

  // Polled every 10 s by the top bar.
  defineRoute({
    contract: contracts.currentUser,
    auth: 'staff',
    menu: anySignedInStaff('the caller’s own session and profile'),
    async handler({ db, caller, now }) {
      const scope = scopeOf(caller);
      const [onlinePeopleCount, amount] = await Promise.all([countOnlineMembers(db, scope, now), stationQuota(db, caller, scope)]);
      return {
        userId: caller.staffId,
        userName: caller.username,
        type: caller.type,
        language: caller.language === 1,
        onlinePeopleCount,
        amount,
      };
    },
  }),

  // The profile the console builds its routes from (the spec's "user info call").
  defineRoute({
    contract: contracts.userInfo,
    auth: 'staff',
    menu: anySignedInStaff('the caller’s own session and profile'),
    async handler({ db, caller, now }) {
      return userInfoOf(db, caller, now);
    },
  }),

  // Clock endpoints are public: they reveal nothing and the login page may show the time.
  defineRoute({
    contract: contracts.timeMillis,
    auth: 'public',
    async handler({ now }) {
      return { sysNowTimeDate: now };
    },
  }),

  defineRoute({
    contract: contracts.serverTime,
    auth: 'public',
    async handler({ query, now }) {
      const formatted = query.type === '0' ? String(now) : query.type === '1' ? bombayDateTime(now) : bombayDate(now);
      return { sysNowTimeDate: now, timezone: BOMBAY_TZ, formatted };
    },
  }),
];
