import { useEffect, type ReactNode } from 'react';
import { useMessagesLoaded } from '../i18n/useMessagesLoaded';
import { lazyScreen } from '../routes/lazyScreen';
import { whenIdle } from '../routes/prefetch';
import { LoadingScreen } from './LoadingScreen';

// The layout (top bar, sidebar, tags view, settings, dialogs) is only needed once signed in, so it
// is its own chunk: the login page paints without it. The login page fetches it while idle and a
// signed-in cold load at boot (bootPrefetch), so it is usually in before it is rendered; being a
// lazyScreen, it then renders in the same pass instead of suspending.
const AppLayout = lazyScreen(() => import('./AppLayout').then((m) => ({ default: m.AppLayout })), { fallback: <LoadingScreen /> });

export const loadLayout = AppLayout.preload;

export function preloadAppLayout(): void {
  whenIdle(() => void loadLayout());
}

export function LazyAppLayout({ children }: { children: ReactNode }) {
  useEffect(preloadAppLayout, []);
  // The plugins' texts (menu, screens) were requested at start-up; until they are in, the layout
  // waits with the loading screen, its chunk already on the way (no raw keys, no waterfall).
  const messagesLoaded = useMessagesLoaded();
  useEffect(() => {
    if (!messagesLoaded) void loadLayout();
  }, [messagesLoaded]);
  if (!messagesLoaded) return <LoadingScreen />;
  return <AppLayout>{children}</AppLayout>;
}
