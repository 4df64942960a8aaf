import { useState } from 'react';
import {
  Alert,
  Box,
  Card,
  CircularProgress,
  Collapse,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Switch,
  Tooltip,
  Typography,
} from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { loadProfile } from '../../../authProvider';
import { http } from '../../../dataProvider';
import { useRegistry } from '../../../src';
import { useMenuCalls, type MenuRow } from '../systemCalls';
import { ALWAYS_SHOWN, moved, titleKeys } from './menuModel';

const MENU_QUERY = ['system', 'menu'];

type Change = { kind: 'sort'; parentPath: string; titles: string[] } | { kind: 'visibility'; path: string; hidden: boolean };

/**
 * menu: the console's menu in its current order for everyone. Up/down moves an entry among its
 * siblings; the switch shows or hides it in every sidebar. After each change the profile is read
 * again, so this console's own sidebar follows at once (others on their next profile read).
 */
export default function MenuScreen() {
  const translate = useTranslate();
  const notify = useNotify();
  const calls = useMenuCalls();
  const queryClient = useQueryClient();
  const { menu } = useRegistry();
  const keys = titleKeys(menu);
  const [open, setOpen] = useState<Set<string>>(() => new Set());
  const { data, error, isPending } = useQuery({ queryKey: MENU_QUERY, queryFn: () => calls.list() });

  const change = useMutation({
    mutationFn: (c: Change) =>
      c.kind === 'sort' ? calls.sort({ parentPath: c.parentPath, titles: c.titles }) : calls.visibility({ path: c.path, hidden: c.hidden }),
    onSuccess: async () => {
      await loadProfile(http, { force: true, silent: true });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: MENU_QUERY }),
        queryClient.invalidateQueries({ queryKey: ['auth', 'getPermissions'] }),
      ]);
      notify('system.menu.saved', { type: 'success' });
    },
  });

  const label = (row: MenuRow) => {
    const key = keys.get(row.path);
    return key ? translate(key, { _: row.title }) : row.title;
  };
  const toggle = (path: string) =>
    setOpen((now) => {
      const next = new Set(now);
      if (next.has(path)) next.delete(path);
      else next.add(path);
      return next;
    });

  const rows = (level: MenuRow[], parentPath: string, depth: number) =>
    level.map((row, index) => (
      // The <li> holds the row and its nested list, so each <ul>'s children are all list items.
      <Box component="li" key={row.path} sx={{ listStyle: 'none' }}>
        <ListItem
          component="div"
          data-testid={`menu-row-${row.path}`}
          data-hidden={row.hidden ? 'true' : 'false'}
          sx={{ pl: 2 + depth * 3, opacity: row.hidden ? 0.55 : 1, borderBottom: 1, borderColor: 'divider' }}
          secondaryAction={
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Tooltip title={translate('system.menu.up')}>
                <span>
                  <IconButton
                    size="small"
                    disabled={index === 0 || change.isPending}
                    aria-label={translate('system.menu.up')}
                    data-testid={`menu-up-${row.path}`}
                    onClick={() => change.mutate({ kind: 'sort', parentPath, titles: moved(level, row.title, -1) })}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title={translate('system.menu.down')}>
                <span>
                  <IconButton
                    size="small"
                    disabled={index === level.length - 1 || change.isPending}
                    aria-label={translate('system.menu.down')}
                    data-testid={`menu-down-${row.path}`}
                    onClick={() => change.mutate({ kind: 'sort', parentPath, titles: moved(level, row.title, 1) })}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title={translate(ALWAYS_SHOWN.has(row.path) ? 'system.menu.alwaysShown' : 'system.menu.shown')}>
                <span>
                  <Switch
                    size="small"
                    checked={!row.hidden}
                    disabled={ALWAYS_SHOWN.has(row.path) || change.isPending}
                    slotProps={{
                      input: {
                        'aria-label': `${translate('system.menu.shown')} ${label(row)}`,
                        ...{ 'data-testid': `menu-shown-${row.path}` },
                      },
                    }}
                    onChange={(e) => change.mutate({ kind: 'visibility', path: row.path, hidden: !e.target.checked })}
                  />
                </span>
              </Tooltip>
            </Box>
          }
        >
          <Box sx={{ width: 40, flexShrink: 0 }}>
            {row.children && (
              <IconButton
                size="small"
                onClick={() => toggle(row.path)}
                aria-expanded={open.has(row.path)}
                aria-label={label(row)}
                data-testid={`menu-expand-${row.path}`}
              >
                {open.has(row.path) ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
              </IconButton>
            )}
          </Box>
          <ListItemText
            primary={label(row)}
            secondary={row.title}
            slotProps={{ secondary: { sx: { fontFamily: 'monospace', fontSize: 12 } } }}
          />
        </ListItem>
        {row.children && (
          <Collapse in={open.has(row.path)} unmountOnExit>
            <List disablePadding>{rows(row.children, row.path, depth + 1)}</List>
          </Collapse>
        )}
      </Box>
    ));

  return (
    <Box data-testid="menu-screen" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="h6" sx={{ mb: 1 }}>
        {translate('system.menu.menu')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('system.menu.help')}
      </Typography>
      {isPending && <CircularProgress size={24} />}
      {error && <Alert severity="error">{(error as Error).message}</Alert>}
      {data && (
        <Card variant="outlined" sx={{ maxWidth: 900 }}>
          <List disablePadding>{rows(data, '', 0)}</List>
        </Card>
      )}
    </Box>
  );
}
