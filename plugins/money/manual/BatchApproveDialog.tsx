import { useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatPaise, useIdempotencyKey } from '../../../src';
import { useManualCalls, type ManualRequest } from './manualCalls';

type Phase = 'confirm' | 'applying' | 'done' | 'failed';

/**
 * Approves a batch request: one server transaction applies every row or none, so the bar runs
 * while that transaction does and then shows all rows applied, or the refusal (e.g. the rows that
 * would overdraw) with nothing changed. The per-row result can be downloaded once it is applied.
 */
export function BatchApproveDialog({
  request,
  onClose,
  onDone,
  onDownload,
}: {
  request: ManualRequest;
  onClose(): void;
  onDone(): void;
  onDownload(): void;
}) {
  const translate = useTranslate();
  const calls = useManualCalls();
  // One key for this dialog: a retry after a lost answer replays the first answer instead of applying twice.
  const { key } = useIdempotencyKey();
  const [phase, setPhase] = useState<Phase>('confirm');
  const [error, setError] = useState('');
  const args = { requestNo: request.requestNo, count: request.count, total: formatPaise(request.totalAmount) };

  const approve = async () => {
    setPhase('applying');
    try {
      await calls.approve({ id: request.id }, { idempotencyKey: key });
      setPhase('done');
      onDone();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setPhase('failed');
    }
  };

  return (
    <Dialog open onClose={phase === 'applying' ? undefined : onClose} maxWidth="sm" fullWidth data-testid="batch-approve-dialog">
      <DialogTitle>{translate('money.manual.approveTitle', args)}</DialogTitle>
      <DialogContent>
        {phase === 'confirm' && <Typography>{translate('money.manualBatch.approveContent', args)}</Typography>}
        {(phase === 'applying' || phase === 'done') && (
          <Box>
            <Typography sx={{ mb: 1 }}>
              {translate(phase === 'applying' ? 'money.manualBatch.applying' : 'money.manualBatch.applied', args)}
            </Typography>
            <LinearProgress variant={phase === 'applying' ? 'indeterminate' : 'determinate'} value={100} data-testid="batch-progress" />
          </Box>
        )}
        {phase === 'failed' && (
          <Alert severity="error" data-testid="batch-approve-error">
            {translate('money.manualBatch.approveFailed')} {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {phase === 'confirm' && <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>}
        {phase === 'confirm' && (
          <Button variant="contained" onClick={() => void approve()} data-testid="batch-approve-confirm">
            {translate('money.manual.approve')}
          </Button>
        )}
        {phase === 'done' && (
          <Button onClick={onDownload} data-testid="batch-approve-download">
            {translate('money.manualBatch.downloadResult')}
          </Button>
        )}
        {(phase === 'done' || phase === 'failed') && (
          <Button variant="contained" onClick={onClose}>
            {translate('ra.action.close')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
