import type { MouseEvent, ReactNode } from 'react';
import { Box, Chip, Link, Tooltip, Typography } from '@mui/material';
import { ColumnsButton, List, SelectInput, TextInput, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { BombayDateField, DataTable, ListPagination, MoneyField, PopupFilters, useOptionalPopup, usePopupList } from '../../../src';
import type { PeriodRecord } from '../lotteryCalls';
import { formatBps } from '../killRate/labels';
import { GameSelectInput } from './GameSelectInput';
import { ResultBalls } from './ResultBalls';

const STATUS_CHOICES = ['not_started', 'betting', 'drawing', 'drawn', 'settled', 'not_drawn'].map((name, id) => ({
  id,
  name: `lottery.status.${name}`,
}));
const STATUS_COLORS = ['default', 'info', 'warning', 'primary', 'success', 'error'] as const;

const filters = [
  <GameSelectInput key="gameId" source="gameId" alwaysOn />,
  <TextInput key="issueNo" source="issueNo" label="lottery.period.issueNo" alwaysOn resettable />,
  <SelectInput key="status" source="status" label="lottery.period.status" alwaysOn choices={STATUS_CHOICES} />,
];

/**
 * The period's bets (popup panel 1) behind a cell's text when the user may open them. The total
 * bet cell carries it, being in the default columns; bettors / bets (in the chooser) too.
 */
function PeriodBetsLink({ r, testId, children }: { r: PeriodRecord; testId: string; children: ReactNode }) {
  const translate = useTranslate();
  const popup = useOptionalPopup();
  if (r.betCount === 0 || !popup?.can(1)) return <>{children}</>;
  return (
    <Tooltip title={translate('layout.popup.open.periodBets')}>
      <Link
        component="button"
        type="button"
        data-testid={`${testId}-${r.id}`}
        onClick={(e: MouseEvent) => {
          e.stopPropagation();
          popup.open(1, { periodId: r.id, labels: { periodId: r.issueNo } });
        }}
      >
        {children}
      </Link>
    </Tooltip>
  );
}

function TotalBetCell() {
  const r = useRecordContext<PeriodRecord>();
  if (!r) return null;
  return (
    <PeriodBetsLink r={r} testId="period-bets">
      <MoneyField source="totalBet" />
    </PeriodBetsLink>
  );
}

function PlayersCell() {
  const r = useRecordContext<PeriodRecord>();
  if (!r) return null;
  return <PeriodBetsLink r={r} testId="period-players">{`${r.bettorCount} / ${r.betCount}`}</PeriodBetsLink>;
}

function ResultCell() {
  const r = useRecordContext<PeriodRecord>();
  const translate = useTranslate();
  if (!r) return null;
  if (!r.result)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('lottery.period.pending')}
      </Typography>
    );
  return <ResultBalls shape={r.shape} result={r.result} />;
}

function Percent({ source }: { source: 'killRate' | 'profitLossPct' }) {
  const r = useRecordContext<PeriodRecord>();
  if (!r || r.totalBet === 0) return <span>-</span>;
  const value = r[source];
  // killRate is house profit ÷ total bet (4 decimals), profitLossPct the same as a percentage:
  // both shown as the percentage every other kill-rate screen shows (formatBps).
  const text = formatBps(Math.round(source === 'killRate' ? value * 10_000 : value * 100));
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{ color: value < 0 ? 'error.main' : 'success.main', fontVariantNumeric: 'tabular-nums' }}
    >
      {text}
    </Typography>
  );
}

function SeedCell() {
  const r = useRecordContext<PeriodRecord>();
  const translate = useTranslate();
  if (!r) return null;
  if (r.resultSource === 'external')
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('lottery.period.external')}
      </Typography>
    );
  const short = (h: string | null) => (h ? `${h.slice(0, 10)}…` : '-');
  return (
    <Box sx={{ fontFamily: 'monospace', fontSize: 12 }}>
      <Tooltip title={`${translate('lottery.period.seedHash')}: ${r.seedHash ?? '-'}`}>
        <div>H {short(r.seedHash)}</div>
      </Tooltip>
      <Tooltip title={`${translate('lottery.period.seed')}: ${r.seed ?? '-'}`}>
        <div>S {short(r.seed)}</div>
      </Tooltip>
    </Box>
  );
}

