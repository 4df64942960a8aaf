import { useEffect, useState, type ReactNode } from 'react';
import {
  Alert, Box, Button, CircularProgress, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatBombay, formatPaise } from '../../../src/format';
import { useMembersApi } from './api';

export interface TabColumn {
  key: string;
  /** i18n key of the header. */
  label: string;
  kind?: 'text' | 'money' | 'signed' | 'time';
  /** Values are codes translated as `${codes}.${value}` (the raw code when no text exists). */
  codes?: string;
  render?: (row: Record<string, unknown>) => ReactNode;
}

function show(column: TabColumn, row: Record<string, unknown>, translate: (key: string, options?: object) => string): ReactNode {
  if (column.render) return column.render(row);
  const value = row[column.key];
  if (value === null || value === undefined || value === '') return '-';
  if (column.codes) return translate(`${column.codes}.${String(value)}`, { _: String(value) });
  switch (column.kind) {
    case 'money':
      return formatPaise(Number(value));
    case 'signed': {
      const n = Number(value);
      return <Box component="span" sx={{ color: n < 0 ? 'error.main' : 'success.main' }}>{formatPaise(n)}</Box>;
    }
    case 'time':
      return formatBombay(Number(value));
    default:
      return String(value);
  }
}

/**
 * One paged table of the member detail, loaded through a member action with
 * { id, pageIndex, pageSize, …extra }; shows loading, empty and error states.
 */
export function TabTable({ action, memberId, extra, columns, testId }: {
  action: string; memberId: number; extra?: Record<string, unknown>; columns: TabColumn[]; testId?: string;
}) {
  const translate = useTranslate();
  const api = useMembersApi();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(20);
  const [state, setState] = useState<{ list: Record<string, unknown>[]; total: number } | 'loading' | 'error'>('loading');
  const [attempt, setAttempt] = useState(0);
  const extraKey = JSON.stringify(extra ?? {});
  useEffect(() => {
    const controller = new AbortController();
    setState('loading');
    api
      .action<{ list: Record<string, unknown>[]; total: number }>('member', action, { id: memberId, ...JSON.parse(extraKey), pageIndex: page + 1, pageSize }, { signal: controller.signal })
      .then((answer) => setState({ list: answer.list, total: answer.total }))
      .catch(() => {
        if (!controller.signal.aborted) setState('error');
      });
    return () => controller.abort();
  }, [api, action, memberId, extraKey, page, pageSize, attempt]);

  if (state === 'loading') return <CircularProgress size={24} sx={{ m: 2 }} />;
  if (state === 'error') {
    return (
      <Alert severity="error" action={<Button onClick={() => setAttempt(attempt + 1)}>{translate('account.members.retry')}</Button>}>
        {translate('account.members.loadError')}
      </Alert>
    );
  }
  return (
    <Box data-testid={testId}>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>{columns.map((c) => <TableCell key={c.key}>{translate(c.label)}</TableCell>)}</TableRow>
          </TableHead>
          <TableBody>
            {state.list.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length}>
                  <Typography variant="body2" color="text.secondary">{translate('account.members.noHistory')}</Typography>
                </TableCell>
              </TableRow>
            ) : (
              state.list.map((row, i) => (
                <TableRow key={String(row.id ?? i)}>
                  {columns.map((c) => <TableCell key={c.key} sx={{ whiteSpace: 'nowrap' }}>{show(c, row, translate)}</TableCell>)}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={state.total}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[20, 50, 100]}
        onPageChange={(_, p) => setPage(p)}
        onRowsPerPageChange={(e) => {
          setPageSize(Number(e.target.value));
          setPage(0);
        }}
      />
    </Box>
  );
}
