import { useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Chip,
  FormControlLabel,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatPaise } from '../../../src';
import type { BatchPreview, Direction } from './manualCalls';

const PAGE = 50;

/**
 * The server's verdict on each row of a batch before it is submitted: rows with a problem are
 * marked with the translated reason and left out of the request; the summary says how many rows
 * and how much go in, and a total over the batch limit blocks the submit.
 */
export function BatchPreviewTable({ preview, direction }: { preview: BatchPreview; direction: Direction }) {
  const translate = useTranslate();
  const [problemsOnly, setProblemsOnly] = useState(false);
  const [page, setPage] = useState(0);
  const rows = useMemo(() => (problemsOnly ? preview.rows.filter((r) => r.error !== null) : preview.rows), [preview, problemsOnly]);
  const shown = rows.slice(page * PAGE, (page + 1) * PAGE);
  return (
    <Box data-testid="batch-preview" sx={{ mt: 2 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <Chip label={translate('money.manualBatch.summary.rows', { count: preview.rows.length })} />
        <Chip
          color="success"
          data-testid="batch-valid"
          label={translate('money.manualBatch.summary.valid', { count: preview.validCount, total: formatPaise(preview.validTotal) })}
        />
        <Chip
          color={preview.invalidCount > 0 ? 'error' : 'default'}
          data-testid="batch-invalid"
          label={translate('money.manualBatch.summary.invalid', { count: preview.invalidCount })}
        />
        <FormControlLabel
          control={
            <Switch
              size="small"
              checked={problemsOnly}
              onChange={(e) => {
                setProblemsOnly(e.target.checked);
                setPage(0);
              }}
            />
          }
          label={translate('money.manualBatch.problemsOnly')}
        />
      </Stack>
      {preview.invalidCount > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate('money.manualBatch.excludedHint', { count: preview.invalidCount })}
        </Alert>
      )}
      {preview.overTotal && (
        <Alert severity="error" sx={{ mb: 1 }} data-testid="batch-over-total">
          {translate('money.manualBatch.overTotal', { total: formatPaise(preview.validTotal), max: formatPaise(preview.maxBatchTotal) })}
        </Alert>
      )}
      {rows.length === 0 ? (
        <Alert severity="info">{translate('money.manualBatch.noProblems')}</Alert>
      ) : (
        <>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('money.manualBatch.col.line')}</TableCell>
                <TableCell>{translate('money.manual.col.username')}</TableCell>
                <TableCell align="right">{translate('money.manual.col.amount')}</TableCell>
                {direction === 'debit' && <TableCell align="right">{translate('money.manual.cash')}</TableCell>}
                <TableCell>{translate('money.manualBatch.col.check')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((r) => (
                <TableRow key={r.line} data-testid={`batch-row-${r.line}`} sx={r.error ? { bgcolor: 'action.hover' } : undefined}>
                  <TableCell>{r.line}</TableCell>
                  <TableCell>{r.username || '-'}</TableCell>
                  <TableCell align="right">{r.amount !== null ? formatPaise(r.amount) : r.amountText || '-'}</TableCell>
                  {direction === 'debit' && <TableCell align="right">{r.cash !== null ? formatPaise(r.cash) : '-'}</TableCell>}
                  <TableCell>
                    {r.error === null ? (
                      <Chip size="small" color="success" variant="outlined" label={translate('money.manualBatch.ok')} />
                    ) : (
                      <Chip
                        size="small"
                        color="error"
                        label={translate(`money.manualBatch.error.${r.error}`, { max: formatPaise(preview.maxManualAmount) })}
                      />
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {rows.length > PAGE && (
            <TablePagination
              component="div"
              count={rows.length}
              page={page}
              rowsPerPage={PAGE}
              rowsPerPageOptions={[PAGE]}
              onPageChange={(_e, p) => setPage(p)}
              labelDisplayedRows={({ from, to, count }) => translate('money.manualBatch.pageRange', { from, to, count })}
            />
          )}
        </>
      )}
    </Box>
  );
}
