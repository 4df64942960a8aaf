import type { ReactNode } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { ListBase, ListContextProvider, useListContext, useTranslate, type ListControllerResult, type SortPayload } from 'react-admin';
import { DataTable } from '../list/DataTable';
import { ListPagination } from '../list/ListPagination';

export interface ServerTableProps {
  /** A resource whose getList endpoint serves the rows ({ …filter, pageIndex, pageSize } → { list, total }). */
  resource: string;
  /** Sent with every page request (the parent record's id, a tab's kind…). */
  filter?: Record<string, unknown>;
  /** Sent as sortField/sortOrder; default none (the server's own order). */
  sort?: SortPayload;
  /** Column headers sort (the endpoint must accept those sortFields); default false. */
  sortable?: boolean;
  perPage?: number;
  /** Page sizes offered; default 20, 50, 100. */
  rowsPerPageOptions?: number[];
  /** DataTable columns (DataTable.Col, DataTable.NumberCol) or any react-admin fields inside them. */
  children: ReactNode;
  /** Shown instead of react-admin's "No results found". */
  empty?: ReactNode;
  'data-testid'?: string;
}

// No sort field: the endpoint answers in its declared default order.
const SERVER_ORDER: SortPayload = { field: '', order: 'ASC' };

function Body({
  children,
  empty,
  rowsPerPageOptions,
  testId,
  sortable,
}: {
  children: ReactNode;
  empty?: ReactNode;
  rowsPerPageOptions?: number[];
  testId?: string;
  sortable: boolean;
}) {
  const translate = useTranslate();
  const list = useListContext();
  const { error, refetch } = list;
  if (error) {
    return (
      <Alert severity="error" data-testid={testId} action={<Button onClick={() => refetch()}>{translate('ra.action.refresh')}</Button>}>
        {translate('ra.notification.http_error')}
      </Alert>
    );
  }
  // Without setSort the DataTable draws plain headers instead of sort buttons.
  const context = sortable ? list : ({ ...list, setSort: undefined } as unknown as ListControllerResult);
  return (
    <ListContextProvider value={context}>
      <Box data-testid={testId}>
        <DataTable bulkActionButtons={false} rowClick={false} {...(empty === undefined ? {} : { empty })}>
          {children}
        </DataTable>
        <ListPagination {...(rowsPerPageOptions ? { rowsPerPageOptions } : {})} />
      </Box>
    </ListContextProvider>
  );
}

/**
 * A server-paged table that is not a routed screen: a list inside a dialog or a detail tab (a
 * member's ledger, an agent's members). react-admin's list machinery without the URL: its own
 * page and size, react-admin's pager, loading and empty states, and a retry on error. Drawn by
 * the host's DataTable, so a phone gets cards here too.
 */
export function ServerTable({
  resource,
  filter,
  sort = SERVER_ORDER,
  sortable = false,
  perPage = 20,
  rowsPerPageOptions,
  children,
  empty,
  'data-testid': testId,
}: ServerTableProps) {
  return (
    <ListBase
      resource={resource}
      filter={filter}
      sort={sort}
      perPage={perPage}
      disableSyncWithLocation
      storeKey={false}
      disableAuthentication
    >
      <Body empty={empty} rowsPerPageOptions={rowsPerPageOptions} testId={testId} sortable={sortable}>
        {children}
      </Body>
    </ListBase>
  );
}
