import { use, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLocaleState, useTranslate } from 'react-admin';
import { Box, Chip, CircularProgress, Dialog, InputBase, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useHttp } from '../plugin/HttpContext';
import { useRegistry, useVisibleFlatMenu } from '../plugin/RegistryContext';
import { menuPaletteItems } from './menuItems';
import { searchPalette, serverPaletteItems } from './paletteCalls';
import { pinyinInitials } from './pinyinInitials';
import { rankItems, type PaletteItem } from './ranking';
import { loadRecent, rememberRecent } from './recent';

/** Server look-ups wait for a pause in typing this long. */
const DEBOUNCE_MS = 200;
/** Shorter queries only search the menu: two characters are the server's shortest prefix. */
const MIN_SERVER_QUERY = 2;

interface Props {
  open: boolean;
  onClose: () => void;
  userId?: string | number;
}

/** Non-menu recent items stay on offer only while the screen they open is the user's. */
function stillOffered(item: PaletteItem, menuIds: ReadonlySet<string>, visible: ReadonlySet<string>): boolean {
  if (item.kind === 'menu') return menuIds.has(item.id);
  // A hit remembered before hits named their screen has nothing to check against: it is dropped.
  return item.screen !== undefined && visible.has(item.screen);
}

/**
 * The command palette (Ctrl/⌘+K): screens by zh or en name or pinyin initials, members, orders
 * and periods from the server; keyboard only (↑ ↓ Enter Esc), a WAI-ARIA combobox over a listbox.
 * Lazily loaded with pinyin-pro by PaletteProvider.
 */
