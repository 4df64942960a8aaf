import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { ListContextProvider, TextInput, useGetIdentity, useList, useNotify, useTranslate, type ListControllerResult } from 'react-admin';
import { ACTIONS_COLUMN, ConfirmActionButton, DataTable, FormDialog, GuardedButton, formatBombay } from '../../../src';
import { KILL_RATE_RESOURCE, LEVER_CALLS, useKillRateCalls, type LeverKind, type LeverRequest } from './killRateCalls';
import { Snapshot, targetText } from './LeverSnapshot';
import { reasonErrors } from './leverForms';

const STATUS_COLOR = { pending_approval: 'warning', applied: 'success', rejected: 'default' } as const;
const NO_REQUESTS: LeverRequest[] = [];

function RejectDialog({ kind, request, onClose, onDone }: { kind: LeverKind; request: LeverRequest; onClose(): void; onDone(): void }) {
  const calls = useKillRateCalls();
  return (
    <FormDialog<{ reason: string }>
      title="lottery.requests.rejectTitle"
      titleOptions={{ requestNo: request.requestNo }}
      defaultValues={{ reason: '' }}
      validate={(v) => reasonErrors(v as { reason: string })}
      saveLabel="lottery.requests.reject"
      success="lottery.requests.rejected"
      saveTestId="lever-reject-save"
      onClose={onClose}
      onDone={onDone}
      onSubmit={(v) => calls[LEVER_CALLS[kind].reject]({ id: request.id, reason: v.reason.trim() })}
    >
      <TextInput
        source="reason"
        label="lottery.requests.rejectReason"
        multiline
        fullWidth
        slotProps={{ htmlInput: { 'data-testid': 'lever-reject-reason' } }}
      />
    </FormDialog>
  );
}

/** The requests as their table cells and phone cards show them: an odds payload also names its play row, a limit its play; only the values are shown. */
function shownAfter(kind: LeverKind, request: LeverRequest): Record<string, unknown> | null {
  if (kind === 'odds') return { oddsX100: request.after.oddsX100 };
  if (kind === 'limit') return Object.fromEntries(Object.entries(request.after).filter(([k]) => k !== 'playCode'));
  return request.after;
}

function RequestNoCell({ request }: { request: LeverRequest }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }} data-testid={`lever-request-${request.id}`}>
      {request.requestNo}
      <Typography variant="caption" color="text.secondary" component="div">
        {formatBombay(request.createdAt)}
      </Typography>
    </Box>
  );
}

function StatusCell({ request }: { request: LeverRequest }) {
  const translate = useTranslate();
  return (
    <>
      <Chip
        size="small"
        color={STATUS_COLOR[request.status]}
        label={translate(`lottery.requests.states.${request.status}`)}
        data-testid={`lever-status-${request.id}`}
      />
      {request.checker && (
        <Typography variant="caption" color="text.secondary" component="div">
          {translate('lottery.requests.by', { name: request.checker })}
        </Typography>
      )}
      {request.status === 'applied' && request.effectiveIssueNo && (
        <Typography variant="caption" color="text.secondary" component="div">
          {translate('lottery.lever.effectiveFrom', { issue: request.effectiveIssueNo })}
        </Typography>
      )}
      {request.status === 'rejected' && request.rejectReason && (
        <Typography variant="caption" color="text.secondary" component="div">
          {request.rejectReason}
        </Typography>
      )}
    </>
  );
}

/**
 * The odds, limit or alert-band change requests of a game on the screen they are made on: each
 * pending one with what it replaces and what it sets, who asked and why. Another staff member
 * than the maker approves (applied from the game's next period) or rejects it with a reason; the
 * maker sees its own waiting. The server refuses the maker, or an account the maker controls.
 * A record list, so the host DataTable draws it: a table on a desk, a card per request on a phone
 * (issue 39 item 5), with approve and reject at the card's foot.
 */
