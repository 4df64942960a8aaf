import type { AuthProvider, UserIdentity } from 'ra-core';
import { http as defaultHttp, isUnanswered, type Http } from '../dataProvider/http';
import { canAccessResource, type MenuAccessNode } from './access';
import { loadHashPassword } from './loadHashPassword';
import { loadProfile, primeProfile } from './profile';
import { currentRoutePath, currentRouteSearch, loginRedirectUrl, readRedirect, type LocationLike } from './redirect';
import { clearSession, getDeviceToken, getToken, invalidateSession, setDeviceToken, setLanguage, setToken, type Language } from './session';
import type { Permissions } from './types';
import { normaliseUsername, validateLogin, type Credentials, type LoginErrors } from './validateLogin';

export const LOGIN_PATH = 'chance_login/login';
/** Saves the signed-in user's language (1 zh, 0 en); the top bar's language menu calls it too. */
export const LANGUAGE_PATH = 'chance-staion-user/update/me/language';
export const LOGOUT_PATH = 'chance_login/logout';
/** Spec §8: what a failed route guard shows when the failure has no message of its own. */
export const GUARD_FALLBACK_MESSAGE = 'Has Error';

/** Rejected by login() before any request; `message` is the first field's i18n key. */
export class LoginValidationError extends Error {
  override name = 'LoginValidationError';
  constructor(readonly errors: LoginErrors) {
    super(errors.username ?? errors.password ?? 'Error');
  }
}

/** react-admin's AuthProvider with the optional methods this one always has. */
export type ChanceAuthProvider = AuthProvider & Required<Pick<AuthProvider, 'getPermissions' | 'getIdentity' | 'canAccess'>>;

export interface AuthProviderOptions {
  /** The registry menu; lets canAccess apply the menu nodes' role rules (see access.ts). */
  menu?: MenuAccessNode[];
  /** Where the router location is read; defaults to window.location. */
  location?: () => LocationLike;
}

function isTokenInvalid(error: unknown): boolean {
  const e = error as { code?: unknown; status?: unknown } | null | undefined;
  return e?.code === 'A0230' || e?.status === 401;
}

function messageOf(error: unknown): string {
  if (typeof error === 'string') return error;
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : '';
}

/**
 * The react-admin AuthProvider over chance_login. Rejections carry react-admin's
 * `{ redirectTo, message }`: `message: false` where nothing should be shown (a plain redirect to
 * the login page, or an A0230 the http layer already toasted), the failure text otherwise —
 * react-admin shows it and `<ChanceNotification>` keeps it to one toast.
 */
export function createAuthProvider(http: Http, options: AuthProviderOptions = {}): ChanceAuthProvider {
  const location = options.location ?? (() => window.location);
  const loginUrl = () => loginRedirectUrl(currentRoutePath(location()));

  return {
    async login(params: Partial<Credentials> & { language?: Language }) {
      const username = normaliseUsername(params?.username);
      const password = params?.password ?? '';
      const errors = validateLogin({ username, password });
      if (errors.username || errors.password) throw new LoginValidationError(errors);

      // The answer's `data` is the token; newer servers put getUserInfo's answer beside it.
      let carried: unknown;
      let device: unknown;
      const hashPassword = await loadHashPassword();
      const token = await http.request<string>(LOGIN_PATH, {
        body: { username, password: hashPassword(password), device: getDeviceToken(username) },
        onEnvelope: (envelope) => {
          carried = envelope.userInfo;
          device = envelope.device;
        },
      });
      if (typeof token !== 'string' || !token) throw new Error('Error');
      setToken(token);
      setDeviceToken(username, device);
      try {
        const profile = primeProfile(carried) ?? (await loadProfile(http, { force: true }));
        const saved: Language = profile.language ? 'zh' : 'en';
        // A language picked on the login page is this session's language and becomes the saved one;
        // otherwise the session takes the profile's. A failed save (toasted) still keeps the pick.
        const chosen = params?.language;
        if (chosen && chosen !== saved) {
          await http
            .request(LANGUAGE_PATH, { body: { id: Number(profile.userId), language: chosen === 'zh' ? 1 : 0 } })
            .catch(() => undefined);
        }
        setLanguage(chosen ?? saved);
      } catch (error) {
        clearSession();
        throw error;
      }
      // useLogin() navigates to `redirectTo` when the answer has one, so `?redirect=` of the
      // login page wins even after a fresh page load (no router state to come back to).
      const redirectTo = readRedirect(currentRouteSearch(location()));
      return redirectTo ? { redirectTo } : undefined;
    },

    async logout() {
      // Nothing to tell the server (guard failure, A0230): just forget locally.
      if (getToken()) {
        // Spec §7: proceed only on code 200; on failure the request rejects and the user stays in.
        await http.request(LOGOUT_PATH, {});
      }
      clearSession();
    },

    async checkAuth() {
      const redirectTo = loginUrl();
      if (!getToken()) throw { redirectTo, message: false };
      try {
        // Silent: the rejection below is what gets shown, once.
        await loadProfile(http, { silent: true });
      } catch (error) {
        // The token stays when the server never answered (see isUnanswered): a page left while
        // this check was out would otherwise sign the user out for the page they are going to.
        if (!isUnanswered(error)) clearSession();
        throw { redirectTo, message: messageOf(error) || GUARD_FALLBACK_MESSAGE };
      }
    },

    async checkError(error: unknown) {
      if (isTokenInvalid(error)) {
        invalidateSession();
        throw { redirectTo: loginUrl(), message: false };
      }
      // Every other failure was toasted by the http layer and keeps the session.
    },

    async getPermissions(): Promise<Permissions | null> {
      // react-query refuses `undefined` as data; null reads as "no permissions yet".
      if (!getToken()) return null;
      const profile = await loadProfile(http, { silent: true });
      return { role: profile.roleName, menuList: profile.role?.menuList ?? [] };
    },

    async getIdentity(): Promise<UserIdentity> {
      if (!getToken()) throw new Error('Not signed in');
      const profile = await loadProfile(http, { silent: true });
      return { id: profile.userId, fullName: profile.userName };
    },

    async canAccess({ resource }: { resource: string; action: string }) {
      if (!getToken()) return false;
      const profile = await loadProfile(http, { silent: true }).catch(() => null);
      if (!profile) return false;
      return canAccessResource(resource, profile.roleName, profile.role?.menuList, options.menu);
    },
  };
}

/** Bound to the console's http client. Pass `{ menu }` via createAuthProvider for role-aware canAccess. */
export const authProvider: ChanceAuthProvider = createAuthProvider(defaultHttp);