export default function CommandPalette({ open, onClose, userId }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale === 'en' ? 'en' : 'zh';
  const http = useHttp();
  const navigate = useNavigate();
  // Menu titles in both languages (either one finds a screen): the other language's texts load
  // with the palette's first opening (PaletteProvider's Suspense shows nothing meanwhile).
  const { loadMessages } = useRegistry();
  const zh = use(loadMessages('zh'));
  const en = use(loadMessages('en'));
  const messages = useMemo(() => ({ zh, en }), [zh, en]);
  const flat = useVisibleFlatMenu();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [server, setServer] = useState<{ q: string; items: PaletteItem[] } | null>(null);
  const [searching, setSearching] = useState(false);
  const [recent, setRecent] = useState<PaletteItem[]>(() => loadRecent(userId));
  const listRef = useRef<HTMLUListElement | null>(null);

  const menuItems = useMemo(() => menuPaletteItems(flat, messages, lang, pinyinInitials), [flat, messages, lang]);
  const visible = useMemo(() => new Set(flat.filter((f) => f.node.screen).map((f) => f.path)), [flat]);
  const menuIds = useMemo(() => new Set(menuItems.map((i) => i.id)), [menuItems]);
  const offeredRecent = useMemo(() => recent.filter((i) => stillOffered(i, menuIds, visible)), [recent, menuIds, visible]);
  const trimmed = query.trim();

  useEffect(() => {
    if (open) {
      setQuery('');
      setActive(0);
      setRecent(loadRecent(userId));
    }
  }, [open, userId]);

  useEffect(() => {
    if (trimmed.length < MIN_SERVER_QUERY) {
      setServer(null);
      setSearching(false);
      return;
    }
    let stale = false;
    setSearching(true);
    const timer = setTimeout(() => {
      searchPalette(http, trimmed)
        .then((answer) => !stale && setServer({ q: trimmed, items: serverPaletteItems(answer, visible) }))
        .catch(() => !stale && setServer({ q: trimmed, items: [] }))
        .finally(() => !stale && setSearching(false));
    }, DEBOUNCE_MS);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [trimmed, http, visible]);

  const results = useMemo(() => {
    const recentIds = offeredRecent.map((i) => i.id);
    if (!trimmed) {
      const rest = menuItems.filter((i) => !recentIds.includes(i.id));
      return [...offeredRecent, ...rest].slice(0, 50);
    }
    const byId = new Map<string, PaletteItem>();
    const fromServer = server && server.q === trimmed ? server.items : [];
    for (const item of [...menuItems, ...offeredRecent.filter((i) => i.kind !== 'menu'), ...fromServer]) byId.set(item.id, item);
    return rankItems([...byId.values()], trimmed, recentIds);
  }, [trimmed, menuItems, offeredRecent, server]);

  const recentIds = useMemo(() => new Set(offeredRecent.map((i) => i.id)), [offeredRecent]);
  const current = Math.min(active, Math.max(results.length - 1, 0));

  useEffect(() => {
    listRef.current?.querySelector(`[data-index="${current}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);

  const choose = (item: PaletteItem | undefined) => {
    if (!item) return;
    setRecent(rememberRecent(userId, item));
    onClose();
    navigate(item.to);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const last = results.length - 1;
    if (event.key === 'ArrowDown') setActive(current >= last ? 0 : current + 1);
    else if (event.key === 'ArrowUp') setActive(current <= 0 ? last : current - 1);
    else if (event.key === 'Home' && event.ctrlKey) setActive(0);
    else if (event.key === 'End' && event.ctrlKey) setActive(last);
    else if (event.key === 'Enter') choose(results[current]);
    else return;
    event.preventDefault();
  };

  const optionId = (i: number) => `palette-option-${i}`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      slotProps={{ paper: { sx: { mt: '12vh' }, 'aria-label': translate('layout.palette.title') } as object }}
      data-testid="command-palette"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <SearchIcon color="action" />
        <InputBase
          autoFocus
          fullWidth
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          placeholder={translate('layout.palette.placeholder')}
          inputProps={{
            role: 'combobox',
            'aria-label': translate('layout.palette.title'),
            'aria-expanded': results.length > 0,
            'aria-controls': 'palette-listbox',
            'aria-autocomplete': 'list',
            'aria-activedescendant': results.length > 0 ? optionId(current) : undefined,
            'data-testid': 'palette-input',
          }}
        />
        {searching && <CircularProgress size={18} aria-label={translate('layout.palette.searching')} />}
      </Box>
      <Box
        component="ul"
        role="listbox"
        id="palette-listbox"
        ref={listRef}
        aria-label={translate('layout.palette.results')}
        sx={{ listStyle: 'none', m: 0, p: 0.5, maxHeight: '55vh', overflowY: 'auto' }}
      >
        {results.map((item, i) => (
          <Box
            component="li"
            key={item.id}
            id={optionId(i)}
            role="option"
            aria-selected={i === current}
            data-index={i}
            data-testid="palette-option"
            data-kind={item.kind}
            data-to={item.to}
            onMouseMove={() => i !== current && setActive(i)}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(item)}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              px: 1.5,
              py: 0.75,
              borderRadius: 1,
              cursor: 'pointer',
              bgcolor: i === current ? 'action.selected' : undefined,
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography noWrap sx={{ fontSize: 14 }}>
                {item.label}
              </Typography>
              {item.hint && (
                <Typography noWrap variant="caption" color="text.secondary" component="div">
                  {item.hint}
                </Typography>
              )}
            </Box>
            {recentIds.has(item.id) && (
              <Typography variant="caption" color="text.secondary">
                {translate('layout.palette.recent')}
              </Typography>
            )}
            <Chip
              size="small"
              variant="outlined"
              label={item.kind === 'menu' ? translate('layout.palette.kind.menu') : (item.kindName ?? item.kind)}
            />
          </Box>
        ))}
      </Box>
      {results.length === 0 && (
        <Typography sx={{ px: 2, pb: 2, pt: 1 }} color="text.secondary" data-testid="palette-empty">
          {translate(searching ? 'layout.palette.searching' : 'layout.palette.empty')}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" sx={{ px: 2, py: 0.75, borderTop: 1, borderColor: 'divider' }}>
        {translate('layout.palette.keys')}
      </Typography>
    </Dialog>
  );
}