export function LeverRequests({ kind, gameId, canDecide }: { kind: LeverKind; gameId: number | null; canDecide: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const calls = useKillRateCalls();
  const client = useQueryClient();
  const { identity } = useGetIdentity();
  const [rejecting, setRejecting] = useState<LeverRequest | null>(null);
  const query = useQuery({
    queryKey: [KILL_RATE_RESOURCE, 'requests', kind, gameId],
    queryFn: () => calls[LEVER_CALLS[kind].list]({ gameId: gameId as number }),
    enabled: gameId !== null,
  });
  const refresh = () => client.invalidateQueries({ queryKey: [KILL_RATE_RESOURCE] });
  const rows = query.data?.list ?? NO_REQUESTS;
  // The server answers the game's requests in its order, all of them: one local page (useList's 1000), no sorting.
  const list = useList<LeverRequest>({ data: rows });
  if (gameId === null || rows.length === 0) return null;
  const pending = query.data?.pending ?? 0;
  return (
    <Box sx={{ mb: 2 }} data-testid={`lever-requests-${kind}`}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Typography variant="subtitle1">{translate('lottery.requests.title')}</Typography>
        {pending > 0 && (
          <Chip
            size="small"
            color="warning"
            label={translate('lottery.requests.pendingCount', { count: pending })}
            data-testid={`lever-pending-${kind}`}
          />
        )}
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {translate('lottery.requests.help')}
      </Typography>
      <ListContextProvider value={{ ...list, setSort: undefined } as unknown as ListControllerResult<LeverRequest>}>
        <DataTable<LeverRequest> resource={`${KILL_RATE_RESOURCE}.${kind}Requests`} bulkActionButtons={false} rowClick={false}>
          <DataTable.Col<LeverRequest>
            source="requestNo"
            label="lottery.requests.requestNo"
            render={(r) => <RequestNoCell request={r} />}
          />
          {/* Second: a phone card shows its first six fields before "more", and the state is what a checker looks for. */}
          <DataTable.Col<LeverRequest> source="status" label="lottery.requests.status" render={(r) => <StatusCell request={r} />} />
          {kind !== 'band' && (
            <DataTable.Col<LeverRequest>
              source="label"
              label="lottery.krlog.target"
              render={(r) => <Box sx={{ whiteSpace: 'nowrap' }}>{targetText(translate, r.label)}</Box>}
            />
          )}
          <DataTable.Col<LeverRequest>
            source="before"
            label="lottery.krlog.before"
            render={(r) => <Snapshot value={r.before} testId={`lever-before-${r.id}`} />}
          />
          <DataTable.Col<LeverRequest>
            source="after"
            label="lottery.krlog.after"
            render={(r) => <Snapshot value={shownAfter(kind, r)} testId={`lever-after-${r.id}`} />}
          />
          <DataTable.Col<LeverRequest>
            source="reason"
            label="lottery.krlog.reason"
            render={(r) => <Box sx={{ maxWidth: 220, overflowWrap: 'anywhere' }}>{r.reason}</Box>}
          />
          <DataTable.Col<LeverRequest> source="maker" label="lottery.requests.maker" />
          <DataTable.Col<LeverRequest>
            label="lottery.requests.actions"
            className={ACTIONS_COLUMN}
            render={(r) => {
              const own = identity !== undefined && Number(identity.id) === r.makerId;
              if (r.status !== 'pending_approval') return null;
              if (own)
                return (
                  <Chip
                    size="small"
                    variant="outlined"
                    label={translate('lottery.requests.awaitingOther')}
                    data-testid={`lever-awaiting-${r.id}`}
                  />
                );
              if (!canDecide) return null;
              return (
                <Stack direction="row" spacing={0.5} sx={{ whiteSpace: 'nowrap' }}>
                  <ConfirmActionButton
                    label="lottery.requests.approve"
                    title="lottery.requests.approveTitle"
                    content="lottery.requests.approveContent"
                    translateOptions={{ requestNo: r.requestNo, maker: r.maker }}
                    color="success"
                    data-testid={`lever-approve-${r.id}`}
                    onConfirm={async () => {
                      await calls[LEVER_CALLS[kind].approve]({ id: r.id });
                      notify('lottery.requests.approved', { type: 'success', messageArgs: { requestNo: r.requestNo } });
                      await refresh();
                    }}
                  />
                  <GuardedButton size="small" color="error" onClick={() => setRejecting(r)} data-testid={`lever-reject-${r.id}`}>
                    {translate('lottery.requests.reject')}
                  </GuardedButton>
                </Stack>
              );
            }}
          />
        </DataTable>
      </ListContextProvider>
      {rejecting && <RejectDialog kind={kind} request={rejecting} onClose={() => setRejecting(null)} onDone={refresh} />}
    </Box>
  );
}

/** The toast of a save that became a request. */
export const submittedNotice = (answer: unknown) => ({
  message: 'lottery.requests.submitted',
  options: { requestNo: (answer as { requestNo?: string })?.requestNo ?? '' },
});
