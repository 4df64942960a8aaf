import { useState } from 'react';
import { Box, Button } from '@mui/material';
import CurrencyBitcoinIcon from '@mui/icons-material/CurrencyBitcoin';
import {
  List,
  ResourceContextProvider,
  TextInput,
  TopToolbar,
  useListContext,
  useRefresh,
  useTranslate,
  useUnselectAll,
} from 'react-admin';
import { ACTIONS_COLUMN, DataTable, GuardedButton, ListPagination, formatBombay, formatPaise, useCanWrite } from '../../../src';
import { QUEUE_RESOURCE, type QueuedWithdrawal } from './cryptoCalls';
import { PayCryptoDialog } from './PayCryptoDialog';

const LEAF = 'money_management/payment_management/VirtualCurrencyDisbursement';

const filters = [
  <TextInput key="orderNo" source="orderNo" label="money.crypto.col.orderNo" alwaysOn resettable />,
  <TextInput key="username" source="username" label="money.crypto.col.username" alwaysOn resettable />,
];

/** Pays the selected rows of this page in one disbursement. */
function PaySelectedButton({ disabled, onPay }: { disabled: boolean; onPay(rows: QueuedWithdrawal[]): void }) {
  const translate = useTranslate();
  const { data, selectedIds } = useListContext<QueuedWithdrawal>();
  const rows = (data ?? []).filter((r) => selectedIds.includes(r.id));
  return (
    <Button
      startIcon={<CurrencyBitcoinIcon />}
      disabled={disabled || rows.length === 0}
      onClick={() => onPay(rows)}
      data-testid="crypto-pay-selected"
    >
      {translate('money.crypto.paySelected', { count: rows.length })}
    </Button>
  );
}

/**
 * VirtualCurrencyDisbursement: approved withdrawals whose member asked for USDT, oldest approval
 * first; pay one, or select several of one franchisee and pay them in one disbursement through an
 * enabled virtual-currency channel at its current rate.
 */
export function DisbursementQueue() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(QUEUE_RESOURCE);
  const canWrite = useCanWrite(LEAF, ['admin', 'franchisee']);
  const [paying, setPaying] = useState<QueuedWithdrawal[] | null>(null);
  return (
    <ResourceContextProvider value={QUEUE_RESOURCE}>
      <Box data-testid="crypto-queue">
        <List
          title="money.menu.VirtualCurrencyDisbursement"
          storeKey="money.crypto.queue"
          perPage={20}
          disableSyncWithLocation
          exporter={false}
          empty={false}
          sort={{ field: 'reviewed_at', order: 'ASC' }}
          filters={filters}
          pagination={<ListPagination />}
          actions={<TopToolbar />}
        >
          <DataTable<QueuedWithdrawal> rowClick={false} bulkActionButtons={<PaySelectedButton disabled={!canWrite} onPay={setPaying} />}>
            <DataTable.Col source="orderNo" label="money.crypto.col.orderNo" disableSort />
            <DataTable.Col source="username" label="money.crypto.col.username" disableSort />
            <DataTable.Col
              source="amount"
              label="money.crypto.col.amount"
              disableSort
              render={(r: QueuedWithdrawal) => formatPaise(r.amount)}
            />
            <DataTable.Col
              source="net_payout"
              label="money.crypto.col.netPayout"
              render={(r: QueuedWithdrawal) => formatPaise(r.netPayout)}
            />
            <DataTable.Col source="chain" label="money.crypto.col.chain" disableSort render={(r: QueuedWithdrawal) => r.chain || '-'} />
            <DataTable.Col source="walletAddress" label="money.crypto.col.walletAddress" disableSort />
            <DataTable.Col
              source="reviewed_at"
              label="money.crypto.col.reviewedAt"
              render={(r: QueuedWithdrawal) => (r.reviewedAt ? formatBombay(r.reviewedAt) : '')}
            />
            <DataTable.Col
              label="money.crypto.col.actions"
              className={ACTIONS_COLUMN}
              render={(r: QueuedWithdrawal) => (
                <GuardedButton
                  size="small"
                  variant="contained"
                  disabled={!canWrite}
                  data-testid={`crypto-pay-${r.id}`}
                  onClick={() => setPaying([r])}
                >
                  {translate('money.crypto.pay')}
                </GuardedButton>
              )}
            />
          </DataTable>
        </List>
      </Box>
      {paying && (
        <PayCryptoDialog
          rows={paying}
          onClose={() => setPaying(null)}
          onDone={() => {
            unselectAll();
            refresh();
          }}
        />
      )}
    </ResourceContextProvider>
  );
}
