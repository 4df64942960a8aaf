import { useEffect, useState, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import {
  type SxProps,
  type Theme,
  Badge,
  Box,
  Collapse,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Tooltip,
} from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FolderIcon from '@mui/icons-material/Folder';
import ArticleIcon from '@mui/icons-material/Article';
import type { MenuNode } from '../plugin/types';
import { readableOn } from '../theme/contrast';

interface MenuProps {
  nodes: MenuNode[];
  activePath?: string;
  collapsed: boolean;
  /** Notification numbers of leaves by menu path. */
  counts?: Record<string, number>;
  onNavigate?: () => void;
}

/** The lightest the sidebar gets under a selected item (overlays of open groups, hover, selection). */
const SELECTED_BG = '#4a5a70';

function shown(nodes: MenuNode[] | undefined): MenuNode[] {
  return (nodes ?? []).filter((n) => !n.hidden && (n.screen || shown(n.children).length > 0));
}

function isSection(node: MenuNode): boolean {
  return shown(node.children).length > 0;
}

function sectionTotal(node: MenuNode, path: string, counts?: Record<string, number>): number {
  if (!counts) return 0;
  if (!isSection(node)) return counts[path] ?? 0;
  return shown(node.children).reduce((sum, c) => sum + sectionTotal(c, `${path}/${c.name}`, counts), 0);
}

function NodeIcon({ node, section }: { node: MenuNode; section: boolean }) {
  const Icon: ComponentType = node.icon ?? (section ? FolderIcon : ArticleIcon);
  return <Icon />;
}

/** A notification number beside a menu title (99+ past 99). */
function CountPill({ count, path }: { count: number; path: string }) {
  return (
    <Box
      component="span"
      data-testid={`menu-count-${path}`}
      data-count={count}
      sx={{
        ml: 1,
        px: 0.75,
        minWidth: 20,
        borderRadius: 10,
        bgcolor: 'error.main',
        color: '#fff',
        fontSize: 11,
        lineHeight: '18px',
        textAlign: 'center',
        flexShrink: 0,
        display: 'inline-block',
      }}
    >
      {count > 99 ? '99+' : count}
    </Box>
  );
}

/** The sections above a page: `/a/b/c` → `/a`, `/a/b`. */
function ancestorsOf(activePath: string | undefined): string[] {
  if (!activePath) return [];
  const parts = activePath.split('/').slice(1, -1);
  return parts.map((_, i) => `/${parts.slice(0, i + 1).join('/')}`);
}

/** Multi-level menu: nested collapsible groups when open, icons with fly-out menus when collapsed. */
export function SidebarMenu({ nodes, activePath, collapsed, counts, onNavigate }: MenuProps) {
  // The sections leading to the current page are open from the first render: opened in an effect
  // after it, they rendered the menu twice and played their opening animation on a cold load, whose
  // start forces a layout of the whole page in the commit (24 ms in a profile of a cold list).
  const [open, setOpen] = useState<Set<string>>(() => new Set(ancestorsOf(activePath)));

  // Open the sections leading to the current page whenever it changes.
  useEffect(() => {
    const ancestors = ancestorsOf(activePath);
    setOpen((prev) => (ancestors.every((a) => prev.has(a)) ? prev : new Set([...prev, ...ancestors])));
  }, [activePath]);

  const toggle = (path: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(path)) next.delete(path);
      else next.add(path);
      return next;
    });

  return (
    <List component="nav" disablePadding data-testid="sidebar-menu">
      {shown(nodes).map((node) => (
        <MenuEntry key={node.name} node={node} base="" depth={0} {...{ activePath, collapsed, counts, onNavigate, open, toggle }} />
      ))}
    </List>
  );
}

interface EntryProps extends Omit<MenuProps, 'nodes'> {
  node: MenuNode;
  base: string;
  depth: number;
  open: Set<string>;
  toggle: (path: string) => void;
}

const itemSxCache = new Map<string, SxProps<Theme>>();
// One sx object per depth and state: a new object each render made emotion serialise and hash
// every entry's styles again on every navigation (the whole menu re-renders with the active path).
function itemSx(depth: number, collapsed: boolean): SxProps<Theme> {
  const key = `${depth}:${collapsed}`;
  let sx = itemSxCache.get(key);
  if (!sx) {
    sx = {
      pl: collapsed ? 2 : 2 + depth * 2,
      minHeight: 44,
      color: 'inherit',
      // The current screen in the operator's colour, lightened until it reads on the dark sidebar.
      '&.Mui-selected': {
        color: (theme: Theme) => readableOn(theme.palette.primary.main, SELECTED_BG, 'lighten'),
        bgcolor: 'rgba(255,255,255,0.08)',
      },
      '&:hover': { bgcolor: 'rgba(255,255,255,0.06)' },
    };
    itemSxCache.set(key, sx);
  }
  return sx;
}

