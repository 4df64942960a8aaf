import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  MenuItem,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { Title, useGetList, useTranslate } from 'react-admin';
import { bombayDate, bombayDayRange, BombayDayInput, formatCount, formatPaise } from '../../../src';
import type { GameChoice } from '../lotteryCalls';
import { KILL_RATE_RESOURCE, useKillRateCalls } from './killRateCalls';
import { formatBps } from './labels';
import { LoadState } from './LoadState';

interface Filter {
  from: string;
  to: string;
  gameId: number | '';
  includeTest: boolean;
}

const defaultFilter = (): Filter => ({
  from: bombayDate(bombayDayRange(-6).start),
  to: bombayDate(Date.now()),
  gameId: '',
  includeTest: false,
});

/**
 * game_result / gameFundSummary: per game and Bombay day, bets, valid bets, payouts, house profit
 * and kill rate — the report module's daily game figures (the same as report_management's game
 * fund summary, which gives them per game over the range).
 */
export default function GameFundSummaryScreen() {
  const translate = useTranslate();
  const calls = useKillRateCalls();
  const games = useGetList<GameChoice>('lotteryGame', { pagination: { page: 1, perPage: 100 } });
  const [draft, setDraft] = useState<Filter>(defaultFilter);
  const [filter, setFilter] = useState<Filter>(draft);
  const rangeInvalid = draft.to < draft.from;
  const query = useQuery({
    queryKey: [KILL_RATE_RESOURCE, 'fund', filter],
    queryFn: () =>
      calls.fundSummary({
        from: filter.from,
        to: filter.to,
        includeTest: filter.includeTest,
        ...(filter.gameId === '' ? {} : { gameId: filter.gameId }),
      }),
  });
  const rows = query.data?.rows ?? [];
  const totals = query.data?.totals;
  return (
    <Card data-testid="game-fund-summary">
      <Title title="lottery.menu.gameFundSummary" />
      <CardContent>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          {/* An emptied or unreadable day is '' here, which keeps Search off, as the native input did. */}
          <BombayDayInput
            bound="date"
            fullWidth={false}
            label="lottery.fund.from"
            value={draft.from}
            onChange={(day) => setDraft({ ...draft, from: String(day ?? '') })}
            testId="fund-from"
            helperText={false}
          />
          <BombayDayInput
            bound="date"
            fullWidth={false}
            label="lottery.fund.to"
            value={draft.to}
            onChange={(day) => setDraft({ ...draft, to: String(day ?? '') })}
            error={rangeInvalid ? translate('lottery.fund.rangeInvalid') : undefined}
            testId="fund-to"
            helperText={false}
          />
          <TextField
            select
            size="small"
            label={translate('lottery.fund.game')}
            value={draft.gameId}
            sx={{ minWidth: 200 }}
            onChange={(e) => setDraft({ ...draft, gameId: e.target.value === '' ? '' : Number(e.target.value) })}
          >
            <MenuItem value="">{translate('lottery.fund.allGames')}</MenuItem>
            {(games.data ?? []).map((g) => (
              <MenuItem key={g.id} value={g.id}>
                {g.name}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={<Switch checked={draft.includeTest} onChange={(e) => setDraft({ ...draft, includeTest: e.target.checked })} />}
            label={translate('lottery.fund.includeTest')}
          />
          <Button
            variant="contained"
            disabled={rangeInvalid || !draft.from || !draft.to}
            onClick={() => setFilter(draft)}
            data-testid="fund-search"
          >
            {translate('lottery.fund.search')}
          </Button>
        </Box>
        <LoadState
          pending={query.isPending}
          error={query.error}
          empty={rows.length === 0}
          emptyText="lottery.fund.empty"
          onRetry={() => query.refetch()}
          testId="fund"
        >
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('lottery.fund.date')}</TableCell>
                <TableCell>{translate('lottery.fund.game')}</TableCell>
                <TableCell align="right">{translate('lottery.fund.betCount')}</TableCell>
                <TableCell align="right">{translate('lottery.fund.bettors')}</TableCell>
                <TableCell align="right">{translate('lottery.fund.stake')}</TableCell>
                <TableCell align="right">{translate('lottery.fund.validTurnover')}</TableCell>
                <TableCell align="right">{translate('lottery.fund.payout')}</TableCell>
                <TableCell align="right">{translate('lottery.fund.profit')}</TableCell>
                <TableCell align="right">{translate('lottery.fund.killRate')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.id} data-testid={`fund-row-${r.gameCode}-${r.date}`}>
                  <TableCell>{r.date}</TableCell>
                  <TableCell>{r.gameName}</TableCell>
                  <TableCell align="right">{formatCount(r.betCount)}</TableCell>
                  <TableCell align="right">{formatCount(r.bettors)}</TableCell>
                  <TableCell align="right">{formatPaise(r.stake)}</TableCell>
                  <TableCell align="right">{formatPaise(r.validTurnover)}</TableCell>
                  <TableCell align="right">{formatPaise(r.payout)}</TableCell>
                  <TableCell align="right" sx={{ color: r.houseProfit < 0 ? 'error.main' : undefined }}>
                    {formatPaise(r.houseProfit)}
                  </TableCell>
                  <TableCell align="right">{formatBps(r.killRateBps)}</TableCell>
                </TableRow>
              ))}
              {totals && (
                <TableRow data-testid="fund-totals" sx={{ '& td': { fontWeight: 600 } }}>
                  <TableCell colSpan={2}>{translate('lottery.fund.totals')}</TableCell>
                  <TableCell align="right">{formatCount(totals.betCount)}</TableCell>
                  <TableCell />
                  <TableCell align="right">{formatPaise(totals.stake)}</TableCell>
                  <TableCell align="right">{formatPaise(totals.validTurnover)}</TableCell>
                  <TableCell align="right">{formatPaise(totals.payout)}</TableCell>
                  <TableCell align="right">{formatPaise(totals.houseProfit)}</TableCell>
                  <TableCell align="right">{formatBps(totals.killRateBps)}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </LoadState>
        {rows.length > 0 && (
          <Typography variant="caption" color="text.secondary">
            {translate('lottery.control.killRate')}: {translate('lottery.fund.profit')} ÷ {translate('lottery.fund.validTurnover')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
