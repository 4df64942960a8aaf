import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useAuthProvider, useNavigate, useNotificationContext, type AuthProvider } from 'react-admin';

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

/**
 * react-admin's useLogin for this console: authProvider.login, then the auth queries primed
 * (primeSignedIn), then to `target`. A failed login rejects and changes nothing.
 */
export function useSignIn(): (params: Record<string, unknown>, target: string) => Promise<void> {
  const authProvider = useAuthProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { resetNotifications } = useNotificationContext();
  return useCallback(
    async (params, target) => {
      if (!authProvider) throw new Error('No authProvider');
      await authProvider.login(params);
      resetNotifications();
      await primeSignedIn(queryClient, authProvider);
      navigate(target);
    },
    [authProvider, queryClient, navigate, resetNotifications],
  );
}
