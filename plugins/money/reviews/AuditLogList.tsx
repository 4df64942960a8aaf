import { Box } from '@mui/material';
import { ColumnsButton, List, SelectInput, TextInput, TopToolbar, useTranslate, type RaRecord } from 'react-admin';
import { BombayDateField, DataTable, ListPagination } from '../../../src';
import { detailsColumn, orderColumns, useReviewKindFilter } from './reviewColumns';
import type { AnswerOf } from '../../../shared/contract';
import type { reviewContracts } from '../shared/reviewContract';

/** One decision, as chance-audit-log/list answers it. */
type LogRow = AnswerOf<typeof reviewContracts.log>['list'][number];

const DECISIONS = ['approve', 'reject', 'pay'] as const;

function useFilters() {
  const translate = useTranslate();
  return [
    useReviewKindFilter(),
    <SelectInput
      key="decision"
      source="decision"
      label="money.reviews.col.decision"
      alwaysOn
      emptyText="ra.action.clear_input_value"
      choices={DECISIONS.map((id) => ({ id, name: translate(`money.reviews.decision.${id}`) }))}
    />,
    <TextInput key="orderNo" source="orderNo" label="money.reviews.col.orderNo" alwaysOn />,
    <TextInput key="username" source="username" label="money.reviews.col.username" />,
    <TextInput key="reviewer" source="reviewer" label="money.reviews.col.reviewer" alwaysOn />,
  ];
}

/** audit_log: every review decision on deposits, withdrawals (each step) and manual requests, newest first. */
export default function AuditLogList() {
  const translate = useTranslate();
  const filters = useFilters();
  return (
    <Box data-testid="audit-log-list">
      <List
        resource="auditLog"
        title="money.menu.audit_log"
        filters={filters}
        sort={{ field: 'decidedAt', order: 'DESC' }}
        perPage={20}
        exporter={false}
        pagination={<ListPagination />}
        actions={
          <TopToolbar>
            <ColumnsButton storeKey="money.reviews.log.columns" />
          </TopToolbar>
        }
      >
        {/* The review step and the reason are one click away in the column chooser (the reason also shows on the order's details), so the default set fits 1440 px in en whatever the reviewers wrote. */}
        <DataTable<LogRow & RaRecord>
          rowClick={false}
          bulkActionButtons={false}
          storeKey="money.reviews.log.columns"
          hiddenColumns={['step', 'reason']}
        >
          <DataTable.Col source="decidedAt" label="money.reviews.col.decidedAt">
            <BombayDateField source="decidedAt" />
          </DataTable.Col>
          {orderColumns(translate)}
          <DataTable.Col
            source="decision"
            label="money.reviews.col.decision"
            disableSort
            render={(r) => translate(`money.reviews.decision.${r.decision}`)}
          />
          <DataTable.Col source="step" label="money.reviews.col.step" disableSort />
          <DataTable.Col source="reviewer" label="money.reviews.col.reviewer" disableSort render={(r) => r.reviewer ?? '-'} />
          <DataTable.Col source="reason" label="money.reviews.col.reason" disableSort render={(r) => r.reason || '-'} />
          {detailsColumn()}
        </DataTable>
      </List>
    </Box>
  );
}
