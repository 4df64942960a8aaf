import type { ReactNode } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { DataTable, ListBase, useListContext, useTranslate, type SortPayload } from 'react-admin';
import { ListPagination } from '../list/ListPagination';

export interface ServerTableProps {
  /** A resource whose getList endpoint serves the rows ({ …filter, pageIndex, pageSize } → { list, total }). */
  resource: string;
  /** Sent with every page request (the parent record's id, a tab's kind…). */
  filter?: Record<string, unknown>;
  sort?: SortPayload;
  perPage?: number;
  /** Page sizes offered; default 20, 50, 100. */
  rowsPerPageOptions?: number[];
  /** DataTable columns (DataTable.Col, DataTable.NumberCol) or any react-admin fields inside them. */
  children: ReactNode;
  /** Shown instead of react-admin's "No results found". */
  empty?: ReactNode;
  'data-testid'?: string;
}

function Body({ children, empty, rowsPerPageOptions, testId }: {
  children: ReactNode; empty?: ReactNode; rowsPerPageOptions?: number[]; testId?: string;
}) {
  const translate = useTranslate();
  const { error, refetch } = useListContext();
  if (error) {
    return (
      <Alert severity="error" data-testid={testId} action={<Button onClick={() => refetch()}>{translate('ra.action.refresh')}</Button>}>
        {translate('ra.notification.http_error')}
      </Alert>
    );
  }
  return (
    <Box data-testid={testId}>
      <DataTable bulkActionButtons={false} rowClick={false} {...(empty === undefined ? {} : { empty })}>
        {children}
      </DataTable>
      <ListPagination {...(rowsPerPageOptions ? { rowsPerPageOptions } : {})} />
    </Box>
  );
}

/**
 * A server-paged table that is not a routed screen: a list inside a dialog or a detail tab (a
 * member's ledger, an agent's members). react-admin's list machinery without the URL: its own
 * page and size, react-admin's pager, loading and empty states, and a retry on error.
 */
export function ServerTable({ resource, filter, sort, perPage = 20, rowsPerPageOptions, children, empty, 'data-testid': testId }: ServerTableProps) {
  return (
    <ListBase resource={resource} filter={filter} sort={sort} perPage={perPage} disableSyncWithLocation storeKey={false} disableAuthentication>
      <Body empty={empty} rowsPerPageOptions={rowsPerPageOptions} testId={testId}>
        {children}
      </Body>
    </ListBase>
  );
}
