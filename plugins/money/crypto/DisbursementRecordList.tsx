import { Box } from '@mui/material';
import { List, ResourceContextProvider, TextInput } from 'react-admin';
import { DataTable, ListPagination, formatBombay, formatPaise } from '../../../src';
import { formatRate, formatUsdt } from './usdt';
import type { AnswerOf } from '../../../shared/contract';
import type { cryptoContracts } from '../shared/cryptoContract';

/** One order paid in USDT, as chance-crypto-disbursement/record/list answers it. */
type PayoutRecord = AnswerOf<typeof cryptoContracts.records>['list'][number];

const filters = [
  <TextInput key="orderNo" source="orderNo" label="money.crypto.col.orderNo" alwaysOn resettable />,
  <TextInput key="username" source="username" label="money.crypto.col.username" alwaysOn resettable />,
  <TextInput key="batchNo" source="batchNo" label="money.crypto.col.batchNo" alwaysOn resettable />,
];

/** virtualCurrency_disbursement_record: each withdrawal paid in USDT, with the rate used and the amount sent. */
export function DisbursementRecordList() {
  return (
    <ResourceContextProvider value="cryptoDisbursementRecord">
      <Box data-testid="crypto-records">
        {/* Synced with the address, so a batch's "orders" link opens this list filtered on it. */}
        <List
          title="money.menu.virtualCurrency_disbursement_record"
          storeKey="money.crypto.records"
          perPage={20}
          exporter={false}
          empty={false}
          sort={{ field: 'created_at', order: 'DESC' }}
          filters={filters}
          pagination={<ListPagination />}
        >
          <DataTable<PayoutRecord> bulkActionButtons={false} rowClick={false}>
            <DataTable.Col source="orderNo" label="money.crypto.col.orderNo" disableSort />
            <DataTable.Col source="username" label="money.crypto.col.username" disableSort />
            <DataTable.Col
              source="amount"
              label="money.crypto.col.amount"
              disableSort
              render={(r: PayoutRecord) => formatPaise(r.amount)}
            />
            <DataTable.Col source="inr_amount" label="money.crypto.col.netPayout" render={(r: PayoutRecord) => formatPaise(r.inrAmount)} />
            <DataTable.Col
              source="rateX100"
              label="money.crypto.col.rate"
              disableSort
              render={(r: PayoutRecord) => formatRate(r.rateX100)}
            />
            <DataTable.Col
              source="usdtMicro"
              label="money.crypto.col.usdt"
              disableSort
              render={(r: PayoutRecord) => formatUsdt(r.usdtMicro)}
            />
            <DataTable.Col
              source="walletAddress"
              label="money.crypto.col.walletAddress"
              disableSort
              render={(r: PayoutRecord) => `${r.cryptoNetwork ? `${r.cryptoNetwork} · ` : ''}${r.walletAddress}`}
            />
            <DataTable.Col source="channelName" label="money.crypto.col.channel" disableSort />
            <DataTable.Col source="batchNo" label="money.crypto.col.batchNo" disableSort />
            <DataTable.Col source="txHash" label="money.crypto.col.txHash" disableSort render={(r: PayoutRecord) => r.txHash || '-'} />
            <DataTable.Col source="operator" label="money.crypto.col.operator" disableSort />
            <DataTable.Col source="created_at" label="money.crypto.col.paidAt" render={(r: PayoutRecord) => formatBombay(r.createdAt)} />
          </DataTable>
        </List>
      </Box>
    </ResourceContextProvider>
  );
}
