import { Box, Button } from '@mui/material';
import { List, ResourceContextProvider, TextInput, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ACTIONS_COLUMN, DataTable, ListPagination, formatBombay, formatPaise } from '../../../src';
import { formatRate, formatUsdt } from './usdt';
import { withListFilter } from '../../../shared/menuUrl';
import type { AnswerOf } from '../../../shared/contract';
import type { cryptoContracts } from '../shared/cryptoContract';
import { menuUrl } from '../../../shared/menuUrl';
import { MONEY_MENU } from '../shared/menuTree';

/** One disbursement batch, as chance-crypto-disbursement/batch/list answers it. */
type Batch = AnswerOf<typeof cryptoContracts.batches>['list'][number];

export const RECORD_PATH = menuUrl(MONEY_MENU.money_management.payment_management.virtualCurrency_disbursement_record.path);

const filters = [<TextInput key="batchNo" source="batchNo" label="money.crypto.col.batchNo" alwaysOn resettable />];

/**
 * virtual_currency_disbursement: every crypto disbursement made (one per pay action): channel,
 * the rate it was paid at, how many orders, ₹ and USDT totals, operator; opens its orders.
 */
export function DisbursementBatchList() {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <ResourceContextProvider value="cryptoDisbursementBatch">
      <Box data-testid="crypto-batches">
        <List
          title="money.menu.virtual_currency_disbursement"
          storeKey="money.crypto.batches"
          perPage={20}
          disableSyncWithLocation
          exporter={false}
          empty={false}
          sort={{ field: 'created_at', order: 'DESC' }}
          filters={filters}
          pagination={<ListPagination />}
        >
          <DataTable<Batch> bulkActionButtons={false} rowClick={false}>
            <DataTable.Col source="batchNo" label="money.crypto.col.batchNo" disableSort />
            <DataTable.Col
              source="channelName"
              label="money.crypto.col.channel"
              disableSort
              render={(r: Batch) => `${r.channelName} · ${r.cryptoNetwork || '-'}`}
            />
            <DataTable.Col source="rateX100" label="money.crypto.col.rate" disableSort render={(r: Batch) => formatRate(r.rateX100)} />
            <DataTable.Col source="orderCount" label="money.crypto.col.orderCount" disableSort />
            <DataTable.Col source="total_inr" label="money.crypto.col.totalInr" render={(r: Batch) => formatPaise(r.totalInr)} />
            <DataTable.Col
              source="totalUsdtMicro"
              label="money.crypto.col.totalUsdt"
              disableSort
              render={(r: Batch) => formatUsdt(r.totalUsdtMicro)}
            />
            <DataTable.Col source="txHash" label="money.crypto.col.txHash" disableSort render={(r: Batch) => r.txHash || '-'} />
            <DataTable.Col source="operator" label="money.crypto.col.operator" disableSort />
            <DataTable.Col source="created_at" label="money.crypto.col.paidAt" render={(r: Batch) => formatBombay(r.createdAt)} />
            <DataTable.Col
              label="money.crypto.col.actions"
              className={ACTIONS_COLUMN}
              render={(r: Batch) => (
                <Button
                  size="small"
                  data-testid={`crypto-batch-orders-${r.id}`}
                  onClick={() => navigate(withListFilter(RECORD_PATH, { batchNo: r.batchNo }))}
                >
                  {translate('money.crypto.viewOrders')}
                </Button>
              )}
            />
          </DataTable>
        </List>
      </Box>
    </ResourceContextProvider>
  );
}
