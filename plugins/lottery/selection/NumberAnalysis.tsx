import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  LinearProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { formatBombay, formatPaise, GuardedButton } from '../../../src';
import type { GameChoice } from '../lotteryCalls';
import { checkNumbers, SELECTION_COUNT, type NumbersCheck } from './numbers';
import { useSelectionCalls, type NumberAnalysis as Analysis } from './selectionCalls';

const EMPTY = Array.from({ length: SELECTION_COUNT }, () => '');

/**
 * Number selection analysis (manualSelection, popup panel 18): seven numbers typed in, and for
 * each what the open period's bets would pay if it were the result. Figures to look at only:
 * results are committed before betting opens and nothing here reaches the draw.
 */
export function NumberAnalysis({ initialGameId }: { initialGameId?: number }) {
  const translate = useTranslate();
  const calls = useSelectionCalls();
  const games = useGetList<GameChoice>('lotteryGame', { pagination: { page: 1, perPage: 100 } });
  const [gameId, setGameId] = useState<number | ''>(initialGameId ?? '');
  const [texts, setTexts] = useState<string[]>(EMPTY);
  const [check, setCheck] = useState<NumbersCheck | null>(null);
  const [analysis, setAnalysis] = useState<Analysis | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (gameId === '' && games.data?.length) setGameId(games.data[0].id);
  }, [gameId, games.data]);
  const game = games.data?.find((g) => g.id === gameId);

  const analyse = async () => {
    if (!game) return;
    const checked = checkNumbers(game.shape, texts);
    setCheck(checked);
    if (!checked.numbers) return;
    setPending(true);
    setError(null);
    try {
      setAnalysis(await calls.analyse({ gameId: game.id, numbers: checked.numbers }));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setPending(false);
    }
  };

  const setText = (i: number, value: string) => {
    setTexts((prev) => prev.map((t, j) => (j === i ? value : t)));
    setCheck(null);
  };

  return (
    <Box data-testid="number-analysis">
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('lottery.selection.readOnly')}
      </Alert>
      {games.isPending && <LinearProgress />}
      {games.error && <Alert severity="error">{translate('ra.notification.http_error')}</Alert>}
      {games.data && (
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <TextField
              select
              size="small"
              label={translate('lottery.selection.game')}
              value={gameId}
              sx={{ minWidth: 180 }}
              onChange={(e) => {
                setGameId(Number(e.target.value));
                setAnalysis(null);
                setCheck(null);
              }}
              slotProps={{ htmlInput: { 'data-testid': 'selection-game' } }}
            >
              {games.data.map((g) => (
                <MenuItem key={g.id} value={g.id}>
                  {g.name}
                </MenuItem>
              ))}
            </TextField>
            {texts.map((text, i) => (
              <TextField
                key={i}
                size="small"
                value={text}
                sx={{ width: game?.shape === '5d' ? 120 : 96 }}
                label={translate('lottery.selection.numberN', { n: i + 1 })}
                error={Boolean(check?.fields[i])}
                helperText={check?.fields[i] && check.fields[i] !== check.form ? translate(check.fields[i] as string) : ' '}
                onChange={(e) => setText(i, e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') void analyse();
                }}
                slotProps={{ htmlInput: { 'data-testid': `selection-number-${i}`, inputMode: 'numeric', maxLength: 12 } }}
              />
            ))}
            <GuardedButton
              variant="contained"
              onClick={analyse}
              disabled={!game || pending}
              data-testid="selection-analyse"
              sx={{ mt: 0.25 }}
            >
              {translate(analysis ? 'lottery.selection.reanalyse' : 'lottery.selection.analyse')}
            </GuardedButton>
          </Stack>
          {game && (
            <Typography variant="body2" color="text.secondary">
              {translate(`lottery.selection.hint_${game.shape}`)}
            </Typography>
          )}
          {check?.form && (
            <Alert severity="error" data-testid="selection-form-error">
              {translate(check.form)}
            </Alert>
          )}
          {error && <Alert severity="error">{error}</Alert>}
          {pending && <LinearProgress />}
          {analysis && <AnalysisTable analysis={analysis} />}
          {!analysis && !pending && (
            <Typography color="text.secondary" data-testid="selection-empty">
              {translate('lottery.selection.enterNumbers')}
            </Typography>
          )}
        </Stack>
      )}
    </Box>
  );
}

function AnalysisTable({ analysis }: { analysis: Analysis }) {
  const translate = useTranslate();
  if (!analysis.period) {
    return (
      <Alert severity="warning" data-testid="selection-no-period">
        {translate('lottery.selection.noOpenPeriod', { game: analysis.game.name })}
      </Alert>
    );
  }
  return (
    <Box data-testid="selection-result">
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', mb: 1, fontVariantNumeric: 'tabular-nums' }}>
        <Typography variant="body2">
          {translate('lottery.selection.period')}: <b>{analysis.period.issueNo}</b>
        </Typography>
        <Typography variant="body2">
          {translate('lottery.selection.closeAt')}: {formatBombay(analysis.period.closeAt)}
        </Typography>
        <Typography variant="body2">
          {translate('lottery.selection.totalStake')}: {formatPaise(analysis.totalStake)}
        </Typography>
        <Typography variant="body2">
          {translate('lottery.selection.betsBettors', { bets: analysis.bets, bettors: analysis.bettors })}
        </Typography>
      </Stack>
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('lottery.selection.number')}</TableCell>
              <TableCell align="right">{translate('lottery.selection.winningStake')}</TableCell>
              <TableCell align="right">{translate('lottery.selection.winningBets')}</TableCell>
              <TableCell align="right">{translate('lottery.selection.bettors')}</TableCell>
              <TableCell align="right">{translate('lottery.selection.payout')}</TableCell>
              <TableCell align="right">{translate('lottery.selection.houseNet')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {analysis.numbers.map((n) => (
              <TableRow key={n.number} data-testid={`selection-row-${n.number}`}>
                <TableCell sx={{ fontFamily: 'monospace', fontWeight: 600 }}>{n.number}</TableCell>
                <TableCell align="right">{formatPaise(n.stake)}</TableCell>
                <TableCell align="right">{n.bets}</TableCell>
                <TableCell align="right">{n.bettors}</TableCell>
                <TableCell align="right">{formatPaise(n.payout)}</TableCell>
                <TableCell align="right" sx={{ color: n.houseNet < 0 ? 'error.main' : 'success.main' }}>
                  {formatPaise(n.houseNet)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
