import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useMessagesLoaded } from '../i18n/useMessagesLoaded';
import { whenIdle } from '../routes/prefetch';
import { LoadingScreen } from './LoadingScreen';

// The layout (top bar, sidebar, tags view, settings, dialogs) is only needed once signed in, so it
// is its own chunk: the login page paints without it. The chunk is fetched as soon as the browser
// is idle, so it is usually ready before the user has finished typing.
export const loadLayout = () => import('./AppLayout').then((m) => ({ default: m.AppLayout }));
const AppLayout = lazy(loadLayout);

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
  return (
    <Suspense fallback={<LoadingScreen />}>
      <AppLayout>{children}</AppLayout>
    </Suspense>
  );
}
