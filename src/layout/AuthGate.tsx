import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuthState, useNotify, usePermissions } from 'react-admin';
import { loginRedirectUrl } from '../../authProvider/redirect';
import { clearSession } from '../../authProvider/session';
import { isUnanswered } from '../../dataProvider/http';
import type { HostPermissions } from '../plugin/RegistryContext';
import { LoadingScreen } from './LoadingScreen';
import { SESSION_FRESH_MS } from '../login/useSignIn';

const PERMISSIONS_OPTIONS = { staleTime: SESSION_FRESH_MS } as const;

/** The text to show for a failed check: react-admin's `message: false` means "show nothing". */
function reasonOf(error: unknown): string | false {
  const message = (error as { message?: unknown } | null)?.message;
  if (message === false) return false;
  return typeof message === 'string' && message ? message : 'layout.error.hasError';
}

/**
 * The route guard (spec §4): no token → login with a redirect back here; a token whose profile
 * is not loaded yet → load it (checkAuth / getPermissions) and render once it is; if that fails
 * the session is cleared (unless the server never answered), the reason shown ("Has Error" when
 * there is none) and the user sent to login with the redirect.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const notify = useNotify();
  const auth = useAuthState(undefined, false);
  const authenticated = auth.data === true && !auth.error;
  const permissions = usePermissions<HostPermissions>(undefined, { ...PERMISSIONS_OPTIONS, enabled: authenticated });
  const authFailed = !authenticated && !auth.isPending && !auth.isFetching;
  const profileFailed = authenticated && !!permissions.error && !permissions.isFetching;
  const failure = authFailed ? auth.error : profileFailed ? permissions.error : null;

  useEffect(() => {
    if (!failure) return;
    if (profileFailed && !isUnanswered(failure)) clearSession();
    const reason = reasonOf(failure);
    if (reason) notify(reason, { type: 'error' });
  }, [failure, profileFailed, notify]);

  if (authFailed || profileFailed) return <Navigate to={loginRedirectUrl(pathname + search)} replace />;
  // Still checking, or a cached failure being re-checked just after signing in.
  if (!authenticated || !permissions.permissions?.role) return <LoadingScreen />;
  return <>{children}</>;
}
