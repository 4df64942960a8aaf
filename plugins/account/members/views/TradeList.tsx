import { Box } from '@mui/material';
import { List, SelectInput, TextInput, useTranslate } from 'react-admin';
import { BombayDateField, BombayDayInput, DataTable, ListPagination, MoneyField } from '../../../../src';
import type { MemberTrade as Trade } from '../memberCalls';

const TYPES = [
  'deposit',
  'withdraw_freeze',
  'withdraw_release',
  'withdraw_payout',
  'bet_stake',
  'bet_payout',
  'bet_refund',
  'rebate',
  'commission',
  'vip_reward',
  'coupon',
  'manual_credit',
  'manual_debit',
  'lucky_draw',
  'task_reward',
].map((id) => ({ id, name: `account.members.journalTypes.${id}` }));
const BUCKETS = ['cash', 'frozen', 'bonus'].map((id) => ({ id, name: `account.members.buckets.${id}` }));

const filters = [
  <TextInput key="username" source="username" label="account.members.columns.username" alwaysOn resettable />,
  <SelectInput key="type" source="type" label="account.members.detailTabs.ledger.type" choices={TYPES} alwaysOn />,
  <SelectInput key="bucket" source="bucket" label="account.members.detailTabs.ledger.bucket" choices={BUCKETS} />,
  <BombayDayInput key="startTime" source="startTime" label="account.members.filters.from" bound="start" alwaysOn />,
  <BombayDayInput key="endTime" source="endTime" label="account.members.filters.to" bound="end" alwaysOn />,
];

/** trade: every change to a member's balance (ledger postings), newest first, with the balance after it. */
export default function TradeList() {
  const translate = useTranslate();
  return (
    <List
      resource="memberTrade"
      title="account.menu.trade"
      perPage={20}
      sort={{ field: 'id', order: 'DESC' }}
      filters={filters}
      exporter={false}
      pagination={<ListPagination />}
    >
      <DataTable<Trade> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="createdAt" label="account.members.detailTabs.ledger.createdAt" disableSort>
          <BombayDateField source="createdAt" />
        </DataTable.Col>
        <DataTable.Col source="username" label="account.members.columns.username" disableSort />
        <DataTable.Col
          source="type"
          label="account.members.detailTabs.ledger.type"
          disableSort
          render={(r: Trade) => translate(`account.members.journalTypes.${r.type}`, { _: r.type })}
        />
        <DataTable.Col
          source="bucket"
          label="account.members.detailTabs.ledger.bucket"
          disableSort
          render={(r: Trade) => translate(`account.members.buckets.${r.bucket}`, { _: r.bucket })}
        />
        <DataTable.Col source="amount" label="account.members.detailTabs.ledger.amount" disableSort>
          <MoneyField source="amount" signed />
        </DataTable.Col>
        <DataTable.Col source="balanceAfter" label="account.members.detailTabs.ledger.balanceAfter" disableSort>
          <MoneyField source="balanceAfter" />
        </DataTable.Col>
        <DataTable.Col
          source="remark"
          label="account.members.detailTabs.ledger.remark"
          disableSort
          render={(r: Trade) => <Box component="span">{r.remark || '-'}</Box>}
        />
      </DataTable>
    </List>
  );
}
