import { loadHashPassword } from '../../../authProvider/loadHashPassword';
import dashboard from '../../../plugins/dashboard';
import { loadLayout } from '../../../src/layout/LazyAppLayout';
import { prefetchSignedIn, signedInLoaders } from '../../../src/login/prefetchSignedIn';
import type { MenuNode } from '../../../src/plugin/types';
import { preloadOf } from '../../../src/routes/prefetch';

// The real Home and chart are heavy (MUI, recharts); stand-ins keep the module identity check cheap.
jest.mock('../../../plugins/dashboard/Home', () => ({ __esModule: true, default: () => null }));
jest.mock('../../../plugins/dashboard/HomeChart', () => ({ __esModule: true, default: () => null }));
jest.mock('../../../src/layout/AppLayout', () => ({ AppLayout: () => null }));
// The password hash is fetched on sign-in, out of the entry (issue 43); the form prefetches it.
jest.mock('../../../authProvider/loadHashPassword', () => ({ loadHashPassword: jest.fn(() => Promise.resolve(() => '')) }));

describe('prefetch while the login form is idle', () => {
  const menu = dashboard.menu as MenuNode[];
  const homeScreen = (menu[0].screen as { component: unknown }).component;

  it("loads the layout and the dashboard's Home and chart: the modules the router renders", async () => {
    const loaders = signedInLoaders(menu, '/');
    expect(loaders).toEqual([loadLayout, preloadOf(homeScreen)]);
    const [, [home, chart]] = (await Promise.all(loaders.map((l) => l()))) as [unknown, unknown[]];
    expect(home).toBe((await import('../../../plugins/dashboard/Home')).default);
    expect(chart).toBe(await import('../../../plugins/dashboard/HomeChart'));
    expect(signedInLoaders(menu, '/dashboard?tab=1')).toEqual(loaders);
  });

  it('loads only the layout for a landing screen without a preload', () => {
    expect(signedInLoaders(menu, '/money_management/balance')).toEqual([loadLayout]);
  });

  it('waits for the idle callback, then calls every loader and fetches the password hash', () => {
    const callbacks: (() => void)[] = [];
    const idle = jest.fn((cb: () => void) => callbacks.push(cb));
    (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback = idle;
    const preload = jest.spyOn(homeScreen as { preload: () => Promise<unknown> }, 'preload');
    try {
      prefetchSignedIn(menu, '/');
      expect(preload).not.toHaveBeenCalled();
      expect(loadHashPassword).not.toHaveBeenCalled();
      callbacks.forEach((cb) => cb());
      expect(preload).toHaveBeenCalledTimes(1);
      expect(loadHashPassword).toHaveBeenCalledTimes(1);
    } finally {
      delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
      preload.mockRestore();
    }
  });
});
