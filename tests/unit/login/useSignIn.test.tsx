import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore } from 'react-admin';
import { RegistryProvider } from '../../../src/plugin/RegistryContext';
import type { PluginRegistry } from '../../../src/plugin/registry';
import { CHECK_AUTH_KEY, PERMISSIONS_KEY, takePageAfterFrame, useSignIn } from '../../../src/login/useSignIn';
import { createQueryClient } from '../../../src/layout/ChanceAdmin';
import { setToken } from '../../../authProvider/session';
import { fakeAuthProvider, fakeDataProvider, registry as fixtureRegistry, testI18nProvider } from '../fixtures/fakes';

// Issue 19: a sign-in leaves react-admin's auth queries answered, starts the landing screen's
// requests, and tells the layout whether its page may follow the frame.

afterEach(() => localStorage.clear());

function setup(menu: PluginRegistry['menu']) {
  // What a real login leaves behind (the fake provider only answers).
  setToken('signed-in');
  const queryClient = createQueryClient();
  const authProvider = fakeAuthProvider({ authenticated: false });
  const registry = { ...fixtureRegistry, menu };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/login']}>
      <RegistryProvider registry={registry}>
        <AdminContext
          authProvider={authProvider}
          dataProvider={fakeDataProvider()}
          i18nProvider={testI18nProvider('zh')}
          store={memoryStore()}
          queryClient={queryClient}
        >
          {children}
        </AdminContext>
      </RegistryProvider>
    </MemoryRouter>
  );
  const { result } = renderHook(() => useSignIn(), { wrapper });
  return { signIn: result.current, queryClient, authProvider };
}

describe('useSignIn', () => {
  it('answers the session check and the permissions, and starts the landing screen’s prefetch before going there', async () => {
    const prefetch = jest.fn();
    const { signIn, queryClient, authProvider } = setup([
      { name: 'dashboard', title: 't.home', screen: { component: () => null, prefetch } },
    ]);
    await act(() => signIn({ username: 'admin', password: 'admin123' }, '/dashboard'));
    expect(authProvider.login).toHaveBeenCalledWith({ username: 'admin', password: 'admin123' });
    expect(queryClient.getQueryData(CHECK_AUTH_KEY)).toBe(true);
    expect(queryClient.getQueryData(PERMISSIONS_KEY)).toEqual(await authProvider.getPermissions!({}));
    expect(prefetch).toHaveBeenCalledTimes(1);
    // Asked once: the next layout mount (a reload, a later sign-in) renders its page at once.
    expect(takePageAfterFrame()).toBe(true);
    expect(takePageAfterFrame()).toBe(false);
  });

  it('lets the page render with the frame when nothing was started for it', async () => {
    const { signIn } = setup([{ name: 'dashboard', title: 't.home', screen: { component: () => null } }]);
    await act(() => signIn({ username: 'admin', password: 'admin123' }, '/dashboard'));
    expect(takePageAfterFrame()).toBe(false);
  });

  it('keeps a good session check fresh and re-checks a failed one', () => {
    const queryClient: QueryClient = createQueryClient();
    expect(queryClient.getQueryDefaults(CHECK_AUTH_KEY).staleTime).toBeGreaterThanOrEqual(60_000);
    expect(queryClient.getQueryDefaults(PERMISSIONS_KEY).staleTime).toBeUndefined();
  });
});
