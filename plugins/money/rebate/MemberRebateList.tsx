import { Box } from '@mui/material';
import { List, type RaRecord } from 'react-admin';
import { DataTable, ListPagination, MoneyField } from '../../../src';
import { lastWeek, useRebateFilters } from './filters';
import { RecordsLink } from './RecordsLink';
import type { MemberRebate } from './rebateCalls';

const col = (key: string) => `money.rebate.col.${key}`;

/**
 * member_promotion_details: each member's rebates over the filter (day range, game, status) —
 * how many records, the turnover they were on, and the amounts paid, held and cancelled —
 * largest paid first; a member opens their records.
 */
export default function MemberRebateList() {
  const filters = useRebateFilters('rebateMemberGame');
  return (
    <Box data-testid="member-rebate-list">
      <List
        resource="rebateMember"
        title="money.menu.member_promotion_details"
        filters={filters}
        filterDefaultValues={lastWeek()}
        sort={{ field: 'paidAmount', order: 'DESC' }}
        perPage={20}
        exporter={false}
        pagination={<ListPagination />}
        empty={false}
      >
        <DataTable<MemberRebate & RaRecord> rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="memberId" label={col('memberId')} />
          <DataTable.Col
            source="username"
            label={col('username')}
            disableSort
            render={(r) => (
              <RecordsLink
                filter={{
                  memberId: r.memberId,
                  ...(r.firstDate && { startDate: r.firstDate }),
                  ...(r.lastDate && { endDate: r.lastDate }),
                }}
                testId={`rebate-member-${r.memberId}`}
              >
                {r.username}
              </RecordsLink>
            )}
          />
          <DataTable.Col source="records" label={col('records')} />
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
          <DataTable.Col source="firstDate" label={col('firstDate')} disableSort />
          <DataTable.Col source="lastDate" label={col('lastDate')} />
        </DataTable>
      </List>
    </Box>
  );
}
