import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { formatBombay, useAuditLabels } from '../../../src';
import { useOperationLogCalls } from '../systemCalls';
import { diffSnapshots, type DiffLine } from './diff';

const KIND_COLOURS: Record<DiffLine['kind'], string | undefined> = {
  added: 'success.light',
  removed: 'error.light',
  changed: 'warning.light',
  same: undefined,
};

const show = (value: unknown) => (value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));

/** One operation's before/after values side by side, changed lines highlighted. */
export function OperationDiffDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const translate = useTranslate();
  const names = useAuditLabels();
  const calls = useOperationLogCalls();
  const { data, error, isPending } = useQuery({ queryKey: ['operationLog', 'detail', id], queryFn: () => calls.detail({ id }) });
  const lines = data ? diffSnapshots(data.before, data.after) : [];

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{translate('system.logs.diffTitle')}</DialogTitle>
      <DialogContent data-testid="operation-diff">
        {isPending && <CircularProgress size={24} />}
        {error && <Alert severity="error">{(error as Error).message}</Alert>}
        {data && (
          <>
            <Box sx={{ mb: 2, display: 'flex', gap: 3, flexWrap: 'wrap', color: 'text.secondary' }}>
              <span>{formatBombay(data.createTime)}</span>
              <span>{data.username}</span>
              <span title={data.action}>{names.actionName(data.action)}</span>
              <span>
                {names.targetName(data.targetType)} {data.targetId ?? ''}
              </span>
              <span>{data.ip}</span>
            </Box>
            {lines.length === 0 ? (
              <Alert severity="info">{translate('system.logs.noSnapshot')}</Alert>
            ) : (
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('system.logs.field')}</TableCell>
                    <TableCell>{translate('system.logs.before')}</TableCell>
                    <TableCell>{translate('system.logs.after')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {lines.map((line) => (
                    <TableRow
                      key={line.path}
                      data-kind={line.kind}
                      data-testid={`diff-${line.path}`}
                      sx={{ bgcolor: KIND_COLOURS[line.kind] }}
                    >
                      <TableCell>
                        <code>{line.path}</code>
                      </TableCell>
                      <TableCell sx={{ wordBreak: 'break-all' }}>{show(line.before)}</TableCell>
                      <TableCell sx={{ wordBreak: 'break-all' }}>{show(line.after)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
