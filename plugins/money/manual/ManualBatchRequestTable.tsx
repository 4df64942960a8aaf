import { useState } from 'react';
import { Box, Button, Chip, Stack } from '@mui/material';
import {
  ColumnsButton,
  List,
  TopToolbar,
  TextInput,
  useDataProvider,
  useGetIdentity,
  useNotify,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { ChanceDataProvider } from '../../../dataProvider';
import {
  ACTIONS_COLUMN,
  BombayDateField,
  DataTable,
  formatCount,
  GuardedButton,
  ListPagination,
  MoneyField,
  useCanWrite,
  usePopupList,
} from '../../../src';
import { BatchApproveDialog } from './BatchApproveDialog';
import type { Direction, ManualRequest } from './manualCalls';
import { reasonTypeColumn } from './reasonTypeColumn';
import { RejectRequestDialog } from './RejectRequestDialog';
import { requestStatusColumn, useRequestStatusFilter } from './requestStatus';

function useFilters() {
  return [useRequestStatusFilter(), <TextInput key="batchNo" source="batchNo" label="money.manual.col.batchNo" alwaysOn />];
}

/**
 * The batch requests of one direction: state, member count, total, maker, checker and times. A
 * pending one is approved (whole, with a progress bar) or rejected with a reason by someone other
 * than its maker; the per-row result of any request downloads as xlsx.
 */
export function ManualBatchRequestTable({ resource, direction }: { resource: string; direction: Direction }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const notify = useNotify();
  const filters = useFilters();
  const dataProvider = useDataProvider<ChanceDataProvider>();
  const canReview = useCanWrite(resource, ['admin', 'franchisee']);
  const { identity } = useGetIdentity();
  const [approving, setApproving] = useState<ManualRequest | null>(null);
  const [rejecting, setRejecting] = useState<ManualRequest | null>(null);

  const download = async (r: ManualRequest) => {
    const done = await dataProvider.exportFile(resource, { filter: { id: r.id } }, `${r.requestNo}`);
    if (done !== true)
      notify(typeof done === 'string' ? done : 'money.manualBatch.downloadFailed', {
        type: typeof done === 'string' ? 'warning' : 'error',
      });
  };

  return (
    <Box data-testid={`batch-requests-${direction}`}>
      <List
        resource={resource}
        title={false}
        filters={filters}
        filter={{ kind: 'batch', direction }}
        disableSyncWithLocation
        storeKey={`${resource}.requests`}
        sort={{ field: 'created_at', order: 'DESC' }}
        perPage={20}
        exporter={false}
        pagination={<ListPagination />}
        empty={false}
        actions={
          <TopToolbar>
            <ColumnsButton storeKey={`${resource}.columns`} />
          </TopToolbar>
        }
        {...usePopupList()}
      >
        {/* The review time is one click away in the column chooser, so the default set fits 1440 px. */}
        <DataTable<ManualRequest & RaRecord>
          rowClick={false}
          bulkActionButtons={false}
          storeKey={`${resource}.columns`}
          hiddenColumns={['reviewedAt']}
        >
          <DataTable.Col source="requestNo" label="money.manual.col.batchNo" disableSort />
          <DataTable.Col source="count" label="money.manualBatch.col.count" disableSort render={(r) => formatCount(r.count)} />
          <DataTable.Col source="total_amount" label="money.manualBatch.col.total">
            <MoneyField source="totalAmount" />
          </DataTable.Col>
          {requestStatusColumn(translate, 'batch')}
          {reasonTypeColumn(translate, direction)}
          <DataTable.Col source="remark" label="money.manual.col.remark" disableSort render={(r) => r.rejectReason || r.remark || '-'} />
          <DataTable.Col source="maker" label="money.manual.col.maker" disableSort />
          <DataTable.Col source="checker" label="money.manual.col.checker" disableSort render={(r) => r.checker ?? '-'} />
          <DataTable.Col source="created_at" label="money.manual.col.createdAt">
            <BombayDateField source="createdAt" />
          </DataTable.Col>
          <DataTable.Col source="reviewedAt" label="money.manual.col.reviewedAt" disableSort>
            <BombayDateField source="reviewedAt" />
          </DataTable.Col>
          <DataTable.Col
            label="money.manual.col.actions"
            className={ACTIONS_COLUMN}
            render={(row) => {
              const r = row as ManualRequest;
              const review = r.status === 'pending_approval' && canReview;
              // The maker cannot decide their own request (the server refuses it too).
              const own = identity !== undefined && identity.fullName === r.maker;
              return (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  {review && own && <Chip size="small" variant="outlined" label={translate('money.manual.awaitingOther')} />}
                  {review && !own && (
                    <GuardedButton size="small" data-testid={`batch-approve-${r.id}`} onClick={() => setApproving(r)}>
                      {translate('money.manual.approve')}
                    </GuardedButton>
                  )}
                  {review && !own && (
                    <GuardedButton size="small" color="error" data-testid={`batch-reject-${r.id}`} onClick={() => setRejecting(r)}>
                      {translate('money.manual.reject')}
                    </GuardedButton>
                  )}
                  <Button size="small" onClick={() => void download(r)} data-testid={`batch-download-${r.id}`}>
                    {translate('money.manualBatch.downloadResult')}
                  </Button>
                </Stack>
              );
            }}
          />
        </DataTable>
      </List>
      {approving && (
        <BatchApproveDialog
          request={approving}
          onClose={() => setApproving(null)}
          onDone={refresh}
          onDownload={() => void download(approving)}
        />
      )}
      {rejecting && (
        <RejectRequestDialog
          record={{ requestId: rejecting.id, requestNo: rejecting.requestNo }}
          onClose={() => setRejecting(null)}
          onDone={refresh}
        />
      )}
    </Box>
  );
}
