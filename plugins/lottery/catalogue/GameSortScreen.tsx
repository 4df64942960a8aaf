import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Card, Chip, CircularProgress, IconButton, List, ListItem, Typography } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Title, useNotify, useTranslate } from 'react-admin';
import { GuardedButton, useCanWrite } from '../../../src';
import { useCatalogueGameCalls, type GameOrderRecord } from './catalogueCalls';
import { moveItem } from './catalogueForms';

const RESOURCE = 'lotteryCatalogueGame';

/**
 * yoyo_lottery / gameSort: the order of games in the member app. Rows are dragged, or moved with
 * the up/down buttons (reachable by keyboard, announced to screen readers); nothing is written
 * until Save, which sends the whole order.
 */
export default function GameSortScreen() {
  const translate = useTranslate();
  const notify = useNotify();
  const calls = useCatalogueGameCalls();
  const canWrite = useCanWrite(RESOURCE, ['admin']);
  const saved = useQuery({ queryKey: [RESOURCE, 'order'], queryFn: () => calls.order() });
  const [rows, setRows] = useState<GameOrderRecord[]>([]);
  const [dragging, setDragging] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (saved.data) setRows(saved.data.list);
  }, [saved.data]);

  const changed = useMemo(
    () => rows.map((r) => r.id).join(',') !== (saved.data?.list ?? []).map((r) => r.id).join(','),
    [rows, saved.data],
  );

  const move = (from: number, to: number) => {
    if (to < 0 || to >= rows.length || from === to) return;
    const next = moveItem(rows, from, to);
    setRows(next);
    setAnnouncement(translate('lottery.catalogue.sort.moved', { name: rows[from].name, n: to + 1 }));
  };

  const save = async () => {
    try {
      await calls.sort({ ids: rows.map((r) => r.id) });
    } catch {
      return; // the http layer has shown the server's reason; the unsaved order stays on screen
    }
    notify('lottery.catalogue.sort.saved', { type: 'success' });
    await saved.refetch();
  };

  return (
    <Box data-testid="game-sort" sx={{ mt: 1 }}>
      <Title title="lottery.menu.gameSort" />
      <Card sx={{ p: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {translate(canWrite ? 'lottery.catalogue.sort.hint' : 'lottery.catalogue.readOnly')}
        </Typography>
        {saved.isPending && <CircularProgress size={24} sx={{ mt: 2 }} aria-label="loading" />}
        {!saved.isPending && rows.length === 0 && (
          <Typography sx={{ mt: 2 }} color="text.secondary">
            {translate('lottery.catalogue.sort.empty')}
          </Typography>
        )}
        <List data-testid="game-sort-list">
          {rows.map((g, i) => (
            <ListItem
              key={g.id}
              divider
              data-testid={`sort-row-${g.id}`}
              draggable={canWrite}
              onDragStart={(e) => {
                setDragging(i);
                e.dataTransfer.effectAllowed = 'move';
              }}
              onDragOver={(e) => {
                if (dragging !== null) e.preventDefault();
              }}
              onDrop={(e) => {
                e.preventDefault();
                if (dragging !== null) move(dragging, i);
                setDragging(null);
              }}
              onDragEnd={() => setDragging(null)}
              sx={{ gap: 1, opacity: dragging === i ? 0.5 : 1, cursor: canWrite ? 'grab' : 'default' }}
            >
              {canWrite && <DragIndicatorIcon color="action" aria-hidden />}
              <Typography sx={{ minWidth: 64 }} color="text.secondary">
                {translate('lottery.catalogue.sort.position', { n: i + 1 })}
              </Typography>
              <Box sx={{ flex: 1 }}>
                <Typography component="span">{g.name}</Typography>
                <Typography
                  component="span"
                  color="text.secondary"
                  sx={{ ml: 1, fontSize: '0.85em' }}
                >{`${g.code} · ${g.lotteryTypeName}`}</Typography>
              </Box>
              <Chip
                size="small"
                color={g.state === 0 ? 'success' : 'default'}
                label={translate(g.state === 0 ? 'lottery.catalogue.on' : 'lottery.catalogue.off')}
              />
              {canWrite && (
                <>
                  <IconButton
                    size="small"
                    aria-label={translate('lottery.catalogue.sort.up', { name: g.name })}
                    disabled={i === 0}
                    onClick={() => move(i, i - 1)}
                    data-testid={`sort-up-${g.id}`}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={translate('lottery.catalogue.sort.down', { name: g.name })}
                    disabled={i === rows.length - 1}
                    onClick={() => move(i, i + 1)}
                    data-testid={`sort-down-${g.id}`}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                </>
              )}
            </ListItem>
          ))}
        </List>
        <Box role="status" aria-live="polite" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {announcement}
        </Box>
        {canWrite && (
          <Box sx={{ display: 'flex', gap: 1 }}>
            <GuardedButton variant="contained" onClick={save} disabled={!changed} data-testid="sort-save">
              {translate('lottery.catalogue.sort.save')}
            </GuardedButton>
            <Button
              onClick={() => {
                setRows(saved.data?.list ?? []);
                setAnnouncement('');
              }}
              disabled={!changed}
              data-testid="sort-reset"
            >
              {translate('lottery.catalogue.sort.reset')}
            </Button>
            {!changed && (
              <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'center' }}>
                {translate('lottery.catalogue.sort.unchanged')}
              </Typography>
            )}
          </Box>
        )}
      </Card>
    </Box>
  );
}
