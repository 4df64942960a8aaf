import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useGetIdentity, useNotify, useRefresh, useTranslate } from 'react-admin';
import {
  ACTIONS_COLUMN,
  ConfirmActionButton,
  DataTable,
  GuardedButton,
  ReasonDialog,
  ServerTable,
  formatBombay,
  useIdempotencyKey,
} from '../../../src';
import { useManualCalls, type SupplementaryRecord, type SupplementaryStatus } from '../lotteryCalls';
import { MANUAL_REASON_RULES } from './resultText';
import { AwaitingOtherChip, GamePeriodCell, WhoAndWhenCell } from './entryCells';
import { StatusPicker } from './StatusPicker';

const STATUSES: SupplementaryStatus[] = ['pending_approval', 'approved', 'rejected'];
const STATUS_COLOR: Record<SupplementaryStatus, 'warning' | 'success' | 'default'> = {
  pending_approval: 'warning',
  approved: 'success',
  rejected: 'default',
};

/** The runs of one period's supplementary draws and settlements: success or failure, with the message. */
function RunsDialog({ request, onClose }: { request: SupplementaryRecord; onClose(): void }) {
  const calls = useManualCalls();
  const translate = useTranslate();
  const runs = useQuery({
    queryKey: ['lotteryManual', 'runs', request.periodId],
    queryFn: () => calls.runs({ periodId: request.periodId }),
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{translate('lottery.manual.runsTitle', { game: request.gameName, issueNo: request.issueNo })}</DialogTitle>
      <DialogContent data-testid="runs">
        {runs.isPending && <Typography color="text.secondary">{translate('ra.page.loading')}</Typography>}
        {runs.data && runs.data.list.length === 0 && <Typography color="text.secondary">{translate('lottery.manual.noRuns')}</Typography>}
        {runs.data && runs.data.list.length > 0 && (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('lottery.manual.time')}</TableCell>
                <TableCell>{translate('lottery.manual.kind')}</TableCell>
                <TableCell>{translate('lottery.manual.outcome')}</TableCell>
                <TableCell>{translate('lottery.manual.message')}</TableCell>
                <TableCell>{translate('lottery.manual.checker')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {runs.data.list.map((run) => (
                <TableRow key={run.id}>
                  <TableCell>{formatBombay(run.created_at)}</TableCell>
                  <TableCell>{translate(`lottery.manual.kindName.${run.kind}`)}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={run.success ? 'success' : 'error'}
                      label={translate(run.success ? 'lottery.manual.success' : 'lottery.manual.failure')}
                    />
                  </TableCell>
                  <TableCell>{run.message}</TableCell>
                  <TableCell>{run.username ?? '-'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function Approve({ r, onDone }: { r: SupplementaryRecord; onDone(): void }) {
  const calls = useManualCalls();
  const notify = useNotify();
  const { key } = useIdempotencyKey();
  const options = { game: r.gameName, issueNo: r.issueNo, maker: r.maker, kind: '' };
  const translate = useTranslate();
  options.kind = translate(`lottery.manual.kindName.${r.kind}`);
  return (
    <ConfirmActionButton
      label="lottery.manual.approve"
      title="lottery.manual.approveRunTitle"
      content="lottery.manual.approveRunContent"
      translateOptions={options}
      color="success"
      data-testid={`approve-run-${r.id}`}
      onConfirm={async () => {
        const outcome = await calls.approveSupplementary({ id: r.id }, { idempotencyKey: key });
        // Approved either way; the run itself may still fail (a seed no longer matching its commitment…).
        notify(outcome.success ? 'lottery.manual.runSucceeded' : 'lottery.manual.runFailed', {
          type: outcome.success ? 'success' : 'warning',
          messageArgs: { message: outcome.message },
        });
        onDone();
      }}
    />
  );
}

/** Supplementary draw and settlement requests: maker, reason, checker, status; approve runs it, reject needs a reason; each request's runs one click away. */
export function SupplementaryRequests() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const calls = useManualCalls();
  const { identity } = useGetIdentity();
  const [status, setStatus] = useState<SupplementaryStatus | ''>('pending_approval');
  const [rejecting, setRejecting] = useState<SupplementaryRecord | null>(null);
  const [runsOf, setRunsOf] = useState<SupplementaryRecord | null>(null);
  return (
    <Box data-testid="supplementary-requests">
      <StatusPicker
        heading="lottery.manual.requests"
        value={status}
        statuses={STATUSES.map((s) => ({ value: s, label: `lottery.manual.requestState.${s}` }))}
        onChange={(picked) => setStatus(picked as SupplementaryStatus | '')}
        testId="supplementary-status"
      />
      <ServerTable
        resource="lotterySupplementary"
        filter={status === '' ? {} : { status }}
        perPage={10}
        rowsPerPageOptions={[10, 20, 50]}
        empty={
          <Typography sx={{ p: 2 }} color="text.secondary">
            {translate('lottery.manual.noRequests')}
          </Typography>
        }
      >
        <DataTable.Col<SupplementaryRecord>
          label="lottery.manual.gamePeriod"
          render={(r) => <GamePeriodCell game={r.gameName} issueNo={r.issueNo} />}
        />
        <DataTable.Col<SupplementaryRecord> label="lottery.manual.kind" render={(r) => translate(`lottery.manual.kindName.${r.kind}`)} />
        <DataTable.Col<SupplementaryRecord>
          label="lottery.manual.reason"
          render={(r) => (
            <Stack spacing={0.25}>
              <span>{r.reason}</span>
              {r.rejectReason && (
                <Typography variant="caption" color="error">
                  {translate('lottery.manual.rejectReason', { reason: r.rejectReason })}
                </Typography>
              )}
            </Stack>
          )}
        />
        <DataTable.Col<SupplementaryRecord>
          label="lottery.manual.maker"
          render={(r) => <WhoAndWhenCell who={r.maker} atSource="createdAt" />}
        />
        <DataTable.Col<SupplementaryRecord>
          label="lottery.manual.checker"
          render={(r) => <WhoAndWhenCell who={r.checker} atSource="reviewedAt" />}
        />
        <DataTable.Col<SupplementaryRecord>
          label="lottery.manual.entryStatus"
          render={(r) => (
            <Chip
              size="small"
              color={STATUS_COLOR[r.status]}
              label={translate(`lottery.manual.requestState.${r.status}`)}
              data-testid={`request-state-${r.id}`}
            />
          )}
        />
        <DataTable.Col<SupplementaryRecord>
          label="lottery.manual.actions"
          className={ACTIONS_COLUMN}
          render={(r) => (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              {r.status === 'pending_approval' && identity && identity.fullName === r.maker && (
                <AwaitingOtherChip testId={`awaiting-other-run-${r.id}`} />
              )}
              {r.status === 'pending_approval' && !(identity && identity.fullName === r.maker) && (
                <>
                  <Approve r={r} onDone={refresh} />
                  <GuardedButton size="small" color="error" data-testid={`reject-run-${r.id}`} onClick={() => setRejecting(r)}>
                    {translate('lottery.manual.reject')}
                  </GuardedButton>
                </>
              )}
              <Button size="small" onClick={() => setRunsOf(r)} data-testid={`runs-${r.id}`}>
                {translate('lottery.manual.runs')}
              </Button>
            </Stack>
          )}
        />
      </ServerTable>
      {rejecting && (
        <ReasonDialog
          {...MANUAL_REASON_RULES}
          title="lottery.manual.rejectRunTitle"
          titleOptions={{ game: rejecting.gameName, issueNo: rejecting.issueNo }}
          confirmLabel="lottery.manual.reject"
          success="lottery.manual.runRejected"
          saveTestId="reject-run-save"
          reasonTestId="reject-run-reason"
          onClose={() => setRejecting(null)}
          onDone={refresh}
          onSubmit={(reason) => calls.rejectSupplementary({ id: rejecting.id, reason })}
        />
      )}
      {runsOf && <RunsDialog request={runsOf} onClose={() => setRunsOf(null)} />}
    </Box>
  );
}
