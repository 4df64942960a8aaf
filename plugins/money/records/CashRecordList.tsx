import { Box } from '@mui/material';
import { List, SelectInput, TextInput, useTranslate, type RaRecord } from 'react-admin';
import { BombayDateField, DataTable, ListPagination, MoneyField, PopupFilters, usePopupList } from '../../../src';
import type { AnswerOf } from '../../../shared/contract';
import { businessNumber, MEMBER_JOURNAL_TYPES } from '../shared/cashRecords';
import type { ledgerRecordContracts } from '../shared/ledgerRecordContract';

const BUCKETS = ['cash', 'frozen', 'bonus'] as const;

/** One posting as chance-member-cash-record/list answers it. */
type CashRecord = AnswerOf<typeof ledgerRecordContracts.cashRecords>['list'][number];

function useFilters() {
  const translate = useTranslate();
  return [
    <TextInput key="username" source="username" label="money.records.col.username" alwaysOn />,
    <SelectInput
      key="type"
      source="type"
      label="money.records.col.type"
      alwaysOn
      emptyText="ra.action.clear_input_value"
      choices={MEMBER_JOURNAL_TYPES.map((id) => ({ id, name: translate(`money.records.type.${id}`) }))}
    />,
    <SelectInput
      key="bucket"
      source="bucket"
      label="money.records.col.bucket"
      alwaysOn
      emptyText="ra.action.clear_input_value"
      choices={BUCKETS.map((id) => ({ id, name: translate(`money.records.bucket.${id}`) }))}
    />,
  ];
}

/** member_cash_record: every posting on members' accounts (the ledger itself), newest first. */
export default function CashRecordList() {
  const translate = useTranslate();
  const filters = useFilters();
  return (
    <Box data-testid="cash-record-list">
      <List
        resource="memberCashRecord"
        title="money.menu.member_cash_record"
        filters={filters}
        filterDefaultValues={{ bucket: 'cash' }}
        sort={{ field: 'id', order: 'DESC' }}
        perPage={20}
        exporter={false}
        pagination={<ListPagination />}
        {...usePopupList()}
      >
        <PopupFilters />
        <DataTable<CashRecord & RaRecord> rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="id" label="money.records.col.id" />
          <DataTable.Col source="username" label="money.records.col.username" disableSort />
          <DataTable.Col
            source="type"
            label="money.records.col.type"
            disableSort
            render={(r) => translate(`money.records.type.${r.type}`, { _: r.type })}
          />
          <DataTable.Col
            source="bucket"
            label="money.records.col.bucket"
            disableSort
            render={(r) => translate(`money.records.bucket.${r.bucket}`)}
          />
          <DataTable.Col source="amount" label="money.records.col.amount" disableSort>
            <MoneyField source="amount" signed />
          </DataTable.Col>
          <DataTable.Col source="balanceAfter" label="money.records.col.balanceAfter" disableSort>
            <MoneyField source="balanceAfter" />
          </DataTable.Col>
          <DataTable.Col source="reference" label="money.records.col.reference" disableSort render={(r) => businessNumber(r.reference)} />
          <DataTable.Col source="operator" label="money.records.col.operator" disableSort render={(r) => r.operator ?? '-'} />
          <DataTable.Col source="createdAt" label="money.records.col.createdAt" disableSort>
            <BombayDateField source="createdAt" />
          </DataTable.Col>
        </DataTable>
      </List>
    </Box>
  );
}
