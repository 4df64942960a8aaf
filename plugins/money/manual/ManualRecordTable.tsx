import { useState } from 'react';
import { Box, Chip, Stack } from '@mui/material';
import { ColumnsButton, List, TextInput, TopToolbar, useGetIdentity, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import {
  ACTIONS_COLUMN,
  BombayDateField,
  ConfirmActionButton,
  DataTable,
  GuardedButton,
  ListPagination,
  MoneyField,
  useCanWrite,
  useIdempotencyKey,
  PopupFilters,
  usePopupList,
} from '../../../src';
import { useManualCalls, type Direction, type ManualRecord } from './manualCalls';
import { reasonTypeColumn } from './reasonTypeColumn';
import { RejectRequestDialog } from './RejectRequestDialog';
import { requestStatusColumn, useRequestStatusFilter } from './requestStatus';

function useFilters() {
  return [
    useRequestStatusFilter(),
    <TextInput key="username" source="username" label="money.manual.col.username" alwaysOn />,
    <TextInput key="batchNo" source="batchNo" label="money.manual.col.batchNo" />,
  ];
}

/** Approve one pending request (every member row of it, in one server transaction). */
function ApproveButton({ record, onDone }: { record: ManualRecord; onDone(): void }) {
  const calls = useManualCalls();
  // One key per request shown: a retried confirm after a lost answer replays instead of applying twice.
  const { key } = useIdempotencyKey();
  return (
    <ConfirmActionButton
      label="money.manual.approve"
      title="money.manual.approveTitle"
      content={record.kind === 'batch' ? 'money.manual.approveBatchContent' : 'money.manual.approveContent'}
      translateOptions={{ requestNo: record.requestNo, username: record.username, amount: (record.amount / 100).toFixed(2) }}
      data-testid={`approve-${record.id}`}
      onConfirm={async () => {
        await calls.approve({ id: record.requestId }, { idempotencyKey: key });
        onDone();
      }}
    />
  );
}

export interface ManualRecordTableProps {
  resource: string;
  direction: Direction;
  title: string;
  /** Opens on the pending requests (the checker's queue) and does not touch the page URL. */
  queue?: boolean;
}

/**
 * manual_deposit_record / manual_withdrawal_record (and the queue under the entry forms): each
 * member row with its request, maker, checker, times and state. A pending row can be approved or
 * rejected by a reviewer other than its maker; a batch request is decided as a whole.
 */
export function ManualRecordTable({ resource, direction, title, queue = false }: ManualRecordTableProps) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const filters = useFilters();
  const canReview = useCanWrite(resource, ['admin', 'franchisee']);
  const { identity } = useGetIdentity();
  const [rejecting, setRejecting] = useState<ManualRecord | null>(null);
  return (
    <Box data-testid={`manual-records-${direction}${queue ? '-queue' : ''}`}>
      <List
        resource={resource}
        title={queue ? false : title}
        filters={filters}
        filterDefaultValues={queue ? { status: 'pending_approval' } : {}}
        disableSyncWithLocation={queue}
        storeKey={queue ? `${resource}.queue` : undefined}
        sort={{ field: 'created_at', order: 'DESC' }}
        perPage={queue ? 10 : 20}
        exporter={false}
        pagination={<ListPagination />}
        actions={
          <TopToolbar>
            <ColumnsButton storeKey={`${resource}.columns`} />
          </TopToolbar>
        }
        {...usePopupList()}
      >
        <PopupFilters />
        {/* Id, balance after, audit settings, review time and the remark are one click away in the column chooser, so the default set fits 1440 px
            in en even with the reviewer's Approve and Reject buttons on every row (screens.spec measured 1,209 px of 1,198 with the remark). */}
        <DataTable<ManualRecord & RaRecord>
          rowClick={false}
          bulkActionButtons={false}
          storeKey={`${resource}.columns`}
          hiddenColumns={['id', 'balanceAfter', 'normalAudit', 'reviewedAt', 'remark']}
        >
          <DataTable.Col source="id" label="money.manual.col.id" disableSort />
          <DataTable.Col
            source="requestNo"
            label="money.manual.col.requestNo"
            disableSort
            render={(r) => `${r.requestNo}${r.kind === 'batch' ? ` (${translate('money.manual.batch')})` : ''}`}
          />
          <DataTable.Col source="username" label="money.manual.col.username" disableSort />
          <DataTable.Col source="amount" label="money.manual.col.amount">
            <MoneyField source="amount" />
          </DataTable.Col>
          <DataTable.Col source="balanceAfter" label="money.manual.col.balanceAfter" disableSort>
            <MoneyField source="balanceAfter" />
          </DataTable.Col>
          {reasonTypeColumn(translate, direction)}
          {direction === 'credit' && (
            <DataTable.Col
              source="normalAudit"
              label="money.manual.col.audit"
              disableSort
              render={(r) =>
                [
                  r.normalAudit ? translate('money.manual.normalAudit') : null,
                  r.comprehensiveMultipleX100 > 0
                    ? `${translate('money.manual.comprehensiveAudit')} ×${r.comprehensiveMultipleX100 / 100}`
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · ') || '-'
              }
            />
          )}
          <DataTable.Col source="remark" label="money.manual.col.remark" disableSort render={(r) => r.rejectReason || r.remark || '-'} />
          <DataTable.Col source="maker" label="money.manual.col.maker" disableSort />
          <DataTable.Col source="checker" label="money.manual.col.checker" disableSort render={(r) => r.checker ?? '-'} />
          <DataTable.Col source="created_at" label="money.manual.col.createdAt">
            <BombayDateField source="createdAt" />
          </DataTable.Col>
          <DataTable.Col source="reviewedAt" label="money.manual.col.reviewedAt" disableSort>
            <BombayDateField source="reviewedAt" />
          </DataTable.Col>
          {requestStatusColumn(translate, 'manual')}
          <DataTable.Col
            label="money.manual.col.actions"
            className={ACTIONS_COLUMN}
            render={(row) => {
              const r = row as ManualRecord;
              if (r.status !== 'pending_approval' || !canReview) return null;
              // The maker cannot decide their own request (the server refuses it too).
              // Two lines at most: on one ("Awaiting another reviewer") a pending row made the list 1,247 px wide in en.
              if (identity && identity.fullName === r.maker) {
                return (
                  <Chip
                    size="small"
                    variant="outlined"
                    label={translate('money.manual.awaitingOther')}
                    sx={{
                      height: 'auto',
                      maxWidth: 112,
                      '& .MuiChip-label': { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.2, py: 0.25 },
                    }}
                  />
                );
              }
              return (
                <Stack direction="row" spacing={1}>
                  <ApproveButton record={r} onDone={refresh} />
                  <GuardedButton size="small" color="error" data-testid={`reject-${r.id}`} onClick={() => setRejecting(r)}>
                    {translate('money.manual.reject')}
                  </GuardedButton>
                </Stack>
              );
            }}
          />
        </DataTable>
      </List>
      {rejecting && <RejectRequestDialog record={rejecting} onClose={() => setRejecting(null)} onDone={refresh} />}
    </Box>
  );
}
