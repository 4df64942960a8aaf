import { useState } from 'react';
import { Box, Chip, Stack } from '@mui/material';
import { ColumnsButton, List, TextInput, TopToolbar, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import {
  ACTIONS_COLUMN,
  BombayDateField,
  DataTable,
  ExportButton,
  GuardedButton,
  ListPagination,
  MoneyField,
  useCanWrite,
  PopupFilters,
  usePopupList,
} from '../../../src';
import { AutoRefresh } from './AutoRefresh';
import { Destination } from './Destination';
import { useWithdrawalCalls, type WithdrawalOrder, type WithdrawalStage } from './orderCalls';
import { StatusTabs } from './StatusTabs';
import { TotalsRow } from './TotalsRow';
import { PayWithdrawalDialog, RejectWithdrawalDialog, ReviewWithdrawalDialog } from './WithdrawalDialogs';
import { WITHDRAWAL_EXPORT_FIELDS } from '../shared/exportFields';

const STAGE_COLOR: Record<WithdrawalStage, 'warning' | 'info' | 'primary' | 'success' | 'default'> = {
  submitted: 'warning',
  first_approved: 'info',
  approved: 'primary',
  paid: 'success',
  rejected: 'default',
};

// The payout's parts (fee, bonus deduction, admin fee) show in the review dialog and in the column chooser;
// by default the table keeps amount and net payout, so it fits 1440 px.
const COLUMNS_KEY = 'money.orders.withdrawals.columns';

const filters = [
  <TextInput key="orderNo" source="orderNo" label="money.orders.col.orderNo" alwaysOn />,
  <TextInput key="username" source="username" label="money.orders.col.username" alwaysOn />,
];

const HIDDEN = ['isFirst', 'fee', 'bonusDeduction', 'adminFee', 'rejectReason'];
/** The table's column sources in order (null: the actions column), for the export of the visible ones. */
const EXPORT_COLUMNS = [...WITHDRAWAL_EXPORT_FIELDS, null];

const TOTAL_FIELDS = [
  { source: 'amount', label: 'money.orders.col.amount' },
  { source: 'netPayout', label: 'money.orders.col.netPayout' },
] as const;

type Dialog = 'review' | 'pay' | 'reject';

/**
 * access / withdrawal: the audit queue (the top-bar withdrawal counter opens it). Review shows the
 * turnover check first; orders at or above the threshold need a second, different reviewer; an
 * approved order is paid through an enabled payout channel; rejecting needs a reason.
 */
export default function WithdrawalOrderList() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const calls = useWithdrawalCalls();
  const canReview = useCanWrite('withdrawalOrder', ['admin', 'franchisee']);
  const [open, setOpen] = useState<{ record: WithdrawalOrder; dialog: Dialog } | null>(null);
  const button = (r: WithdrawalOrder, dialog: Dialog, label: string, color: 'primary' | 'error' = 'primary') => (
    <GuardedButton
      size="small"
      variant={color === 'primary' ? 'contained' : 'text'}
      color={color}
      data-testid={`${dialog}-${r.id}`}
      onClick={() => setOpen({ record: r, dialog })}
    >
      {translate(label)}
    </GuardedButton>
  );
  return (
    <Box data-testid="withdrawal-list">
      <List
        resource="withdrawalOrder"
        title="money.menu.withdrawal"
        filters={filters}
        filterDefaultValues={{ status: 1 }}
        sort={{ field: 'created_at', order: 'DESC' }}
        perPage={20}
        exporter={false}
        actions={
          <TopToolbar>
            <ColumnsButton storeKey={COLUMNS_KEY} />
            <ExportButton
              storeKey={COLUMNS_KEY}
              columns={EXPORT_COLUMNS}
              defaultHidden={HIDDEN}
              filename={translate('money.menu.withdrawal')}
            />
            <AutoRefresh />
          </TopToolbar>
        }
        pagination={<ListPagination />}
        {...usePopupList()}
      >
        <PopupFilters />
        <StatusTabs labels="money.orders.withdrawalStatus" />
        <DataTable<WithdrawalOrder & RaRecord> rowClick={false} bulkActionButtons={false} storeKey={COLUMNS_KEY} hiddenColumns={HIDDEN}>
          <DataTable.Col source="orderNo" label="money.orders.col.orderNo" disableSort />
          <DataTable.Col source="username" label="money.orders.col.username" disableSort />
          <DataTable.Col
            source="isFirst"
            label="money.orders.col.isFirstWithdrawal"
            disableSort
            render={(r) => (r.isFirst ? <Chip size="small" color="info" label={translate('money.orders.first')} /> : '-')}
          />
          <DataTable.Col source="amount" label="money.orders.col.amount">
            <MoneyField source="amount" />
          </DataTable.Col>
          <DataTable.Col source="fee" label="money.orders.col.fee" disableSort>
            <MoneyField source="fee" />
          </DataTable.Col>
          <DataTable.Col source="bonusDeduction" label="money.orders.col.bonusDeduction" disableSort>
            <MoneyField source="bonusDeduction" />
          </DataTable.Col>
          <DataTable.Col source="adminFee" label="money.orders.col.adminFee" disableSort>
            <MoneyField source="adminFee" />
          </DataTable.Col>
          <DataTable.Col source="netPayout" label="money.orders.col.netPayout" disableSort>
            <MoneyField source="netPayout" />
          </DataTable.Col>
          <DataTable.Col
            source="destination"
            label="money.orders.col.destination"
            disableSort
            render={(r) => <Destination json={r.destination} />}
          />
          <DataTable.Col source="created_at" label="money.orders.col.createdAt">
            <BombayDateField source="createdAt" />
          </DataTable.Col>
          <DataTable.Col
            source="stage"
            label="money.orders.col.status"
            disableSort
            render={(r) => (
              <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                <Chip
                  size="small"
                  color={STAGE_COLOR[r.stage as WithdrawalStage]}
                  label={translate(`money.orders.stage.${r.stage}`)}
                  data-testid={`stage-${r.id}`}
                />
                {r.needsSecondReview === 1 && r.stage !== 'paid' && r.stage !== 'rejected' && (
                  <Chip size="small" variant="outlined" label={translate('money.orders.twoReviewers')} />
                )}
              </Stack>
            )}
          />
          <DataTable.Col
            source="rejectReason"
            label="money.orders.col.rejectReason"
            disableSort
            render={(r) => r.rejectReason || r.remark || '-'}
          />
          <DataTable.Col
            label="money.orders.col.actions"
            className={ACTIONS_COLUMN}
            render={(row) => {
              const r = row as WithdrawalOrder;
              return canReview && r.stage !== 'paid' && r.stage !== 'rejected' ? (
                <Stack direction="row" spacing={1}>
                  {(r.stage === 'submitted' || r.stage === 'first_approved') && button(r, 'review', 'money.orders.audit')}
                  {r.stage === 'approved' && button(r, 'pay', 'money.orders.pay')}
                  {button(r, 'reject', 'money.orders.reject', 'error')}
                </Stack>
              ) : null;
            }}
          />
        </DataTable>
        <TotalsRow fields={[...TOTAL_FIELDS]} fetchTotals={(filter) => calls.totals(filter)} queryKey="withdrawalOrder" />
      </List>
      {open?.dialog === 'review' && <ReviewWithdrawalDialog record={open.record} onClose={() => setOpen(null)} onDone={refresh} />}
      {open?.dialog === 'pay' && <PayWithdrawalDialog record={open.record} onClose={() => setOpen(null)} onDone={refresh} />}
      {open?.dialog === 'reject' && <RejectWithdrawalDialog record={open.record} onClose={() => setOpen(null)} onDone={refresh} />}
    </Box>
  );
}
