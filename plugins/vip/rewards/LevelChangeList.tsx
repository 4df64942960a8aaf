import { Chip } from '@mui/material';
import { List, SelectInput, TextInput, useTranslate } from 'react-admin';
import { BombayDateField, BombayDayInput, DataTable, ListPagination, MoneyField } from '../../../src';
import type { LevelChangeRecord } from '../vipCalls';

const KINDS = ['promote', 'kept', 'fallback'] as const;

const filters = [
  <TextInput key="username" source="username" label="vip.changes.col.username" alwaysOn resettable />,
  <SelectInput
    key="kind"
    source="kind"
    label="vip.changes.col.kind"
    choices={KINDS.map((k) => ({ id: k, name: `vip.changes.kind.${k}` }))}
    alwaysOn
  />,
  <BombayDayInput key="startDate" source="startDate" bound="date" label="vip.changes.startDate" alwaysOn />,
  <BombayDayInput key="endDate" source="endDate" bound="date" label="vip.changes.endDate" alwaysOn />,
];

function Kind({ record }: { record: LevelChangeRecord }) {
  const translate = useTranslate();
  const color = record.kind === 'promote' ? 'success' : record.kind === 'fallback' ? 'warning' : 'info';
  return <Chip size="small" color={color} label={translate(`vip.changes.kind.${record.kind}`)} />;
}

/**
 * LevelFallback: every decision of the daily level evaluation, promotions and the 30-day rule's
 * levels kept or dropped (spec §9), with the valid bets it was based on and what was paid.
 */
export default function LevelChangeList() {
  return (
    <List
      resource="vipLevelChange"
      title="vip.menu.LevelFallback"
      perPage={20}
      empty={false}
      sort={{ field: 'id', order: 'DESC' }}
      filters={filters}
      exporter={false}
      pagination={<ListPagination />}
    >
      <DataTable<LevelChangeRecord> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="id" label="vip.changes.col.id" disableSort />
        <DataTable.Col source="username" label="vip.changes.col.username" disableSort />
        <DataTable.Col source="businessDate" label="vip.changes.col.businessDate" disableSort />
        <DataTable.Col source="kind" label="vip.changes.col.kind" disableSort render={(r: LevelChangeRecord) => <Kind record={r} />} />
        <DataTable.Col
          source="fromLevel"
          label="vip.changes.col.levels"
          disableSort
          render={(r: LevelChangeRecord) => `VIP ${r.fromLevel} → VIP ${r.toLevel}`}
        />
        <DataTable.Col source="monthlyBet" label="vip.changes.col.monthlyBet" disableSort>
          <MoneyField source="monthlyBet" />
        </DataTable.Col>
        <DataTable.Col source="weeklyBet" label="vip.changes.col.weeklyBet" disableSort>
          <MoneyField source="weeklyBet" />
        </DataTable.Col>
        <DataTable.Col source="reward" label="vip.changes.col.reward" disableSort>
          <MoneyField source="reward" />
        </DataTable.Col>
        <DataTable.NumberCol source="points" label="vip.changes.col.points" disableSort />
        <DataTable.Col source="createdAt" label="vip.changes.col.createdAt" disableSort>
          <BombayDateField source="createdAt" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
