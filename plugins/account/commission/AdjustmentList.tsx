import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import { ListBase, useListContext, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { ACTIONS_COLUMN, ConfirmActionButton, DataTable, formatBombay, MoneyField, useIdempotencyKey } from '../../../src';
import { useAdjustmentCalls, type AdjustmentRecord } from './calls';

const STATUS_COLOR = { pending: 'warning', approved: 'info', rejected: 'default', paid: 'success' } as const;

function Actions({ row }: { row: AdjustmentRecord }) {
  const calls = useAdjustmentCalls();
  const notify = useNotify();
  const refresh = useRefresh();
  const { key, renew } = useIdempotencyKey();
  const options = { id: row.id, agent: row.agentName };
  const review = (approve: boolean) => async () => {
    await calls.review({ id: row.id, approve });
    notify(approve ? 'account.commission.adjustApproved' : 'account.commission.adjustRejected', { type: 'success' });
    refresh();
  };
  return (
    <Stack direction="row" spacing={1}>
      {row.status === 'pending' && (
        <>
          <ConfirmActionButton
            label="account.commission.approve"
            title="account.commission.approve"
            content="account.commission.confirmAdjustApprove"
            translateOptions={options}
            color="success"
            data-testid={`adjust-approve-${row.id}`}
            onConfirm={review(true)}
          />
          <ConfirmActionButton
            label="account.commission.reject"
            title="account.commission.reject"
            content="account.commission.confirmAdjustReject"
            translateOptions={options}
            color="error"
            data-testid={`adjust-reject-${row.id}`}
            onConfirm={review(false)}
          />
        </>
      )}
      {row.status === 'approved' && (
        <ConfirmActionButton
          label="account.commission.pay"
          title="account.commission.pay"
          content="account.commission.confirmAdjustPay"
          translateOptions={options}
          color="warning"
          data-testid={`adjust-pay-${row.id}`}
          onConfirm={async () => {
            await calls.pay({ id: row.id }, { idempotencyKey: key });
            renew();
            notify('account.commission.adjustPaid', { type: 'success' });
            refresh();
          }}
        />
      )}
    </Stack>
  );
}

function Table({ decide }: { decide: boolean }) {
  const translate = useTranslate();
  const { data, isPending } = useListContext<AdjustmentRecord & RaRecord>();
  if (isPending) return null;
  if (!data || data.length === 0) return <Alert severity="info">{translate('account.commission.noAdjustments')}</Alert>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <DataTable<AdjustmentRecord & RaRecord> rowClick={false} bulkActionButtons={false} data-testid="commission-adjustments">
        <DataTable.Col source="id" label="account.commission.col.adjustId" disableSort />
        <DataTable.Col source="periodKey" label="account.commission.col.period" disableSort />
        <DataTable.Col source="agentName" label="account.commission.col.agent" disableSort />
        <DataTable.Col source="amount" label="account.commission.col.adjustAmount" disableSort>
          <MoneyField source="amount" signed />
        </DataTable.Col>
        <DataTable.Col source="reason" label="account.commission.col.reason" disableSort />
        <DataTable.Col
          source="status"
          label="account.commission.col.status"
          disableSort
          render={(r) => (
            <Chip
              size="small"
              color={STATUS_COLOR[(r as AdjustmentRecord).status]}
              label={translate(`account.commission.adjustStatus.${r.status}`)}
              data-testid={`adjust-status-${r.id}`}
            />
          )}
        />
        <DataTable.Col
          source="createdBy"
          label="account.commission.col.enteredBy"
          disableSort
          render={(r) => `${r.createdBy ?? '-'} · ${formatBombay(r.createdAt)}`}
        />
        <DataTable.Col source="reviewedBy" label="account.commission.col.approvedBy" disableSort render={(r) => r.reviewedBy ?? '-'} />
        <DataTable.Col source="paidBy" label="account.commission.col.paidBy" disableSort render={(r) => r.paidBy ?? '-'} />
        {decide && (
          <DataTable.Col
            label="account.commission.col.actions"
            className={ACTIONS_COLUMN}
            render={(r) => <Actions row={r as AdjustmentRecord} />}
          />
        )}
      </DataTable>
    </Box>
  );
}

/**
 * The corrections of paid lines (of one period, or every one the caller may see). `decide` adds
 * approve / reject / pay for the settlement staff; the server decides who may.
 */
export function AdjustmentList({ periodKey, decide = false }: { periodKey?: string; decide?: boolean }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }} data-testid="commission-adjustment-list">
      <Typography variant="subtitle1" sx={{ mb: 1 }}>
        {translate('account.commission.adjustments')}
      </Typography>
      {/* Shown inside another screen: that screen's menu right admits the reader; the server scopes the rows. */}
      <ListBase
        resource="commissionAdjustment"
        filter={periodKey ? { periodKey } : {}}
        perPage={1000}
        disableSyncWithLocation
        disableAuthentication
      >
        <Table decide={decide} />
      </ListBase>
    </Box>
  );
}
