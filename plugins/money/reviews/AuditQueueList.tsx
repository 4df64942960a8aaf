import { Box } from '@mui/material';
import { List, TextInput, useTranslate, type RaRecord } from 'react-admin';
import { BombayDateField, DataTable, ListPagination } from '../../../src';
import { detailsColumn, orderColumns, useReviewKindFilter } from './reviewColumns';
import type { AnswerOf } from '../../../shared/contract';
import type { reviewContracts } from '../shared/reviewContract';

/** One order or request awaiting a decision, as chance-audit-queue/list answers it. */
type QueueRow = AnswerOf<typeof reviewContracts.queue>['list'][number];

function Waiting({ ms }: { ms: number }) {
  const translate = useTranslate();
  const minutes = Math.floor(ms / 60_000);
  return (
    <>
      {minutes < 60
        ? translate('money.reviews.minutes', { minutes })
        : translate('money.reviews.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })}
    </>
  );
}

/** ImmediateAuditQuery: what awaits a review now (deposits, withdrawals before payout, manual requests), oldest first. */
export default function AuditQueueList() {
  const translate = useTranslate();
  const filters = [
    useReviewKindFilter(),
    <TextInput key="orderNo" source="orderNo" label="money.reviews.col.orderNo" alwaysOn />,
    <TextInput key="username" source="username" label="money.reviews.col.username" alwaysOn />,
  ];
  return (
    <Box data-testid="audit-queue-list">
      <List
        resource="auditQueue"
        title="money.menu.ImmediateAuditQuery"
        filters={filters}
        sort={{ field: 'createdAt', order: 'ASC' }}
        perPage={20}
        exporter={false}
        pagination={<ListPagination />}
      >
        <DataTable<QueueRow & RaRecord> rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="createdAt" label="money.reviews.col.createdAt">
            <BombayDateField source="createdAt" />
          </DataTable.Col>
          <DataTable.Col source="waitingMs" label="money.reviews.col.waiting" disableSort render={(r) => <Waiting ms={r.waitingMs} />} />
          {orderColumns(translate)}
          <DataTable.Col
            source="stage"
            label="money.reviews.col.stage"
            disableSort
            render={(r) => translate(`money.reviews.stage.${r.stage}`)}
          />
          {detailsColumn()}
        </DataTable>
      </List>
    </Box>
  );
}
