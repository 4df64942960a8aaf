import { useState } from 'react';
import { Box, Chip, MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup, Tooltip, Typography } from '@mui/material';
import { useRefresh, useTranslate } from 'react-admin';
import {
  ACTIONS_COLUMN,
  BombayDateField,
  DataTable,
  GuardedButton,
  MoneyField,
  ReasonDialog,
  ServerTable,
  formatPaise,
  useIdempotencyKey,
} from '../../../src';
import { useManualCalls, type GameChoice, type PeriodRecord } from '../lotteryCalls';
import { EnterResultDialog } from './EnterResultDialog';
import { MANUAL_REASON_RULES } from './resultText';

type Open = { kind: 'enter' | 'draw' | 'settle' | 'void'; period: PeriodRecord } | null;

const voided = (p: PeriodRecord) => p.status === 5 && p.settledAt !== null && p.settledAt !== undefined;

/** What may be done to a period in its state (the server checks the same rules). */
export function periodActions(p: PeriodRecord): ('enter' | 'draw' | 'settle' | 'void')[] {
  if (voided(p)) return [];
  const actions: ('enter' | 'draw' | 'settle' | 'void')[] = [];
  const awaiting = p.status === 2 || p.status === 5;
  if (p.resultSource === 'external' && awaiting) actions.push('enter');
  if (p.resultSource === 'house' && p.status === 5) actions.push('draw');
  if (p.status === 3) actions.push('settle');
  // A house period still drawing will be drawn by the scheduler: only a failed one is voided.
  if (p.resultSource === 'external' ? awaiting : p.status === 5) actions.push('void');
  return actions;
}

function VoidDialog({ period, onClose, onDone }: { period: PeriodRecord; onClose(): void; onDone(): void }) {
  const calls = useManualCalls();
  const translate = useTranslate();
  // One key per dialog: a retried save after a lost answer replays instead of refunding twice.
  const idem = useIdempotencyKey();
  return (
    <ReasonDialog
      {...MANUAL_REASON_RULES}
      title="lottery.manual.voidTitle"
      titleOptions={{ game: period.gameName, issueNo: period.issueNo }}
      confirmLabel="lottery.manual.void"
      success="lottery.manual.voided"
      noticeFor={(a) => {
        const answer = a as { refunded: number; amount: number };
        return { message: 'lottery.manual.voidedRefunds', options: { count: answer.refunded, amount: formatPaise(answer.amount) } };
      }}
      saveTestId="void-save"
      reasonTestId="void-reason"
      onClose={onClose}
      onDone={onDone}
      onSubmit={(reason) => calls.voidPeriod({ periodId: period.id, reason }, { idempotencyKey: idem.key })}
    >
      <Typography variant="body2" color="error" sx={{ mb: 1 }} data-testid="void-warning">
        {translate('lottery.manual.voidWarning', { count: period.betCount, amount: formatPaise(period.totalBet) })}
      </Typography>
    </ReasonDialog>
  );
}

function Dialogs({ open, onClose }: { open: Open; onClose(): void }) {
  const calls = useManualCalls();
  const refresh = useRefresh();
  const translate = useTranslate();
  if (!open) return null;
  const { period } = open;
  if (open.kind === 'enter') return <EnterResultDialog period={period} onClose={onClose} onDone={refresh} />;
  if (open.kind === 'void') return <VoidDialog period={period} onClose={onClose} onDone={refresh} />;
  const draw = open.kind === 'draw';
  const testId = draw ? 'request-draw' : 'request-settle';
  return (
    <ReasonDialog
      {...MANUAL_REASON_RULES}
      title={draw ? 'lottery.manual.requestDrawTitle' : 'lottery.manual.requestSettleTitle'}
      titleOptions={{ game: period.gameName, issueNo: period.issueNo }}
      confirmLabel="lottery.manual.request"
      success="lottery.manual.requested"
      saveTestId={`${testId}-save`}
      reasonTestId={`${testId}-reason`}
      onClose={onClose}
      onDone={refresh}
      onSubmit={(reason) =>
        draw ? calls.requestDraw({ periodId: period.id, reason }) : calls.requestSettle({ periodId: period.id, reason })
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(draw ? 'lottery.manual.requestDrawHint' : 'lottery.manual.requestSettleHint')}
      </Typography>
    </ReasonDialog>
  );
}

