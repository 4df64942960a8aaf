import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useMessagesLoaded } from '../i18n/useMessagesLoaded';
import { whenIdle } from '../routes/prefetch';
import { LoadingScreen } from './LoadingScreen';

// The layout (top bar, sidebar, tags view, settings, dialogs) is only needed once signed in, so it
// is its own chunk: the login page paints without it. The chunk is fetched as soon as the browser
// is idle, so it is usually ready before the user has finished typing.
// Once the chunk is in, the layout renders without suspending: React reveals content that
// suspended behind a fallback in batches up to 300 ms apart, and the idle prefetch has usually
// brought the chunk long before sign-in ends.
let loaded: typeof import('./AppLayout').AppLayout | undefined;
export const loadLayout = () =>
  import('./AppLayout').then((m) => {
    loaded = m.AppLayout;
    return { default: m.AppLayout };
  });
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
  const Loaded = loaded;
  if (Loaded) return <Loaded>{children}</Loaded>;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <AppLayout>{children}</AppLayout>
    </Suspense>
  );
}
