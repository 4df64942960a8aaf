import { useState } from 'react';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useGetIdentity, useNotify, useRefresh, useTranslate } from 'react-admin';
import { ACTIONS_COLUMN, ConfirmActionButton, DataTable, ServerTable, useIdempotencyKey } from '../../../src';
import { ResultBalls } from '../results/ResultBalls';
import { useManualCalls, type ExternalResultRecord, type GameChoice } from '../lotteryCalls';
import { AwaitingOtherChip, GamePeriodCell, WhoAndWhenCell } from './entryCells';
import { StatusPicker } from './StatusPicker';

const STATUS_COLOR = ['warning', 'success', 'default'] as const;
const STATUS_NAMES = ['pending', 'approved', 'rejected'] as const;

/** The checker's step: approving draws the period with the entered result and settles it (money moves, so one Idempotency-Key per row shown). */
function Decide({ r, game, onDone }: { r: ExternalResultRecord; game: GameChoice | undefined; onDone(): void }) {
  const calls = useManualCalls();
  const notify = useNotify();
  const { key } = useIdempotencyKey();
  const options = { issueNo: r.issue_no, game: game?.name ?? '', result: (r.result ?? []).join(' '), maker: r.entered_by };
  return (
    <Stack direction="row" spacing={0.5}>
      <ConfirmActionButton
        label="lottery.manual.approve"
        title="lottery.manual.approveTitle"
        content="lottery.manual.approveContent"
        translateOptions={options}
        color="success"
        data-testid={`approve-result-${r.id}`}
        onConfirm={async () => {
          await calls.approve({ id: r.id }, { idempotencyKey: key });
          notify('lottery.manual.approved', { type: 'success', messageArgs: options });
          onDone();
        }}
      />
      <ConfirmActionButton
        label="lottery.manual.reject"
        title="lottery.manual.rejectTitle"
        content="lottery.manual.rejectContent"
        translateOptions={options}
        color="error"
        data-testid={`reject-result-${r.id}`}
        onConfirm={async () => {
          await calls.reject({ id: r.id });
          notify('lottery.manual.rejected', { type: 'success', messageArgs: options });
          onDone();
        }}
      />
    </Stack>
  );
}

/**
 * Entered external results with who entered and who decided them. A pending entry is decided by
 * another staff member than its maker: the maker sees it waiting, not the buttons (the server
 * refuses the maker, or an account the maker controls, with its own message).
 */
export function ExternalResults({ games }: { games: GameChoice[] }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { identity } = useGetIdentity();
  const [status, setStatus] = useState<number | ''>(0);
  const byId = new Map(games.map((g) => [g.id, g]));
  return (
    <Box data-testid="external-results">
      <StatusPicker
        heading="lottery.manual.entries"
        value={status}
        statuses={STATUS_NAMES.map((name, id) => ({ value: id, label: `lottery.manual.entryState.${name}` }))}
        onChange={(picked) => setStatus(picked === '' ? '' : Number(picked))}
        testId="external-status"
      />
      <ServerTable
        resource="lotteryExternalResult"
        filter={status === '' ? {} : { status }}
        perPage={10}
        rowsPerPageOptions={[10, 20, 50]}
        empty={
          <Typography sx={{ p: 2 }} color="text.secondary">
            {translate('lottery.manual.noEntries')}
          </Typography>
        }
      >
        {/* Game and period, reason and source share cells so the default columns fit 1440 px. */}
        <DataTable.Col<ExternalResultRecord>
          label="lottery.manual.gamePeriod"
          render={(r) => <GamePeriodCell game={byId.get(r.game_id)?.name ?? r.game_id} issueNo={r.issue_no} />}
        />
        <DataTable.Col<ExternalResultRecord>
          label="lottery.manual.result"
          render={(r) => {
            const game = byId.get(r.game_id);
            return r.result && game ? <ResultBalls shape={game.shape} result={r.result} /> : (r.result ?? []).join(' ');
          }}
        />
        <DataTable.Col<ExternalResultRecord>
          label="lottery.manual.reasonSource"
          render={(r) => (
            <Stack spacing={0.25}>
              <span>{r.reason}</span>
              {r.source && (
                <Typography variant="caption" color="text.secondary">
                  {translate('lottery.manual.sourceIs', { source: r.source })}
                </Typography>
              )}
            </Stack>
          )}
        />
        <DataTable.Col<ExternalResultRecord>
          label="lottery.manual.maker"
          render={(r) => <WhoAndWhenCell who={r.entered_by} atSource="entered_at" />}
        />
        <DataTable.Col<ExternalResultRecord>
          label="lottery.manual.checker"
          render={(r) => <WhoAndWhenCell who={r.approved_by} atSource="approved_at" />}
        />
        <DataTable.Col<ExternalResultRecord>
          label="lottery.manual.entryStatus"
          render={(r) => (
            <Chip
              size="small"
              color={STATUS_COLOR[r.status]}
              label={translate(`lottery.manual.entryState.${STATUS_NAMES[r.status]}`)}
              data-testid={`entry-state-${r.id}`}
            />
          )}
        />
        <DataTable.Col<ExternalResultRecord>
          label="lottery.manual.actions"
          className={ACTIONS_COLUMN}
          render={(r) => {
            if (r.status !== 0) return null;
            if (identity && identity.fullName === r.entered_by) return <AwaitingOtherChip testId={`awaiting-other-${r.id}`} />;
            return <Decide r={r} game={byId.get(r.game_id)} onDone={refresh} />;
          }}
        />
      </ServerTable>
    </Box>
  );
}
