import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Box, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { TextInput, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { ConfirmActionButton, FormDialog, GuardedButton, formatBombay } from '../../../src';
import { KILL_RATE_RESOURCE, LEVER_CALLS, useKillRateCalls, type LeverKind, type LeverRequest } from './killRateCalls';
import { Snapshot, targetText } from './LeverSnapshot';
import { reasonErrors } from './leverForms';

const STATUS_COLOR = { pending_approval: 'warning', applied: 'success', rejected: 'default' } as const;

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

/**
 * The odds, limit or alert-band change requests of a game on the screen they are made on: each
 * pending one with what it replaces and what it sets, who asked and why. Another staff member
 * than the maker approves (applied from the game's next period) or rejects it with a reason; the
 * maker sees its own waiting. The server refuses the maker, or an account the maker controls.
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
  const rows = query.data?.list ?? [];
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
      {/* A scrolling region a keyboard can reach (it may be wider than a narrow screen). */}
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={translate('lottery.requests.title')}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('lottery.requests.requestNo')}</TableCell>
              {kind !== 'band' && <TableCell>{translate('lottery.krlog.target')}</TableCell>}
              <TableCell>{translate('lottery.krlog.before')}</TableCell>
              <TableCell>{translate('lottery.krlog.after')}</TableCell>
              <TableCell>{translate('lottery.krlog.reason')}</TableCell>
              <TableCell>{translate('lottery.requests.maker')}</TableCell>
              <TableCell>{translate('lottery.requests.status')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => {
              const own = identity !== undefined && Number(identity.id) === r.makerId;
              // An odds payload also names its play row; only the odds are shown.
              const after =
                kind === 'odds'
                  ? { oddsX100: r.after.oddsX100 }
                  : kind === 'limit'
                    ? Object.fromEntries(Object.entries(r.after).filter(([k]) => k !== 'playCode'))
                    : r.after;
              return (
                <TableRow key={r.id} data-testid={`lever-request-${r.id}`}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {r.requestNo}
                    <Typography variant="caption" color="text.secondary" component="div">
                      {formatBombay(r.createdAt)}
                    </Typography>
                  </TableCell>
                  {kind !== 'band' && <TableCell sx={{ whiteSpace: 'nowrap' }}>{targetText(translate, r.label)}</TableCell>}
                  <TableCell>
                    <Snapshot value={r.before} testId={`lever-before-${r.id}`} />
                  </TableCell>
                  <TableCell>
                    <Snapshot value={after} testId={`lever-after-${r.id}`} />
                  </TableCell>
                  <TableCell sx={{ maxWidth: 220, overflowWrap: 'anywhere' }}>{r.reason}</TableCell>
                  <TableCell>{r.maker}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={STATUS_COLOR[r.status]}
                      label={translate(`lottery.requests.states.${r.status}`)}
                      data-testid={`lever-status-${r.id}`}
                    />
                    {r.checker && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {translate('lottery.requests.by', { name: r.checker })}
                      </Typography>
                    )}
                    {r.status === 'applied' && r.effectiveIssueNo && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {translate('lottery.lever.effectiveFrom', { issue: r.effectiveIssueNo })}
                      </Typography>
                    )}
                    {r.status === 'rejected' && r.rejectReason && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {r.rejectReason}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {r.status === 'pending_approval' && own && (
                      <Chip
                        size="small"
                        variant="outlined"
                        label={translate('lottery.requests.awaitingOther')}
                        data-testid={`lever-awaiting-${r.id}`}
                      />
                    )}
                    {r.status === 'pending_approval' && !own && canDecide && (
                      <>
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
                      </>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      {rejecting && <RejectDialog kind={kind} request={rejecting} onClose={() => setRejecting(null)} onDone={refresh} />}
    </Box>
  );
}

/** The toast of a save that became a request. */
export const submittedNotice = (answer: unknown) => ({
  message: 'lottery.requests.submitted',
  options: { requestNo: (answer as { requestNo?: string })?.requestNo ?? '' },
});
