import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { IconButton, Tooltip } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';

// Its own chunk, with pinyin-pro: fetched the first time the palette opens.
const CommandPalette = lazy(() => import('./CommandPalette'));

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform ?? '');

/** The top bar's search button and the Ctrl/⌘+K shortcut, which open the command palette. */
export function PaletteLauncher({ userId }: { userId?: string | number }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setLoaded(true);
        setOpen((o) => !o);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const label = `${translate('layout.palette.title')} (${isMac ? '⌘' : 'Ctrl'}+K)`;
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          onClick={() => {
            setLoaded(true);
            setOpen(true);
          }}
          data-testid="open-palette"
        >
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {loaded && (
        <Suspense fallback={null}>
          <CommandPalette open={open} onClose={() => setOpen(false)} userId={userId} />
        </Suspense>
      )}
    </>
  );
}
