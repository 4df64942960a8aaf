import { useState } from 'react';
import { Box, Chip, Stack } from '@mui/material';
import { List, SelectInput, TextInput, useGetIdentity, useNotify, useRefresh, useTranslate } from 'react-admin';
import {
  ACTIONS_COLUMN,
  BombayDateField,
  ConfirmActionButton,
  DataTable,
  GuardedButton,
  ListPagination,
  useCanWrite,
  useIdempotencyKey,
} from '../../../src';
import { ADJUSTMENT_STATUSES, usePointsRequestCalls, type AdjustmentStatus, type PointsAdjustmentRecord } from '../vipCalls';
import { RejectDialog } from './RejectDialog';

const STATUS_COLOR: Record<AdjustmentStatus, 'warning' | 'success' | 'default'> = {
  pending_approval: 'warning',
  applied: 'success',
  rejected: 'default',
};

function useFilters() {
  const translate = useTranslate();
  return [
    <SelectInput
      key="status"
      source="status"
      label="vip.points.col.status"
      alwaysOn
      emptyText="ra.action.clear_input_value"
      choices={ADJUSTMENT_STATUSES.map((id) => ({ id, name: translate(`vip.points.status.${id}`) }))}
    />,
    <TextInput key="username" source="username" label="vip.points.col.username" alwaysOn resettable />,
  ];
}

function ApproveButton({ record, onDone }: { record: PointsAdjustmentRecord; onDone(): void }) {
  const calls = usePointsRequestCalls();
  const notify = useNotify();
  // One key per request shown: a retried confirm after a lost answer replays instead of applying twice.
  const { key } = useIdempotencyKey();
  return (
    <ConfirmActionButton
      label="vip.points.approve"
      title="vip.points.approveTitle"
      content="vip.points.approveContent"
      translateOptions={{ id: record.id, username: record.username, amount: record.amount > 0 ? `+${record.amount}` : record.amount }}
      data-testid={`vip-points-approve-${record.id}`}
      onConfirm={async () => {
        await calls.approve({ id: record.id }, { idempotencyKey: key });
        notify('vip.points.approved', { type: 'success' });
        onDone();
      }}
    />
  );
}

/**
 * The manual points adjustments, pending ones first in view (the checker's queue): who asked,
 * why, and who decided. A pending one is approved or rejected by anyone but its maker.
 */
export function AdjustmentRequests() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const filters = useFilters();
  const canReview = useCanWrite('vipPointsRequest', ['admin', 'franchisee']);
  const { identity } = useGetIdentity();
  const [rejecting, setRejecting] = useState<PointsAdjustmentRecord | null>(null);
  return (
    <Box data-testid="vip-points-requests">
      <List
        resource="vipPointsRequest"
        title={false}
        filters={filters}
        filterDefaultValues={{ status: 'pending_approval' }}
        disableSyncWithLocation
        storeKey="vipPointsRequest.queue"
        sort={{ field: 'id', order: 'DESC' }}
        perPage={20}
        exporter={false}
        pagination={<ListPagination />}
      >
        <DataTable<PointsAdjustmentRecord> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="id" label="vip.points.col.id" disableSort />
          <DataTable.Col source="username" label="vip.points.col.username" disableSort />
          <DataTable.NumberCol source="points" label="vip.points.col.points" disableSort />
          <DataTable.Col
            source="amount"
            label="vip.points.col.amount"
            disableSort
            render={(r: PointsAdjustmentRecord) => <Signed value={r.amount} />}
          />
          <DataTable.Col
            source="reason"
            label="vip.points.col.reason"
            disableSort
            render={(r: PointsAdjustmentRecord) => (r.rejectReason ? `${r.reason} / ${r.rejectReason}` : r.reason)}
          />
          <DataTable.Col source="maker" label="vip.points.col.maker" disableSort />
          <DataTable.Col
            source="checker"
            label="vip.points.col.checker"
            disableSort
            render={(r: PointsAdjustmentRecord) => r.checker ?? '-'}
          />
          <DataTable.Col source="createdAt" label="vip.points.col.createdAt" disableSort>
            <BombayDateField source="createdAt" />
          </DataTable.Col>
          <DataTable.Col source="reviewedAt" label="vip.points.col.reviewedAt" disableSort>
            <BombayDateField source="reviewedAt" />
          </DataTable.Col>
          <DataTable.Col
            source="status"
            label="vip.points.col.status"
            disableSort
            render={(r: PointsAdjustmentRecord) => (
              <Chip
                size="small"
                color={STATUS_COLOR[r.status]}
                label={translate(`vip.points.status.${r.status}`)}
                data-testid={`vip-points-status-${r.id}`}
              />
            )}
          />
          <DataTable.Col
            label="vip.points.col.actions"
            className={ACTIONS_COLUMN}
            disableSort
            render={(r: PointsAdjustmentRecord) => {
              if (r.status !== 'pending_approval' || !canReview) return null;
              // The maker cannot decide their own request (the server refuses it too).
              if (identity && identity.fullName === r.maker)
                return <Chip size="small" variant="outlined" label={translate('vip.points.awaitingOther')} />;
              return (
                <Stack direction="row" spacing={1}>
                  <ApproveButton record={r} onDone={refresh} />
                  <GuardedButton size="small" color="error" data-testid={`vip-points-reject-${r.id}`} onClick={() => setRejecting(r)}>
                    {translate('vip.points.reject')}
                  </GuardedButton>
                </Stack>
              );
            }}
          />
        </DataTable>
      </List>
      {rejecting && <RejectDialog record={rejecting} onClose={() => setRejecting(null)} onDone={refresh} />}
    </Box>
  );
}

export function Signed({ value }: { value: number }) {
  return (
    <Box component="span" sx={{ color: value < 0 ? 'error.main' : 'success.main', fontVariantNumeric: 'tabular-nums' }}>
      {value > 0 ? `+${value}` : value}
    </Box>
  );
}