function MenuEntry({ node, base, depth, activePath, collapsed, counts, onNavigate, open, toggle }: EntryProps) {
  const translate = useTranslate();
  const path = `${base}/${node.name}`;
  const label = translate(node.title);
  const section = isSection(node);
  const count = sectionTotal(node, path, counts);
  const inActiveBranch = !!activePath && (activePath === path || activePath.startsWith(`${path}/`));
  const [flyout, setFlyout] = useState<HTMLElement | null>(null);

  // Collapsed, only the icon is left: the section's sum sits on it.
  const dotted = (content: ReactNode) =>
    count > 0 ? (
      <Badge color="error" badgeContent={count} max={99} data-testid={`menu-count-${path}`} data-count={count}>
        {content}
      </Badge>
    ) : (
      content
    );

  const icon = (depth === 0 || node.icon) && (
    <ListItemIcon sx={{ color: 'inherit', minWidth: 36 }}>
      {collapsed && depth === 0 ? dotted(<NodeIcon node={node} section={section} />) : <NodeIcon node={node} section={section} />}
    </ListItemIcon>
  );
  const expanded = open.has(path);
  // An open section's count is already on its children; repeating it would double the noise.
  const pill = count > 0 && !(section && expanded) && <CountPill count={count} path={path} />;
  const text = !collapsed && (
    <>
      <ListItemText primary={label} slotProps={{ primary: { noWrap: true, sx: { fontSize: 14 } } }} />
      {pill}
    </>
  );

  if (!section) {
    const link = (
      <ListItemButton
        component={Link}
        to={path}
        selected={activePath === path}
        onClick={onNavigate}
        sx={itemSx(depth, collapsed)}
        data-testid={`menu-item-${path}`}
      >
        {icon}
        {text}
      </ListItemButton>
    );
    // Only the icon is left when collapsed: the tooltip names it. Open, the text does (no tooltip,
    // whose hooks every entry paid for on every render).
    return collapsed && depth === 0 ? (
      <Tooltip title={label} placement="right">
        {link}
      </Tooltip>
    ) : (
      link
    );
  }

  const children = shown(node.children);
  if (collapsed && depth === 0) {
    return (
      <>
        <Tooltip title={label} placement="right">
          <ListItemButton
            onClick={(e: MouseEvent<HTMLElement>) => setFlyout(e.currentTarget)}
            selected={inActiveBranch}
            sx={itemSx(depth, collapsed)}
            data-testid={`menu-section-${path}`}
          >
            {icon}
          </ListItemButton>
        </Tooltip>
        <Menu anchorEl={flyout} open={!!flyout} onClose={() => setFlyout(null)} anchorOrigin={{ vertical: 'top', horizontal: 'right' }}>
          {flyoutRows(children, path).map((row) =>
            row.section ? (
              <ListSubheader key={row.path} sx={{ pl: 2 + row.depth * 2, lineHeight: '32px' }}>
                {translate(row.node.title)}
                {!!counts?.[row.path] && <CountPill count={counts[row.path]} path={row.path} />}
              </ListSubheader>
            ) : (
              <MenuItem
                key={row.path}
                component={Link}
                to={row.path}
                selected={activePath === row.path}
                onClick={() => {
                  setFlyout(null);
                  onNavigate?.();
                }}
                sx={{ pl: 2 + row.depth * 2 }}
              >
                {translate(row.node.title)}
                {!!counts?.[row.path] && <CountPill count={counts[row.path]} path={row.path} />}
              </MenuItem>
            ),
          )}
        </Menu>
      </>
    );
  }

  return (
    <>
      <ListItemButton
        onClick={() => toggle(path)}
        sx={itemSx(depth, collapsed)}
        aria-expanded={expanded}
        data-testid={`menu-section-${path}`}
      >
        {icon}
        {text}
        {expanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={expanded} timeout="auto" unmountOnExit>
        {/* A group of links and buttons, not a <ul> (whose children would have to be <li>). */}
        <List component="div" disablePadding sx={{ bgcolor: 'rgba(0,0,0,0.15)' }}>
          {children.map((child) => (
            <MenuEntry
              key={child.name}
              node={child}
              base={path}
              depth={depth + 1}
              {...{ activePath, collapsed, counts, onNavigate, open, toggle }}
            />
          ))}
        </List>
      </Collapse>
    </>
  );
}

/** A collapsed section's fly-out: its screens, indented under the titles of nested sections. */
function flyoutRows(nodes: MenuNode[], base: string, depth = 0): { node: MenuNode; path: string; depth: number; section: boolean }[] {
  return nodes.flatMap((n) => {
    const path = `${base}/${n.name}`;
    return isSection(n)
      ? [{ node: n, path, depth, section: true }, ...flyoutRows(shown(n.children), path, depth + 1)]
      : [{ node: n, path, depth, section: false }];
  });
}
