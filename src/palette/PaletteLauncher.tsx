import { useTranslate } from 'react-admin';
import { IconButton, Tooltip } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { usePalette } from './PaletteProvider';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform ?? '');

/** The top bar's search button; the palette and its Ctrl/⌘+K shortcut live in PaletteProvider. */
export function PaletteLauncher() {
  const translate = useTranslate();
  const { openPalette } = usePalette();
  const label = `${translate('layout.palette.title')} (${isMac ? '⌘' : 'Ctrl'}+K)`;
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} aria-haspopup="dialog" onClick={openPalette} data-testid="open-palette">
        <SearchIcon />
      </IconButton>
    </Tooltip>
  );
}
