import { memo, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { SkipNavigationButton, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { Box, useMediaQuery } from '@mui/material';
import { PopupProvider } from '../popup/PopupProvider';
import { PaletteProvider } from '../palette/PaletteProvider';
import { useSettings } from '../settings/SettingsContext';
import { SettingsDrawer } from '../settings/SettingsDrawer';
import { MOBILE_QUERY, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from '../theme/createAppTheme';
import { AuthGate } from './AuthGate';
import { ContentErrorBoundary } from './ContentErrorBoundary';
import { LayoutContext, useLayoutState } from './LayoutContext';
import { LoadingScreen } from './LoadingScreen';
import { ScreenFallback } from '../routes/lazyScreen';
import { Navbar } from './Navbar';
import { Sidebar, SIDEBAR_BG } from './Sidebar';
import { TagsView } from './tags/TagsView';
import { titleOf, useCurrentMatch } from './useRouteInfo';
import { chimeTotal, useBadges } from './useBadges';
import { useTruncatedCellTitles } from './useTruncatedCellTitles';
import { useDocumentMeta } from './useDocumentMeta';
import { usePendingChime } from './voice';
import { takePageAfterFrame } from '../login/useSignIn';
import { PageSettledContext, useChromeAfterPage } from './useChromeAfterPage';
import { useDetailPrefetch } from '../routes/useDetailPrefetch';

function PendingChime() {
  const { badges, dataUpdatedAt } = useBadges();
  usePendingChime(chimeTotal(badges), dataUpdatedAt);
  return null;
}

function DocumentMeta() {
  const translate = useTranslate();
  const match = useCurrentMatch();
  useDocumentMeta(match ? titleOf(match, translate) : undefined);
  return null;
}

// The frame around the page takes no props: react-admin's router renders the layout again whenever
// one of its own hooks changes (the location, the session check, the permissions), and the sidebar,
// top bar and tag bar (~100 ms of render on a cold load) follow only their own inputs.
const MemoSettingsDrawer = memo(SettingsDrawer);
const Frame = {
  Sidebar: memo(Sidebar),
  Navbar: memo(Navbar),
  TagsView: memo(TagsView),
  PendingChime: memo(PendingChime),
  DocumentMeta: memo(DocumentMeta),
};

/**
 * The spinner a screen shows while its chunk loads, one element for the page's life: a lazy screen
 * reads it from context (ScreenFallback), so a new element at each render of the layout (the frame
 * appearing, the page settling, the settings drawer) rendered the whole screen under it again
 * (issue 43: a cold member list's ~5,600 fibres when the frame came, whose second copies React
 * keeps: 20.4 MB of JS heap after GC instead of 18.0).
 */
const SCREEN_LOADING = <LoadingScreen />;

/** The sidebar's box, its size and colour, drawn while its menu waits (see showChrome). */
function SidebarPlaceholder() {
  const { isMobile } = useLayoutState();
  const { sidebarOpened } = useSettings();
  if (isMobile) return null;
  const width = sidebarOpened ? SIDEBAR_WIDTH : SIDEBAR_COLLAPSED_WIDTH;
  return (
    <Box
      component="aside"
      aria-hidden
      sx={{ width, flexShrink: 0, position: 'sticky', top: 0, height: '100vh', bgcolor: SIDEBAR_BG }}
      data-testid="sidebar-placeholder"
    />
  );
}

/** The top bar's and tag bar's height, drawn while they wait (see showChrome). */
function HeaderPlaceholder({ tags }: { tags: boolean }) {
  return (
    <Box
      aria-hidden
      sx={{ height: tags ? 86 : 50, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', boxSizing: 'border-box' }}
      data-testid="header-placeholder"
    />
  );
}

function LayoutShell({ children }: { children: ReactNode }) {
  const isMobile = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const [mobileOpen, setMobileOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const { settings } = useSettings();
  const { pathname } = useLocation();
  const closeSettings = useCallback(() => setSettingsOpen(false), []);
  // Right after a sign-in whose landing screen's requests are out: boxes of the sidebar's and top
  // bar's size at once, then the frame, then the page in React's deferred render after it (the page
  // waits for its answers anyway). Otherwise (a cold load of any screen) the page renders first, in
  // those boxes, and the menu, top bar and tag bar once its first answers are drawn.
  const [pageAfterFrame] = useState(takePageAfterFrame);
  const { chrome: showChrome, settled } = useChromeAfterPage(pageAfterFrame);
  const showPage = useDeferredValue(!pageAfterFrame || showChrome, !pageAfterFrame);
  useTruncatedCellTitles();
  useDetailPrefetch();

  // Navigating from the drawer (or anywhere) closes it on phones.
  useEffect(() => {
    setMobileOpen(false);
  }, [pathname]);

  const layoutState = useMemo(
    () => ({ isMobile, mobileOpen, setMobileOpen, openSettings: () => setSettingsOpen(true) }),
    [isMobile, mobileOpen],
  );

  return (
    <LayoutContext.Provider value={layoutState}>
      <PageSettledContext.Provider value={settled}>
        <PopupProvider>
          <PaletteProvider>
            <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }} data-testid="app-layout">
              {/* The first Tab stop: straight to the page, past the menu and the top bar. */}
              <SkipNavigationButton data-testid="skip-to-content" />
              {showChrome ? <Frame.Sidebar /> : <SidebarPlaceholder />}
              <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
                <Box
                  component="header"
                  sx={settings.fixedHeader ? { position: 'sticky', top: 0, zIndex: (t) => t.zIndex.appBar } : undefined}
                  data-testid="app-header"
                  data-fixed={settings.fixedHeader}
                >
                  {showChrome ? (
                    <>
                      <Frame.Navbar />
                      {settings.tagsView && <Frame.TagsView />}
                    </>
                  ) : (
                    <HeaderPlaceholder tags={settings.tagsView} />
                  )}
                </Box>
                <Box component="main" id="main-content" sx={{ flex: 1, minWidth: 0, p: { xs: 1, md: 2 } }}>
                  <ContentErrorBoundary resetKey={pathname}>
                    {/* A screen whose chunk is still on its way shows the spinner (lazyScreen), as does anything suspending. */}
                    <ScreenFallback value={SCREEN_LOADING}>
                      <Suspense fallback={SCREEN_LOADING}>{showPage ? children : SCREEN_LOADING}</Suspense>
                    </ScreenFallback>
                  </ContentErrorBoundary>
                </Box>
              </Box>
            </Box>
            {/* With the frame: nothing to show before it (the drawer opens from the top bar), and the
              chime's badge query and the title's route lookup stay off the first paint's path. */}
            {showChrome && (
              <>
                <MemoSettingsDrawer open={settingsOpen} onClose={closeSettings} />
                <Frame.PendingChime />
                <Frame.DocumentMeta />
              </>
            )}
          </PaletteProvider>
        </PopupProvider>
      </PageSettledContext.Provider>
    </LayoutContext.Provider>
  );
}

/** react-admin layout: the route guard, then sidebar + navbar + tags view around the page. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <AuthGate>
      <LayoutShell>{children}</LayoutShell>
    </AuthGate>
  );
}