function VerifyLink() {
  const r = useRecordContext<PeriodRecord>();
  const translate = useTranslate();
  if (!r) return null;
  // The public page, in a new tab: what a player would see, signed out or not.
  return (
    <Link href={`/verify?periodId=${r.id}`} target="_blank" rel="noopener" data-testid={`verify-${r.id}`}>
      {translate('lottery.period.verify')}
    </Link>
  );
}

function StatusCell() {
  const r = useRecordContext<PeriodRecord>();
  const translate = useTranslate();
  if (!r) return null;
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[r.status] ?? 'default'}
      label={translate(`lottery.status.${r.statusName}`)}
      title={r.drawError ?? r.settleError ?? undefined}
    />
  );
}

// Betting deadline, P/L % and players are one click away in the column chooser, so the default set fits 1440 px.
const COLUMNS_KEY = 'lottery.results.columns';

/** game_result / lottery_result: periods per game with their results, totals, kill rate and commitment. */
export default function LotteryResultList() {
  return (
    <Box data-testid="lottery-result-list">
      <List
        resource="lotteryPeriod"
        title="lottery.menu.lottery_result"
        perPage={20}
        sort={{ field: 'drawAt', order: 'DESC' }}
        filters={filters}
        exporter={false}
        actions={
          <TopToolbar>
            <ColumnsButton storeKey={COLUMNS_KEY} />
          </TopToolbar>
        }
        pagination={<ListPagination />}
        {...usePopupList()}
      >
        <PopupFilters />
        <DataTable<PeriodRecord>
          bulkActionButtons={false}
          rowClick={false}
          storeKey={COLUMNS_KEY}
          hiddenColumns={['closeAt', 'lottery.period.profitLossPct', 'lottery.period.players']}
        >
          <DataTable.Col<PeriodRecord>
            source="gameName"
            label="lottery.period.game"
            disableSort
            render={(r) => (
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {r.gameName}
              </Box>
            )}
          />
          <DataTable.Col source="issueNo" label="lottery.period.issueNo" />
          <DataTable.Col source="drawAt" label="lottery.period.drawAt">
            <BombayDateField source="drawAt" />
          </DataTable.Col>
          <DataTable.Col label="lottery.period.result" disableSort>
            <ResultCell />
          </DataTable.Col>
          <DataTable.Col source="closeAt" label="lottery.period.closeAt" disableSort>
            <BombayDateField source="closeAt" />
          </DataTable.Col>
          <DataTable.Col source="totalBet" label="lottery.period.totalBet">
            <TotalBetCell />
          </DataTable.Col>
          <DataTable.Col source="winningAmount" label="lottery.period.winningAmount" disableSort>
            <MoneyField source="winningAmount" />
          </DataTable.Col>
          <DataTable.Col source="killRate" label="lottery.period.killRate">
            <Percent source="killRate" />
          </DataTable.Col>
          <DataTable.Col label="lottery.period.profitLossPct" disableSort>
            <Percent source="profitLossPct" />
          </DataTable.Col>
          <DataTable.Col label="lottery.period.players" disableSort>
            <PlayersCell />
          </DataTable.Col>
          <DataTable.Col label="lottery.period.status" disableSort>
            <StatusCell />
          </DataTable.Col>
          <DataTable.Col label="lottery.period.seedHash" disableSort>
            <SeedCell />
          </DataTable.Col>
          <DataTable.Col label="lottery.period.verify" disableSort>
            <VerifyLink />
          </DataTable.Col>
        </DataTable>
      </List>
    </Box>
  );
}
