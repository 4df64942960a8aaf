import { BrowserRouter } from 'react-router-dom';
import { createAuthProvider } from '../authProvider';
import { createChanceDataProvider, http } from '../dataProvider';
import { createI18nProvider, followBrowserLanguage } from './i18n';
import { ChanceAdmin } from './layout/ChanceAdmin';
import { hostMessages } from './layout/messages';
import { createRegistry } from './plugin/registry';
import type { PluginManifest } from './plugin/types';

/**
 * The console for a list of installed plugins, built once at start-up: the registry merges every
 * plugin's menu, resources, messages and badges. The host never imports plugins itself; the
 * composition root (main.tsx) hands them in.
 */
export function createConsoleApp(plugins: PluginManifest[]) {
  const registry = createRegistry(plugins);
  const dataProvider = createChanceDataProvider(registry.resources, http);
  // Given the menu, canAccess applies the same role + menuList rules as the sidebar.
  const authProvider = createAuthProvider(http, { menu: registry.menu });
  // react-admin's, the formatters' and the session forms' messages are layered in by
  // createI18nProvider with the host's; the plugins' frame texts (one chunk per language) load
  // from here, the page's language at once, and each plugin's screen texts with its first screen.
  followBrowserLanguage(registry.publicPages, window.location.pathname);
  const i18nProvider = createI18nProvider(hostMessages, registry.loadMessages, registry.screenTexts);

  /**
   * History URLs (/Account_management/vip/formal, /login?redirect=…) rather than react-admin's
   * default hash router: the spec's routes are real paths, and both Vite and the reference server
   * answer deep links with index.html.
   * Navigations are ordinary renders, not transitions: React time-slices a transition, yielding to
   * the browser every few milliseconds, and the sign-in's navigation to the layout took ~200 ms of
   * wall time for ~120 ms of render (issue 19). Nothing here relies on a transition keeping the old
   * screen: a screen whose chunk is still on its way shows its own fallback (lazyScreen).
   */
  return function App() {
    return (
      <BrowserRouter useTransitions={false}>
        <ChanceAdmin registry={registry} http={http} dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} />
      </BrowserRouter>
    );
  };
}
