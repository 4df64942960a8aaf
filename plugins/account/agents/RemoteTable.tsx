import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Box, CircularProgress, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAgentCalls } from './agentCalls';

export interface RemoteColumn<T> {
  key: string;
  /** i18n key of the header. */
  label: string;
  render?(row: T): ReactNode;
}

export interface RemoteTableProps<T> {
  resource: string;
  action: string;
  /** Filters sent with every page request. */
  payload: Record<string, unknown>;
  columns: RemoteColumn<T>[];
  pageSize?: number;
}

/**
 * A small server-paged table over one list action, for lists shown inside dialogs (an agent's
 * members, sub-agents, quota records) where a routed react-admin List does not fit.
 */
export function RemoteTable<T extends { id: number }>({ resource, action, payload, columns, pageSize = 10 }: RemoteTableProps<T>) {
  const translate = useTranslate();
  const api = useAgentCalls();
  const [page, setPage] = useState(0);
  const [state, setState] = useState<{ rows: T[]; total: number; loading: boolean; failed: boolean }>({ rows: [], total: 0, loading: true, failed: false });
  const filters = JSON.stringify(payload);

  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true, failed: false }));
    api
      .action<{ list: T[]; total: number }>(resource, action, { ...JSON.parse(filters), pageIndex: page + 1, pageSize })
      .then((answer) => live && setState({ rows: answer.list, total: answer.total, loading: false, failed: false }))
      .catch(() => live && setState({ rows: [], total: 0, loading: false, failed: true }));
    return () => {
      live = false;
    };
  }, [api, resource, action, filters, page, pageSize]);

  if (state.failed) return <Alert severity="error">{translate('ra.notification.http_error')}</Alert>;
  return (
    <Box>
      <TableContainer sx={{ maxHeight: '60vh' }}>
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.key}>{translate(c.label)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {state.loading && (
              <TableRow>
                <TableCell colSpan={columns.length} align="center">
                  <CircularProgress size={24} />
                </TableCell>
              </TableRow>
            )}
            {!state.loading && state.rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length} align="center">
                  {translate('account.agents.none')}
                </TableCell>
              </TableRow>
            )}
            {!state.loading &&
              state.rows.map((row) => (
                <TableRow key={row.id}>
                  {columns.map((c) => (
                    <TableCell key={c.key}>{c.render ? c.render(row) : String((row as Record<string, unknown>)[c.key] ?? '-')}</TableCell>
                  ))}
                </TableRow>
              ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination component="div" count={state.total} page={page} rowsPerPage={pageSize} rowsPerPageOptions={[pageSize]} onPageChange={(_, p) => setPage(p)} />
    </Box>
  );
}
