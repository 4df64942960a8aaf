export {
  authProvider,
  createAuthProvider,
  LoginValidationError,
  LOGIN_PATH,
  LOGOUT_PATH,
  GUARD_FALLBACK_MESSAGE,
  type AuthProviderOptions,
  type ChanceAuthProvider,
} from './authProvider';
export { canAccessResource } from './access';
export { hashPassword } from './hashPassword';
export { authMessages } from './messages';
export { changePassword, validatePasswordChange, CHANGE_PASSWORD_PATH, PASSWORD_CHANGE_ERRORS, type PasswordChange } from './password';
export { getProfile, loadProfile, roleFromType, toProfile, PROFILE_EMPTY_MESSAGE, USER_INFO_PATH } from './profile';
export { currentRoutePath, currentRouteSearch, loginRedirectUrl, readRedirect, safeRedirect, LOGIN_ROUTE, PUBLIC_ROUTES } from './redirect';
export {
  SITE_CODE,
  TOKEN_KEY,
  ROLE_KEY,
  USER_ID_KEY,
  USER_NAME_KEY,
  TAGS_VIEW_KEY,
  LANGUAGE_COOKIE,
  SIZE_COOKIE,
  LANGUAGES,
  DEFAULT_LANGUAGE,
  SIZES,
  DEFAULT_SIZE,
  getToken,
  setToken,
  removeToken,
  getSessionUser,
  getUserId,
  setSessionUser,
  getLanguage,
  setLanguage,
  getSize,
  setSize,
  resetPermissionState,
  invalidateSession,
  clearSession,
  type Language,
  type Size,
  type SessionUser,
} from './session';
export type { CurrentUser, Permissions, Profile, UserInfo, UserType } from './types';
export {
  validateLogin,
  normaliseUsername,
  CREDENTIAL_MIN,
  CREDENTIAL_MAX,
  LOGIN_ERRORS,
  type Credentials,
  type LoginErrors,
  type LoginErrorKey,
} from './validateLogin';