function StateCell({ p }: { p: PeriodRecord }) {
  const translate = useTranslate();
  const error = p.drawError ?? p.settleError;
  const chip = voided(p) ? (
    <Chip size="small" variant="outlined" label={translate('lottery.manual.voidedState')} />
  ) : (
    <Chip size="small" color={p.status === 5 ? 'error' : 'warning'} label={translate(`lottery.status.${p.statusName}`)} />
  );
  return (
    <Stack spacing={0.25}>
      {chip}
      {error && (
        <Tooltip title={error}>
          <Typography
            variant="caption"
            color="error"
            sx={{ maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {error}
          </Typography>
        </Tooltip>
      )}
    </Stack>
  );
}

const LABELS = {
  enter: 'lottery.manual.enter',
  draw: 'lottery.manual.requestDraw',
  settle: 'lottery.manual.requestSettle',
  void: 'lottery.manual.void',
} as const;

/**
 * Periods that wait for a person: external draws without a result, house draws that failed,
 * drawn periods whose settlement failed. Each row offers what its state allows.
 */
export function PendingPeriods({
  games,
  statuses,
  allGames,
  testId,
}: {
  games: GameChoice[];
  /** Period states offered (first = default): 2 drawing, 3 drawn (not settled), 5 not drawn. */
  statuses: number[];
  /** Offer "every game" (else the first game is chosen). */
  allGames: boolean;
  testId: string;
}) {
  const translate = useTranslate();
  const [gameId, setGameId] = useState<number | ''>(allGames ? '' : (games[0]?.id ?? ''));
  const [status, setStatus] = useState(statuses[0]);
  const [open, setOpen] = useState<Open>(null);
  return (
    <Box data-testid={testId}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          fullWidth={false}
          label={translate('lottery.period.game')}
          value={gameId}
          sx={{ minWidth: 200 }}
          onChange={(e) => setGameId(e.target.value === '' ? '' : Number(e.target.value))}
          slotProps={{ htmlInput: { 'data-testid': `${testId}-game` }, select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          {allGames && <MenuItem value="">{translate('lottery.manual.allGames')}</MenuItem>}
          {games.map((g) => (
            <MenuItem key={g.id} value={g.id}>
              {g.name}
            </MenuItem>
          ))}
        </TextField>
        <ToggleButtonGroup size="small" exclusive value={status} onChange={(_, v: number | null) => v !== null && setStatus(v)}>
          {statuses.map((s) => (
            <ToggleButton key={s} value={s} data-testid={`${testId}-status-${s}`}>
              {translate(`lottery.manual.periodState.${s}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <ServerTable
        resource="lotteryPeriod"
        filter={{ status, ...(gameId === '' ? {} : { gameId }) }}
        sort={{ field: 'drawAt', order: 'DESC' }}
        perPage={10}
        rowsPerPageOptions={[10, 20, 50]}
        empty={
          <Typography sx={{ p: 2 }} color="text.secondary">
            {translate('lottery.manual.noPeriods')}
          </Typography>
        }
      >
        <DataTable.Col source="gameName" label="lottery.period.game" />
        <DataTable.Col source="issueNo" label="lottery.period.issueNo" />
        <DataTable.Col source="drawAt" label="lottery.period.drawAt">
          <BombayDateField source="drawAt" />
        </DataTable.Col>
        <DataTable.Col<PeriodRecord> label="lottery.period.players" render={(p) => `${p.bettorCount} / ${p.betCount}`} />
        <DataTable.Col source="totalBet" label="lottery.period.totalBet">
          <MoneyField source="totalBet" />
        </DataTable.Col>
        <DataTable.Col<PeriodRecord>
          label="lottery.period.seedHash"
          render={(p) =>
            p.resultSource === 'external' ? (
              translate('lottery.period.external')
            ) : (
              <Tooltip title={p.seedHash ?? ''}>
                <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 12 }}>
                  {p.seedHash ? `${p.seedHash.slice(0, 12)}…` : '-'}
                </Box>
              </Tooltip>
            )
          }
        />
        <DataTable.Col<PeriodRecord> label="lottery.period.status" render={(p) => <StateCell p={p} />} />
        <DataTable.Col<PeriodRecord>
          label="lottery.manual.actions"
          className={ACTIONS_COLUMN}
          render={(p) => (
            <Stack direction="row" spacing={0.5}>
              {periodActions(p).map((kind) => (
                <GuardedButton
                  key={kind}
                  size="small"
                  color={kind === 'void' ? 'error' : 'primary'}
                  data-testid={`${kind}-${p.id}`}
                  onClick={() => setOpen({ kind, period: p })}
                >
                  {translate(LABELS[kind])}
                </GuardedButton>
              ))}
            </Stack>
          )}
        />
      </ServerTable>
      <Dialogs open={open} onClose={() => setOpen(null)} />
    </Box>
  );
}
