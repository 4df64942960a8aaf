import { useEffect, useMemo, useState } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { CoreAdminUI, ResourceDefinitionContextProvider } from 'ra-core';
import {
  AdminContext,
  localStorageStore,
  memoryStore,
  type AuthProvider,
  type DataProvider,
  type I18nProvider,
  type Store,
} from 'react-admin';
import { CssBaseline, useMediaQuery } from '@mui/material';
import { AppErrorPage } from '../routes/AppErrorPage';
import { ChanceNotification } from '../notify';
import { HttpProvider, type HostHttp } from '../plugin/HttpContext';
import type { PluginRegistry } from '../plugin/registry';
import { RegistryProvider } from '../plugin/RegistryContext';
import { LoginPage } from '../login/LoginPage';
import { CHECK_AUTH_KEY, SESSION_FRESH_MS } from '../login/useSignIn';
import { appRoutes, resourceDefinitionsOf } from '../routes/appRoutes';
import { bootPrefetch } from '../routes/bootPrefetch';
import { fetchListOnFirstRender, learnListKeys, primeListQuery } from '../routes/primeList';
import { primeScreenQueries } from '../routes/primeScreen';
import type { ChanceDataProvider } from '../../dataProvider/chanceDataProvider';
import { NotFoundInLayout, UnauthorizedPage } from '../routes/StatusPage';
import { SettingsProvider, useSettings } from '../settings/SettingsContext';
import { createAppTheme, REDUCED_MOTION_QUERY } from '../theme/createAppTheme';
import { LazyAppLayout, preloadAppLayout } from './LazyAppLayout';
import { LoadingScreen } from './LoadingScreen';

const AdminLoading = () => <LoadingScreen />;

export interface ChanceAdminProps {
  registry: PluginRegistry;
  http: HostHttp;
  dataProvider: DataProvider;
  authProvider: AuthProvider;
  i18nProvider: I18nProvider;
  /** Tests pass a memory store; the app keeps react-admin's localStorage store (list params survive). */
  store?: Store;
}

/**
 * No automatic retries: the http layer toasts every failed call, so a retry would repeat the
 * toast, and a refused profile must send the user to login at once, not after three attempts.
 * react-admin's session check (useAuthState, in its router and in AuthGate) answers from the
 * cached profile; a good answer stays fresh as long as the permissions do, since re-checking it
 * at every mount or window focus re-rendered the whole layout for nothing. A failure is never
 * fresh (tanstack re-checks a query without data), and the server checks every call anyway.
 */
export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryDefaults(CHECK_AUTH_KEY.slice(0, 2), { staleTime: SESSION_FRESH_MS });
  return queryClient;
}

function ThemedAdmin(props: Omit<ChanceAdminProps, 'http'>) {
  const { registry, dataProvider, authProvider, i18nProvider } = props;
  const { settings, size } = useSettings();
  // The language only changes with a reload, so the theme reads it once per page.
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, { noSsr: true });
  const theme = useMemo(
    () => createAppTheme(settings.theme, size, i18nProvider.translate('layout.loading'), reducedMotion),
    [settings.theme, size, i18nProvider, reducedMotion],
  );
  const routes = useMemo(() => appRoutes(registry), [registry]);
  const definitions = useMemo(() => resourceDefinitionsOf(routes), [routes]);
  const [queryClient] = useState(createQueryClient);
  // The list params live as long as the page, as react-admin's AdminContext keeps them by default
  // (a reload opens a list on its defaults); the learned list keys outlive it in localStorage, so
  // the next cold load can prime its list.
  const [store] = useState(() => props.store ?? memoryStore());
  const [listKeys] = useState(() => localStorageStore(undefined, 'ChanceAdminListKeys'));
  // A cold list URL: the list's first request starts now, beside the session check and the
  // route's chunk (src/routes/primeList.ts). Once per page load, before the first route renders;
  // the key learning lives as long as the query client (the page).
  useState(() => {
    learnListKeys(queryClient, listKeys, registry);
    if (primeListQuery(queryClient, dataProvider, listKeys, registry)) return;
    // A first visit: the list's first page starts as soon as the list first renders.
    fetchListOnFirstRender(queryClient, registry);
    // A custom screen (Home) starts its own first requests the same way, through its prefetch.
    primeScreenQueries(queryClient, dataProvider as ChanceDataProvider, registry, window.location.pathname);
  });
  return (
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      queryClient={queryClient}
      theme={theme}
    >
      {/* react-admin's <Admin> minus <AdminUI>, whose default pages (layout, login form, …) would
          ship in the entry chunk even though every one of them is replaced here. */}
      <CssBaseline enableColorScheme>
        {/* The resources are known before the router mounts (resourceDefinitionsOf). */}
        <ResourceDefinitionContextProvider definitions={definitions}>
          <CoreAdminUI
            title="Chance Admin"
            layout={LazyAppLayout}
            loginPage={LoginPage}
            catchAll={NotFoundInLayout}
            loading={AdminLoading}
            ready={AdminLoading}
            error={AppErrorPage}
            accessDenied={UnauthorizedPage}
            authenticationError={UnauthorizedPage}
            authCallbackPage={false}
            disableTelemetry
          >
            {routes}
          </CoreAdminUI>
        </ResourceDefinitionContextProvider>
        <ChanceNotification />
      </CssBaseline>
    </AdminContext>
  );
}

/**
 * The console: react-admin's <Admin> with the host layout, guard and pages, fed by a plugin
 * registry. Settings live above <Admin> because the theme (colour, size) is built from them.
 */
export function ChanceAdmin({ http, ...props }: ChanceAdminProps) {
  // Signed in: the session check, the layout and the route's screen start now, side by side.
  useState(() => bootPrefetch(props.registry, http));
  useEffect(preloadAppLayout, []);
  return (
    <SettingsProvider>
      <HttpProvider http={http}>
        <RegistryProvider registry={props.registry}>
          <ThemedAdmin {...props} />
        </RegistryProvider>
      </HttpProvider>
    </SettingsProvider>
  );
}
