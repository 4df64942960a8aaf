import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormControlLabel,
  Grid,
  Skeleton,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { GuardedButton, formatBombay, formatPaise, lazyScreen, useCanWrite } from '../../../src';
import { BandDialog } from './BandDialog';
import { GamePicker } from './GamePicker';
import { KILL_RATE_RESOURCE, useKillRateCalls, type ExposureRow, type Overview, type Window } from './killRateCalls';
import { formatBps, playLabel, selectionLabel } from './labels';
import { LeverRequests } from './LeverRequests';
import { LoadState } from './LoadState';
import { SuspendDialog } from './SuspendDialog';
import { useGameChoice } from './useGameLever';

const KillRateChart = lazyScreen(() => import('./KillRateChart'), { fallback: <Skeleton variant="rounded" height={240} /> });

type Band = Overview['band'];
const inBand = (bps: number, band: Band) => band === null || (bps >= band.minBps && bps <= band.maxBps);

function WindowCard({ title, w, band, testId }: { title: string; w: Window | null; band: Band; testId: string }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" data-testid={testId}>
      <CardContent>
        <Typography variant="subtitle2" color="text.secondary">
          {translate(title)}
        </Typography>
        {w === null ? (
          <Typography color="text.secondary">{translate('lottery.control.noPeriods')}</Typography>
        ) : (
          <>
            <Typography variant="h5" data-testid={`${testId}-rate`}>
              {formatBps(w.killRateBps)}
            </Typography>
            {band && w.stake > 0 && (
              <Chip
                size="small"
                color={inBand(w.killRateBps, band) ? 'success' : 'error'}
                sx={{ mb: 1 }}
                label={translate(inBand(w.killRateBps, band) ? 'lottery.control.inBand' : 'lottery.control.outOfBand')}
              />
            )}
            <Typography variant="body2">{`${translate('lottery.control.stake')}: ${formatPaise(w.stake)}`}</Typography>
            <Typography variant="body2">{`${translate('lottery.control.payout')}: ${formatPaise(w.payout)}`}</Typography>
            <Typography variant="body2">{`${translate('lottery.control.profit')}: ${formatPaise(w.houseProfit)}`}</Typography>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function Measured({ overview, canWrite, onBand }: { overview: Overview; canWrite: boolean; onBand(): void }) {
  const translate = useTranslate();
  const { band, windows } = overview;
  return (
    <Box sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6">{translate('lottery.control.measured')}</Typography>
        <Typography variant="body2" data-testid="kr-band">
          {`${translate('lottery.control.band')}: ${band ? translate('lottery.control.bandValue', { min: formatBps(band.minBps), max: formatBps(band.maxBps) }) : translate('lottery.lever.notSet')}`}
        </Typography>
        {canWrite && (
          <Button size="small" onClick={onBand} data-testid="kr-set-band">
            {translate('lottery.control.setBand')}
          </Button>
        )}
      </Box>
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <WindowCard title="lottery.control.lastPeriod" w={windows.lastPeriod} band={band} testId="kr-last" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <WindowCard title="lottery.control.today" w={windows.today} band={band} testId="kr-today" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <WindowCard title="lottery.control.days7" w={windows.days7} band={band} testId="kr-7" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <WindowCard title="lottery.control.days30" w={windows.days30} band={band} testId="kr-30" />
        </Grid>
      </Grid>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="subtitle2">{translate('lottery.control.chartPeriods')}</Typography>
          {overview.periods.length === 0 ? (
            <Typography color="text.secondary">{translate('lottery.control.noPeriods')}</Typography>
          ) : (
            <KillRateChart
              band={band}
              name={translate('lottery.control.killRate')}
              data={overview.periods.map((p) => ({ label: p.issueNo.slice(-4), killRateBps: p.killRateBps }))}
            />
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="subtitle2">{translate('lottery.control.chartDays')}</Typography>
          <KillRateChart
            band={band}
            name={translate('lottery.control.killRate')}
            data={overview.days.map((d) => ({ label: d.date.slice(5), killRateBps: d.killRateBps }))}
          />
        </Grid>
      </Grid>
    </Box>
  );
}

type Suspending = { playCode: string; selection: string; target: string; resume: boolean } | null;

function ExposureTable({
  rows,
  canWrite,
  gameSuspended,
  onSuspend,
}: {
  rows: ExposureRow[];
  canWrite: boolean;
  gameSuspended: boolean;
  onSuspend(s: Suspending): void;
}) {
  const translate = useTranslate();
  return (
    <Table size="small" data-testid="kr-exposure">
      <TableHead>
        <TableRow>
          <TableCell>{translate('lottery.limits.play')}</TableCell>
          <TableCell>{translate('lottery.control.selection')}</TableCell>
          <TableCell align="right">{translate('lottery.control.stake')}</TableCell>
          <TableCell align="right">{translate('lottery.control.bettors')}</TableCell>
          <TableCell align="right">{translate('lottery.control.betCount')}</TableCell>
          <TableCell align="right">{translate('lottery.control.potential')}</TableCell>
          <TableCell align="right">{translate('lottery.control.cap')}</TableCell>
          <TableCell align="right">{translate('lottery.control.usage')}</TableCell>
          <TableCell>{translate('lottery.control.state')}</TableCell>
          {canWrite && <TableCell />}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => {
          const usage = r.cap ? Math.floor((r.exposure * 100) / r.cap) : null;
          const target = `${playLabel(translate, r.playCode)} ${selectionLabel(translate, r.selection)}`;
          return (
            <TableRow key={`${r.playCode}:${r.selection}`} data-testid={`kr-exp-${r.playCode}-${r.selection}`}>
              <TableCell>{playLabel(translate, r.playCode)}</TableCell>
              <TableCell>{selectionLabel(translate, r.selection)}</TableCell>
              <TableCell align="right">{formatPaise(r.stake)}</TableCell>
              <TableCell align="right">{r.bettors}</TableCell>
              <TableCell align="right">{r.betCount}</TableCell>
              <TableCell align="right">{formatPaise(r.exposure)}</TableCell>
              <TableCell align="right">{r.cap === null ? translate('lottery.limits.noCap') : formatPaise(r.cap)}</TableCell>
              <TableCell align="right" sx={{ color: usage !== null && usage >= 90 ? 'error.main' : undefined }}>
                {usage === null ? '-' : `${usage}%`}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={r.suspended ? 'error' : 'success'}
                  variant="outlined"
                  label={translate(r.suspended ? 'lottery.control.suspended' : 'lottery.control.open')}
                />
              </TableCell>
              {canWrite && (
                <TableCell align="right">
                  {/* While the whole game is suspended its selections are resumed with it. */}
                  {!gameSuspended && (
                    <GuardedButton
                      size="small"
                      color={r.suspended ? 'primary' : 'error'}
                      data-testid={`kr-toggle-${r.playCode}-${r.selection}`}
                      onClick={() => onSuspend({ playCode: r.playCode, selection: r.selection, target, resume: r.suspended })}
                    >
                      {translate(r.suspended ? 'lottery.control.resume' : 'lottery.control.suspend')}
                    </GuardedButton>
                  )}
                </TableCell>
              )}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/**
 * game_result / killRateControl: the measured kill rate of a game (last period, today, 7 and 30
 * days, charted against its alert band) and the open period's exposure per selection against its
 * cap, with the levers: the band, suspend/resume betting, and links to the limit and odds settings.
 * It measures and limits; nothing here chooses or alters a result (ARCHITECTURE §6).
 */
export default function KillRateControlScreen() {
  const translate = useTranslate();
  const calls = useKillRateCalls();
  const client = useQueryClient();
  const canWrite = useCanWrite(KILL_RATE_RESOURCE, ['admin']);
  const [gameId, setGameId] = useGameChoice();
  const [onlyBets, setOnlyBets] = useState(false);
  const [bandOpen, setBandOpen] = useState(false);
  const [suspending, setSuspending] = useState<Suspending>(null);
  const overview = useQuery({
    queryKey: [KILL_RATE_RESOURCE, 'overview', gameId],
    queryFn: () => calls.overview({ gameId: gameId as number }),
    enabled: gameId !== null,
  });
  // Exposure moves with every bet: refreshed while the screen is open.
  const exposure = useQuery({
    queryKey: [KILL_RATE_RESOURCE, 'exposure', gameId],
    queryFn: () => calls.exposure({ gameId: gameId as number }),
    enabled: gameId !== null,
    refetchInterval: 10_000,
  });
  const refresh = () => client.invalidateQueries({ queryKey: [KILL_RATE_RESOURCE] });
  const rows = (exposure.data?.rows ?? []).filter((r) => !onlyBets || r.betCount > 0);
  const gameSuspended = exposure.data?.gameSuspended ?? false;
  return (
    <Card data-testid="kill-rate-control">
      <Title title="lottery.menu.killRateControl" />
      <CardContent>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <GamePicker value={gameId} onChange={setGameId} />
          <Button component={RouterLink} to="/yoyo_lottery/limitSetting" size="small">
            {translate('lottery.control.levers')}
          </Button>
          <Button component={RouterLink} to="/yoyo_lottery/odds_setting" size="small">
            {translate('lottery.control.oddsLever')}
          </Button>
        </Box>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 2 }}>
          {translate('lottery.lever.fairness')}
        </Typography>
        <LoadState
          pending={gameId === null || overview.isPending}
          error={overview.error}
          empty={false}
          emptyText=""
          onRetry={() => overview.refetch()}
          testId="kr-overview"
        >
          {overview.data && <Measured overview={overview.data} canWrite={canWrite} onBand={() => setBandOpen(true)} />}
        </LoadState>
        <LeverRequests kind="band" gameId={gameId} canDecide={canWrite} />

        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6">{translate('lottery.control.exposure')}</Typography>
          {exposure.data?.period && (
            <Typography variant="body2" color="text.secondary" data-testid="kr-open-period">
              {translate('lottery.control.openPeriod', {
                issue: exposure.data.period.issueNo,
                close: formatBombay(exposure.data.period.closeAt),
              })}
            </Typography>
          )}
          <FormControlLabel
            control={<Switch size="small" checked={onlyBets} onChange={(e) => setOnlyBets(e.target.checked)} />}
            label={translate('lottery.control.onlyBets')}
          />
          {canWrite && gameId !== null && exposure.data && (
            <GuardedButton
              size="small"
              variant="outlined"
              color={gameSuspended ? 'primary' : 'error'}
              data-testid="kr-toggle-game"
              onClick={() =>
                setSuspending({ playCode: '', selection: '', target: translate('lottery.control.wholeGame'), resume: gameSuspended })
              }
            >
              {translate(gameSuspended ? 'lottery.control.resumeGame' : 'lottery.control.suspendGame')}
            </GuardedButton>
          )}
        </Box>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          {translate('lottery.control.exposureHelp')}
        </Typography>
        {gameSuspended && (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {translate('lottery.control.gameSuspended')}
          </Alert>
        )}
        <LoadState
          pending={gameId === null || exposure.isPending}
          error={exposure.error}
          empty={!exposure.data?.period || rows.length === 0}
          emptyText={exposure.data?.period ? 'lottery.odds.empty' : 'lottery.control.noOpen'}
          onRetry={() => exposure.refetch()}
          testId="kr-exposure"
        >
          <ExposureTable rows={rows} canWrite={canWrite} gameSuspended={gameSuspended} onSuspend={setSuspending} />
        </LoadState>
      </CardContent>
      {bandOpen && gameId !== null && (
        <BandDialog gameId={gameId} band={overview.data?.band ?? null} onClose={() => setBandOpen(false)} onDone={refresh} />
      )}
      {suspending && gameId !== null && (
        <SuspendDialog
          gameId={gameId}
          playCode={suspending.playCode}
          selection={suspending.selection}
          targetText={suspending.target}
          resume={suspending.resume}
          onClose={() => setSuspending(null)}
          onDone={refresh}
        />
      )}
    </Card>
  );
}
