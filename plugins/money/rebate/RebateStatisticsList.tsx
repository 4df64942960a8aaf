import { Box } from '@mui/material';
import { List, type RaRecord } from 'react-admin';
import { DataTable, ListPagination, MoneyField } from '../../../src';
import { FilterTotals } from '../components/FilterTotals';
import { lastWeek, useRebateFilters } from './filters';
import { useRebateStatisticsCalls, type RebateDay } from './rebateCalls';
import { RecordsLink } from './RecordsLink';

const col = (key: string) => `money.rebate.col.${key}`;

/**
 * promotion_statistics: the rebates of each Bombay business day over the filter — members
 * rebated, records, turnover and the amounts paid, held and cancelled — with the range's totals;
 * a day opens its records.
 */
export default function RebateStatisticsList() {
  const filters = useRebateFilters('rebateStatisticsGame');
  const calls = useRebateStatisticsCalls();
  return (
    <Box data-testid="rebate-statistics-list">
      <List
        resource="rebateStatistics"
        title="money.menu.promotion_statistics"
        filters={filters}
        filterDefaultValues={lastWeek()}
        sort={{ field: 'businessDate', order: 'DESC' }}
        perPage={20}
        exporter={false}
        pagination={<ListPagination />}
        empty={false}
      >
        <DataTable<RebateDay & RaRecord> rowClick={false} bulkActionButtons={false}>
          <DataTable.Col
            source="businessDate"
            label={col('businessDate')}
            render={(r) => (
              <RecordsLink filter={{ startDate: r.businessDate, endDate: r.businessDate }} testId={`rebate-day-${r.businessDate}`}>
                {r.businessDate}
              </RecordsLink>
            )}
          />
          <DataTable.Col source="members" label={col('members')} />
          <DataTable.Col source="records" label={col('records')} disableSort />
          <DataTable.Col source="validTurnover" label={col('validTurnover')}>
            <MoneyField source="validTurnover" />
          </DataTable.Col>
          <DataTable.Col source="paidAmount" label={col('paidAmount')}>
            <MoneyField source="paidAmount" />
          </DataTable.Col>
          <DataTable.Col source="heldAmount" label={col('heldAmount')} disableSort>
            <MoneyField source="heldAmount" />
          </DataTable.Col>
          <DataTable.Col source="cancelledAmount" label={col('cancelledAmount')} disableSort>
            <MoneyField source="cancelledAmount" />
          </DataTable.Col>
        </DataTable>
        <FilterTotals
          queryKey="rebateStatistics"
          title="money.rebate.totals.title"
          countLabel="money.rebate.totals.days"
          fetchSums={(filter) => calls.sums(filter)}
          fields={[
            { source: 'validTurnover', label: 'money.rebate.totals.validTurnover' },
            { source: 'paidAmount', label: 'money.rebate.totals.paidAmount' },
            { source: 'heldAmount', label: 'money.rebate.totals.heldAmount' },
            { source: 'cancelledAmount', label: 'money.rebate.totals.cancelledAmount' },
          ]}
        />
      </List>
    </Box>
  );
}
