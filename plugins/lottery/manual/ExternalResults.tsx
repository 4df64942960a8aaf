import { useState } from 'react';
import { Box, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useGetIdentity, useNotify, useRefresh, useTranslate } from 'react-admin';
import { ACTIONS_COLUMN, BombayDateField, ConfirmActionButton, DataTable, ServerTable, useIdempotencyKey } from '../../../src';
import { ResultBalls } from '../results/ResultBalls';
import { useManualCalls, type ExternalResultRecord, type GameChoice } from '../lotteryCalls';

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
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1">{translate('lottery.manual.entries')}</Typography>
        <TextField
          select
          size="small"
          fullWidth={false}
          label={translate('lottery.manual.entryStatus')}
          value={status}
          sx={{ minWidth: 160 }}
          onChange={(e) => setStatus(e.target.value === '' ? '' : Number(e.target.value))}
          slotProps={{ htmlInput: { 'data-testid': 'external-status' }, select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{translate('lottery.manual.all')}</MenuItem>
          {STATUS_NAMES.map((name, id) => (
            <MenuItem key={name} value={id}>
              {translate(`lottery.manual.entryState.${name}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
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
          render={(r) => (
            <Stack spacing={0.25} sx={{ whiteSpace: 'nowrap' }}>
              <span>{byId.get(r.game_id)?.name ?? r.game_id}</span>
              <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                {r.issue_no}
              </Typography>
            </Stack>
          )}
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
          render={(r) => (
            <Stack spacing={0.25}>
              <span>{r.entered_by}</span>
              <BombayDateField source="entered_at" />
            </Stack>
          )}
        />
        <DataTable.Col<ExternalResultRecord>
          label="lottery.manual.checker"
          render={(r) =>
            r.approved_by ? (
              <Stack spacing={0.25}>
                <span>{r.approved_by}</span>
                <BombayDateField source="approved_at" />
              </Stack>
            ) : (
              '-'
            )
          }
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
            if (identity && identity.fullName === r.entered_by) {
              return (
                <Chip
                  size="small"
                  variant="outlined"
                  label={translate('lottery.manual.awaitingOther')}
                  title={translate('lottery.manual.awaitingOtherWhy')}
                  data-testid={`awaiting-other-${r.id}`}
                />
              );
            }
            return <Decide r={r} game={byId.get(r.game_id)} onDone={refresh} />;
          }}
        />
      </ServerTable>
    </Box>
  );
}
