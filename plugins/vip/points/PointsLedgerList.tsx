import { Chip } from '@mui/material';
import { List, NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { BombayDateField, DataTable, ListPagination } from '../../../src';
import { POINTS_KINDS, type PointsLedgerRecord } from '../vipCalls';
import { Signed } from './AdjustmentRequests';

const dateProps = { slotProps: { inputLabel: { shrink: true } } } as const;
const filters = [
  <NumberInput key="memberId" source="memberId" label="vip.points.col.memberId" alwaysOn min={1} />,
  <TextInput key="username" source="username" label="vip.points.col.username" alwaysOn resettable />,
  <SelectInput key="kind" source="kind" label="vip.points.col.kind" alwaysOn choices={POINTS_KINDS.map((k) => ({ id: k, name: `vip.points.kind.${k}` }))} />,
  <TextInput key="startDate" source="startDate" type="date" label="vip.points.startDate" alwaysOn {...dateProps} />,
  <TextInput key="endDate" source="endDate" type="date" label="vip.points.endDate" alwaysOn {...dateProps}
    validate={(value: unknown, all: Record<string, unknown>) => (typeof value === 'string' && value !== '' && typeof all.startDate === 'string' && all.startDate !== '' && value < all.startDate ? 'vip.points.rangeInvalid' : undefined)} />,
];

function Kind({ record }: { record: PointsLedgerRecord }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={record.kind === 'adjust' ? 'warning' : record.amount < 0 ? 'default' : 'primary'} label={translate(`vip.points.kind.${record.kind}`, { _: record.kind })} />;
}

function Operator({ record }: { record: PointsLedgerRecord }) {
  const translate = useTranslate();
  return <>{record.operator ?? translate('vip.points.system')}</>;
}

/** integral_detail: the points ledger, every change with the balance after it, its type, reason and who made and approved it (Bombay days). */
export default function PointsLedgerList() {
  return (
    <List resource="vipPointsLedger" title="vip.menu.integral_detail" perPage={20} sort={{ field: 'id', order: 'DESC' }} filters={filters} exporter={false} pagination={<ListPagination />}>
      <DataTable<PointsLedgerRecord> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="id" label="vip.points.col.id" disableSort />
        <DataTable.Col source="username" label="vip.points.col.username" disableSort render={(r: PointsLedgerRecord) => `${r.username} (${r.memberId})`} />
        <DataTable.Col source="kind" label="vip.points.col.kind" disableSort render={(r: PointsLedgerRecord) => <Kind record={r} />} />
        <DataTable.Col source="amount" label="vip.points.col.amount" disableSort render={(r: PointsLedgerRecord) => <Signed value={r.amount} />} />
        <DataTable.NumberCol source="balanceAfter" label="vip.points.col.balanceAfter" disableSort />
        <DataTable.Col source="reason" label="vip.points.col.reason" disableSort render={(r: PointsLedgerRecord) => r.reason ?? r.ref} />
        <DataTable.Col source="operator" label="vip.points.col.operator" disableSort render={(r: PointsLedgerRecord) => <Operator record={r} />} />
        <DataTable.Col source="checker" label="vip.points.col.checker" disableSort render={(r: PointsLedgerRecord) => r.checker ?? '-'} />
        <DataTable.Col source="createdAt" label="vip.points.col.createdAt" disableSort><BombayDateField source="createdAt" /></DataTable.Col>
      </DataTable>
    </List>
  );
}
