import { createContext, lazy, Suspense, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useCurrentUser } from '../layout/useSessionInfo';

// Its own chunk, with pinyin-pro: fetched the first time the palette opens.
const CommandPalette = lazy(() => import('./CommandPalette'));

const PaletteContext = createContext<{ openPalette(): void } | null>(null);

/** Opens the command palette (the top bar's search button). */
export function usePalette(): { openPalette(): void } {
  const context = useContext(PaletteContext);
  if (!context) throw new Error('usePalette needs a PaletteProvider (the layout provides it)');
  return context;
}

function isPaletteShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

/** Reads the user only once the palette is wanted: the layout's first render asks for nothing more. */
function Palette({ open, onClose }: { open: boolean; onClose(): void }) {
  const { data: user } = useCurrentUser();
  return (
    <Suspense fallback={null}>
      <CommandPalette open={open} onClose={onClose} userId={user?.userId} />
    </Suspense>
  );
}

/**
 * The command palette and its Ctrl/⌘+K shortcut, owned by the layout itself rather than the top bar:
 * on a cold load the top bar renders after the page's first answers, and a shortcut pressed
 * meanwhile must not be lost.
 */
export function PaletteProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      setLoaded(true);
      setOpen((o) => !o);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const value = useMemo(
    () => ({
      openPalette: () => {
        setLoaded(true);
        setOpen(true);
      },
    }),
    [],
  );
  return (
    <PaletteContext.Provider value={value}>
      {children}
      {loaded && <Palette open={open} onClose={() => setOpen(false)} />}
    </PaletteContext.Provider>
  );
}
