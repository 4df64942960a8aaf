import { useState } from 'react';
import { Box, Chip, Stack } from '@mui/material';
import { ColumnsButton, List, TextInput, TopToolbar, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import {
  ACTIONS_COLUMN,
  BombayDateField,
  DataTable,
  GuardedButton,
  ListPagination,
  MoneyField,
  useCanWrite,
  PopupFilters,
  usePopupList,
} from '../../../src';
import { AutoRefresh } from './AutoRefresh';
import { ApproveDepositDialog, RejectDepositDialog } from './DepositDialogs';
import { DEPOSIT_RESOURCE, useDepositCalls, type DepositOrder } from './orderCalls';
import { StatusTabs } from './StatusTabs';
import { TotalsRow } from './TotalsRow';

export const STATUS_COLOR = { 1: 'warning', 2: 'success', 3: 'default' } as const;

// Credited amount, first-deposit flag, balance after and remark are one click away in the column chooser, so the default set fits 1440 px.
const COLUMNS_KEY = 'money.orders.deposits.columns';

const filters = [
  <TextInput key="orderNo" source="orderNo" label="money.orders.col.orderNo" alwaysOn />,
  <TextInput key="username" source="username" label="money.orders.col.username" alwaysOn />,
];

const TOTAL_FIELDS = [
  { source: 'amount', label: 'money.orders.col.amount' },
  { source: 'bonus', label: 'money.orders.col.bonus' },
  { source: 'creditedAmount', label: 'money.orders.col.creditedAmount' },
] as const;

/**
 * access / company_income and online_deposit: deposit orders of one kind, pending first (the top-bar
 * deposit counter opens the company ones), approve or reject each, page subtotal and grand total.
 */
export function DepositOrderList({ kind }: { kind: 'company' | 'online' }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const resource = DEPOSIT_RESOURCE[kind];
  const calls = useDepositCalls(kind);
  const canReview = useCanWrite(resource, ['admin', 'franchisee']);
  const [open, setOpen] = useState<{ record: DepositOrder; decision: 'approve' | 'reject' } | null>(null);
  return (
    <Box data-testid={`deposit-list-${kind}`}>
      <List
        resource={resource}
        title={kind === 'company' ? 'money.menu.company_income' : 'money.menu.online_deposit'}
        filters={filters}
        filterDefaultValues={{ status: 1 }}
        sort={{ field: 'created_at', order: 'DESC' }}
        perPage={20}
        exporter={false}
        actions={
          <TopToolbar>
            <ColumnsButton storeKey={COLUMNS_KEY} />
            <AutoRefresh />
          </TopToolbar>
        }
        pagination={<ListPagination />}
        {...usePopupList()}
      >
        <PopupFilters />
        <StatusTabs labels="money.orders.depositStatus" />
        <DataTable<DepositOrder & RaRecord>
          rowClick={false}
          bulkActionButtons={false}
          storeKey={COLUMNS_KEY}
          hiddenColumns={['creditedAmount', 'isFirst', 'balanceAfter', 'rejectReason']}
        >
          <DataTable.Col source="orderNo" label="money.orders.col.orderNo" disableSort />
          <DataTable.Col source="username" label="money.orders.col.username" disableSort />
          <DataTable.Col source="amount" label="money.orders.col.amount">
            <MoneyField source="amount" />
          </DataTable.Col>
          <DataTable.Col source="bonus" label="money.orders.col.bonus" disableSort>
            <MoneyField source="bonus" />
          </DataTable.Col>
          <DataTable.Col source="creditedAmount" label="money.orders.col.creditedAmount" disableSort>
            <MoneyField source="creditedAmount" />
          </DataTable.Col>
          <DataTable.Col source="payerName" label="money.orders.col.payerName" disableSort />
          <DataTable.Col source="utr" label="money.orders.col.utr" disableSort render={(r) => r.utr || '-'} />
          <DataTable.Col
            source="isFirst"
            label="money.orders.col.isFirst"
            disableSort
            render={(r) => (r.isFirst ? <Chip size="small" color="info" label={translate('money.orders.first')} /> : '-')}
          />
          <DataTable.Col source="created_at" label="money.orders.col.createdAt">
            <BombayDateField source="createdAt" />
          </DataTable.Col>
          <DataTable.Col
            source="status"
            label="money.orders.col.status"
            disableSort
            render={(r) => (
              <Chip size="small" color={STATUS_COLOR[r.status as 1 | 2 | 3]} label={translate(`money.orders.depositStatus.${r.status}`)} />
            )}
          />
          <DataTable.Col source="balanceAfter" label="money.orders.col.balanceAfter" disableSort>
            <MoneyField source="balanceAfter" />
          </DataTable.Col>
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
              const r = row as DepositOrder;
              return r.status === 1 && canReview ? (
                <Stack direction="row" spacing={1}>
                  <GuardedButton
                    size="small"
                    variant="contained"
                    data-testid={`approve-${r.id}`}
                    onClick={() => setOpen({ record: r, decision: 'approve' })}
                  >
                    {translate('money.orders.approve')}
                  </GuardedButton>
                  <GuardedButton
                    size="small"
                    color="error"
                    data-testid={`reject-${r.id}`}
                    onClick={() => setOpen({ record: r, decision: 'reject' })}
                  >
                    {translate('money.orders.reject')}
                  </GuardedButton>
                </Stack>
              ) : null;
            }}
          />
        </DataTable>
        <TotalsRow fields={[...TOTAL_FIELDS]} fetchTotals={(filter) => calls.totals(filter)} queryKey={resource} />
      </List>
      {open?.decision === 'approve' && <ApproveDepositDialog record={open.record} onClose={() => setOpen(null)} onDone={refresh} />}
      {open?.decision === 'reject' && <RejectDepositDialog record={open.record} onClose={() => setOpen(null)} onDone={refresh} />}
    </Box>
  );
}
