import { Box } from '@mui/material';
import { List, type RaRecord } from 'react-admin';
import { BombayDateField, DataTable, ListPagination, MoneyField } from '../../../src';
import { formatBps, useRebateFilters } from './filters';
import type { RebateRecord } from './rebateCalls';
import { RebateStatusChip } from './RebateStatusChip';

const col = (key: string) => `money.rebate.col.${key}`;

/**
 * rebate_record: each member's rebate for a Bombay business day on a game — the day's valid
 * turnover, the rate and the amount, held, paid (with the ledger's paid time) or cancelled — with
 * promotion_statistics gives the totals. Read-only: the records are written by the rebate calculation.
 */
export default function RebateRecordList() {
  const filters = useRebateFilters('rebateRecordGame');
  return (
    <Box data-testid="rebate-record-list">
      <List
        resource="rebateRecord"
        title="money.menu.rebate_record"
        filters={filters}
        sort={{ field: 'businessDate', order: 'DESC' }}
        perPage={20}
        exporter={false}
        pagination={<ListPagination />}
        empty={false}
      >
        <DataTable<RebateRecord & RaRecord> rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="id" label={col('id')} />
          <DataTable.Col source="username" label={col('username')} disableSort render={(r) => `${r.username} (${r.memberId})`} />
          <DataTable.Col source="gameName" label={col('game')} disableSort render={(r) => r.gameName ?? '-'} />
          <DataTable.Col source="businessDate" label={col('businessDate')} />
          <DataTable.Col source="validTurnover" label={col('validTurnover')}><MoneyField source="validTurnover" /></DataTable.Col>
          <DataTable.Col source="rateBps" label={col('rate')} disableSort render={(r) => formatBps(r.rateBps)} />
          <DataTable.Col source="amount" label={col('amount')}><MoneyField source="amount" /></DataTable.Col>
          <DataTable.Col source="status" label={col('status')} disableSort render={(r) => <RebateStatusChip status={r.status} />} />
          <DataTable.Col source="createdAt" label={col('createdAt')} disableSort><BombayDateField source="createdAt" /></DataTable.Col>
          <DataTable.Col source="paidAt" label={col('paidAt')} disableSort><BombayDateField source="paidAt" /></DataTable.Col>
        </DataTable>
      </List>
    </Box>
  );
}
