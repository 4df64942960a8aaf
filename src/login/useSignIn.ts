import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useAuthProvider, useDataProvider, useNavigate, useNotificationContext, type AuthProvider } from 'react-admin';
import type { ChanceDataProvider } from '../../dataProvider/chanceDataProvider';
import { useRegistry } from '../plugin/RegistryContext';
import { primeScreenQueries } from '../routes/primeScreen';

/** The keys react-admin's useAuthState() and usePermissions() (no params) read. */
export const CHECK_AUTH_KEY = ['auth', 'checkAuth', {}] as const;
export const PERMISSIONS_KEY = ['auth', 'getPermissions', {}] as const;
/** How long a good session check and the permissions stay fresh (react-admin's permissions default). */
export const SESSION_FRESH_MS = 5 * 60 * 1000;

/**
 * After a successful sign-in, tells react-admin's auth queries what is now known: the session is
 * good and these are its permissions (the login answer carried the profile, so getPermissions
 * answers from it without a request). The guard, the router and every permission check then read
 * them on the first signed-in render. Left to react-admin (useLogin), the cached "not signed in"
 * from the login page is re-checked after the layout has rendered, and the answers arriving one by
 * one rendered the whole layout and Home three more times (~120 ms on the login → chart path).
 */
export async function primeSignedIn(queryClient: QueryClient, authProvider: AuthProvider): Promise<void> {
  const permissions = (await authProvider.getPermissions?.({})) ?? null;
  queryClient.setQueryData(CHECK_AUTH_KEY, true);
  queryClient.setQueryData(PERMISSIONS_KEY, permissions);
}

let pageAfterFrame = false;

/**
 * Whether the layout mounting now follows a sign-in whose landing screen's requests are already
 * out; asked once (it resets). Then the layout paints its frame first and the page in the next
 * render: the page waits for its answers anyway, and the frame does not wait for the page's first
 * render (Home's cards and chart skeleton, ~60 ms in a profile).
 */
export function takePageAfterFrame(): boolean {
  const answer = pageAfterFrame;
  pageAfterFrame = false;
  return answer;
}

/**
 * react-admin's useLogin for this console: authProvider.login, then the auth queries primed
 * (primeSignedIn) and the landing screen's first requests started (primeScreenQueries), then to
 * `target`. A failed login rejects and changes nothing.
 */
export function useSignIn(): (params: Record<string, unknown>, target: string) => Promise<void> {
  const authProvider = useAuthProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { resetNotifications } = useNotificationContext();
  const dataProvider = useDataProvider<ChanceDataProvider>();
  const registry = useRegistry();
  return useCallback(
    async (params, target) => {
      if (!authProvider) throw new Error('No authProvider');
      await authProvider.login(params);
      resetNotifications();
      await primeSignedIn(queryClient, authProvider);
      pageAfterFrame = primeScreenQueries(queryClient, dataProvider, registry, target.split('?')[0]);
      navigate(target);
    },
    [authProvider, queryClient, navigate, resetNotifications, dataProvider, registry],
  );
}
