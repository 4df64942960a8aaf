import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  LinearProgress,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Title, useTranslate } from 'react-admin';
import { formatBombay, formatPaise } from '../../../src';
import { useSelectionCalls } from './selectionCalls';

/** How often the figures refresh themselves while the switch is on. */
export const REFRESH_MS = 10_000;

/** /yoyo_lottery/current_member_statistics: per game, the period taking bets now and the members betting on it. */
export default function CurrentMemberStatistics() {
  const translate = useTranslate();
  const calls = useSelectionCalls();
  const [auto, setAuto] = useState(true);
  const query = useQuery({
    queryKey: ['lotterySelection', 'currentMemberStatistics'],
    queryFn: () => calls.statistics({}),
    refetchInterval: auto ? REFRESH_MS : false,
  });
  const data = query.data;
  return (
    <Box data-testid="current-member-statistics">
      <Title title="lottery.menu.current_member_statistics" />
      <Card>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }} useFlexGap>
            <FormControlLabel
              control={
                <Switch
                  checked={auto}
                  onChange={(e) => setAuto(e.target.checked)}
                  slotProps={{ input: { 'aria-label': translate('lottery.memberStats.autoRefresh') } }}
                />
              }
              label={translate('lottery.memberStats.autoRefresh')}
              data-testid="stats-auto"
            />
            <Button
              size="small"
              startIcon={<RefreshIcon />}
              onClick={() => void query.refetch()}
              disabled={query.isFetching}
              data-testid="stats-refresh"
            >
              {translate('ra.action.refresh')}
            </Button>
            {data && (
              <Typography variant="body2" color="text.secondary" data-testid="stats-at">
                {translate('lottery.memberStats.updatedAt', { time: formatBombay(data.at) })}
              </Typography>
            )}
          </Stack>
          {query.isFetching && <LinearProgress sx={{ mb: 1 }} />}
          {query.error && (
            <Alert severity="error">{query.error instanceof Error ? query.error.message : translate('ra.notification.http_error')}</Alert>
          )}
          {data && data.list.length === 0 && (
            <Typography color="text.secondary" data-testid="stats-empty">
              {translate('lottery.memberStats.empty')}
            </Typography>
          )}
          {data && data.list.length > 0 && (
            <TableContainer>
              <Table size="small" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('lottery.memberStats.game')}</TableCell>
                    <TableCell>{translate('lottery.memberStats.period')}</TableCell>
                    <TableCell>{translate('lottery.memberStats.closeAt')}</TableCell>
                    <TableCell align="right">{translate('lottery.memberStats.bettors')}</TableCell>
                    <TableCell align="right">{translate('lottery.memberStats.bets')}</TableCell>
                    <TableCell align="right">{translate('lottery.memberStats.stake')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.list.map((r) => (
                    <TableRow key={r.gameId} data-testid={`stats-row-${r.gameId}`}>
                      <TableCell>{r.gameName}</TableCell>
                      <TableCell sx={{ fontFamily: 'monospace' }}>{r.issueNo}</TableCell>
                      <TableCell>{formatBombay(r.closeAt)}</TableCell>
                      <TableCell align="right">{r.bettors}</TableCell>
                      <TableCell align="right">{r.bets}</TableCell>
                      <TableCell align="right">{formatPaise(r.stake)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
                <TableFooter>
                  <TableRow data-testid="stats-totals">
                    <TableCell colSpan={3} sx={{ fontWeight: 600 }}>
                      {translate('lottery.memberStats.total')}
                    </TableCell>
                    <TableCell align="right" sx={{ fontWeight: 600 }}>
                      {data.totals.bettors}
                    </TableCell>
                    <TableCell align="right" sx={{ fontWeight: 600 }}>
                      {data.totals.bets}
                    </TableCell>
                    <TableCell align="right" sx={{ fontWeight: 600 }}>
                      {formatPaise(data.totals.stake)}
                    </TableCell>
                  </TableRow>
                </TableFooter>
              </Table>
            </TableContainer>
          )}
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            {translate('lottery.memberStats.note')}
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
