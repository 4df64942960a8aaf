import { useEffect, useMemo, useRef, useState, type MouseEvent, type WheelEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Box, Chip, IconButton, ListItemIcon, Menu, MenuItem, Tooltip } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import RefreshIcon from '@mui/icons-material/Refresh';
import CloseIcon from '@mui/icons-material/Close';
import ClearAllIcon from '@mui/icons-material/ClearAll';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { titleOf, useRouteResolver } from '../useRouteInfo';
import { closeAllTags, closeOtherTags, closeTag, loadTags, saveTags, tagLocation, visitTag, withAffix, type Tag } from './tagsModel';

/** Runs `read` once, after the browser's next layout of `element` (at once where there is no ResizeObserver). */
function afterLayout(element: Element, read: () => void): () => void {
  if (typeof ResizeObserver === 'undefined') {
    read();
    return () => undefined;
  }
  const observer = new ResizeObserver(() => {
    observer.disconnect();
    read();
  });
  observer.observe(element);
  return () => observer.disconnect();
}

interface MenuTarget {
  tag: Tag;
  position?: { top: number; left: number };
  anchor?: HTMLElement;
}

/** Open-tabs bar: one tab per visited screen, Home pinned; each tab reopens its exact URL. */
export function TagsView() {
  const translate = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { resolve, affixPaths } = useRouteResolver();
  const [stored, setStored] = useState<Tag[]>(loadTags);
  const [menu, setMenu] = useState<MenuTarget | null>(null);
  const activeRef = useRef<HTMLDivElement | null>(null);
  const tags = useMemo(() => withAffix(stored, affixPaths), [stored, affixPaths]);
  // A tab of a record page (/member/1/show/bets) is that page's tag, reopened on the same tab.
  const current = useMemo(() => {
    const match = resolve(location.pathname);
    return match?.kind === 'resource' ? match.page : location.pathname;
  }, [resolve, location.pathname]);

  useEffect(() => {
    const match = resolve(location.pathname);
    if (!match || (match.kind === 'menu' && !match.entry.node.screen)) return;
    const rest = location.pathname.startsWith(current) ? location.pathname.slice(current.length) : '';
    setStored((prev) => visitTag(withAffix(prev, affixPaths), { path: current, search: `${rest}${location.search}` }));
  }, [location.pathname, location.search, resolve, affixPaths, current]);

  useEffect(() => {
    saveTags(stored);
  }, [stored]);
  const stripRef = useRef<HTMLDivElement | null>(null);
  const [overflow, setOverflow] = useState(false);
  // Also after the tab list changes (a newly opened tab exists one render after the navigation) and
  // when the arrows appear (they narrow the strip).
  // The strip scrolls itself rather than calling the tag's scrollIntoView: Chromium moves the
  // keyboard's sequential-focus starting point to a node scrolled into view, so after every page
  // load the first Tab skipped the skip link and landed on the control after the active tag.
  // Both read the strip's geometry in a ResizeObserver's report, which comes after the browser's own
  // layout and before paint: read in the effect, they forced a layout of the whole freshly built
  // page inside the first signed-in render's task (30 ms in a profile of sign-in → Home).
  useEffect(() => {
    const strip = stripRef.current;
    const tag = activeRef.current;
    if (!strip || !tag) return;
    return afterLayout(strip, () => {
      const box = strip.getBoundingClientRect();
      const place = tag.getBoundingClientRect();
      if (place.left < box.left) strip.scrollLeft -= box.left - place.left;
      else if (place.right > box.right) strip.scrollLeft += Math.min(place.right - box.right, place.left - box.left);
    });
  }, [location.pathname, tags, overflow]);
  useEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    const measure = () => setOverflow(strip.scrollWidth > strip.clientWidth + 1);
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    // Its first report measures the strip as it is now; later ones follow its size.
    const observer = new ResizeObserver(measure);
    observer.observe(strip);
    return () => observer.disconnect();
  }, [tags]);

  /** Arrows move the strip by most of its width; a vertical wheel scrolls it sideways. */
  const scrollBy = (direction: 1 | -1) => {
    const strip = stripRef.current;
    strip?.scrollBy?.({ left: direction * strip.clientWidth * 0.8, behavior: 'smooth' });
  };
  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    const strip = stripRef.current;
    if (!strip || event.deltaY === 0 || Math.abs(event.deltaX) > Math.abs(event.deltaY)) return;
    strip.scrollLeft += event.deltaY;
  };

  const goToLast = (remaining: Tag[]) => {
    const last = remaining[remaining.length - 1];
    navigate(last ? tagLocation(last) : '/');
  };

  const actions = {
    refresh: (tag: Tag) => {
      // Every answer counts as old (as react-admin's refresh does) without asking again now: the
      // screen mounting back asks for its own, even those kept fresh for a while (Home's prefetch).
      void queryClient.invalidateQueries({ refetchType: 'none' });
      navigate(`/redirect${tagLocation(tag)}`, { replace: true });
    },
    close: (tag: Tag) => {
      const next = closeTag(tags, tag.path, affixPaths);
      setStored(next);
      if (tag.path === current) goToLast(next);
    },
    closeOthers: (tag: Tag) => {
      setStored(closeOtherTags(tags, tag.path, affixPaths));
      if (tag.path !== current) navigate(tagLocation(tag));
    },
    closeAll: () => {
      const next = closeAllTags(tags, affixPaths);
      setStored(next);
      if (!next.some((t) => t.path === current)) goToLast(next);
    },
  };

  const run = (action: (tag: Tag) => void) => {
    if (menu) action(menu.tag);
    setMenu(null);
  };

  const activeTag = tags.find((t) => t.path === current);
  const menuTag = menu?.tag;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        height: 36,
        px: 1,
        gap: 0.5,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        boxShadow: '0 1px 3px rgba(0,21,41,0.08)',
      }}
      data-testid="tags-view"
    >
      {overflow && (
        <IconButton
          size="small"
          aria-label={translate('layout.tags.scrollBack')}
          onClick={() => scrollBy(-1)}
          data-testid="tags-scroll-back"
        >
          <ChevronLeftIcon fontSize="small" />
        </IconButton>
      )}
      <Box
        ref={stripRef}
        onWheel={onWheel}
        sx={{ display: 'flex', gap: 0.5, flex: 1, overflowX: 'auto', scrollbarWidth: 'thin', py: 0.5 }}
        role="tablist"
        data-testid="tags-strip"
      >
        {tags.map((tag) => {
          const match = resolve(tag.path);
          if (!match) return null;
          const active = tag.path === current;
          const affix = affixPaths.includes(tag.path);
          return (
            <Chip
              key={tag.path}
              ref={active ? activeRef : undefined}
              role="tab"
              aria-selected={active}
              label={titleOf(match, translate)}
              size="small"
              color={active ? 'primary' : 'default'}
              variant={active ? 'filled' : 'outlined'}
              onClick={() => navigate(tagLocation(tag))}
              onDelete={affix ? undefined : () => actions.close(tag)}
              onContextMenu={(e: MouseEvent) => {
                e.preventDefault();
                setMenu({ tag, position: { top: e.clientY, left: e.clientX } });
              }}
              sx={{ borderRadius: 1, flexShrink: 0 }}
              data-testid={`tag-${tag.path}`}
            />
          );
        })}
      </Box>
      {overflow && (
        <IconButton
          size="small"
          aria-label={translate('layout.tags.scrollForward')}
          onClick={() => scrollBy(1)}
          data-testid="tags-scroll-forward"
        >
          <ChevronRightIcon fontSize="small" />
        </IconButton>
      )}
      {activeTag && (
        <Tooltip title={translate('layout.tags.actions')}>
          <IconButton
            size="small"
            aria-label={translate('layout.tags.actions')}
            onClick={(e) => setMenu({ tag: activeTag, anchor: e.currentTarget })}
            data-testid="tags-actions"
          >
            <ArrowDropDownIcon />
          </IconButton>
        </Tooltip>
      )}
      <Menu
        open={!!menu}
        onClose={() => setMenu(null)}
        anchorReference={menu?.position ? 'anchorPosition' : 'anchorEl'}
        anchorPosition={menu?.position}
        anchorEl={menu?.anchor}
      >
        <MenuItem onClick={() => run(actions.refresh)} data-testid="tag-refresh">
          <ListItemIcon>
            <RefreshIcon fontSize="small" />
          </ListItemIcon>
          {translate('layout.tags.refresh')}
        </MenuItem>
        {menuTag && !affixPaths.includes(menuTag.path) && (
          <MenuItem onClick={() => run(actions.close)} data-testid="tag-close">
            <ListItemIcon>
              <CloseIcon fontSize="small" />
            </ListItemIcon>
            {translate('layout.tags.close')}
          </MenuItem>
        )}
        <MenuItem onClick={() => run(actions.closeOthers)} data-testid="tag-close-others">
          <ListItemIcon>
            <ClearAllIcon fontSize="small" />
          </ListItemIcon>
          {translate('layout.tags.closeOthers')}
        </MenuItem>
        <MenuItem onClick={() => run(() => actions.closeAll())} data-testid="tag-close-all">
          <ListItemIcon>
            <DeleteSweepIcon fontSize="small" />
          </ListItemIcon>
          {translate('layout.tags.closeAll')}
        </MenuItem>
      </Menu>
    </Box>
  );
}
