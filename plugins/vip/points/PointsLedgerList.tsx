import { Chip } from '@mui/material';
import { List, NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { BombayDateField, BombayDayInput, DataTable, ListPagination } from '../../../src';
import { POINTS_KINDS, type PointsLedgerRecord } from '../vipCalls';
import { parsePointsRef, POINTS_REASON_KEYS } from '../shared/pointsLedger';
import { Signed } from './AdjustmentRequests';

const filters = [
  <NumberInput key="memberId" source="memberId" label="vip.points.col.memberId" alwaysOn min={1} />,
  <TextInput key="username" source="username" label="vip.points.col.username" alwaysOn resettable />,
  <SelectInput
    key="kind"
    source="kind"
    label="vip.points.col.kind"
    alwaysOn
    choices={POINTS_KINDS.map((k) => ({ id: k, name: `vip.points.kind.${k}` }))}
  />,
  <SelectInput
    key="reason"
    source="reason"
    label="vip.points.col.reason"
    alwaysOn
    choices={POINTS_REASON_KEYS.map((r) => ({ id: r, name: `vip.points.reasonName.${r}` }))}
  />,
  <BombayDayInput key="startDate" source="startDate" bound="date" label="vip.points.startDate" alwaysOn />,
  <BombayDayInput
    key="endDate"
    source="endDate"
    bound="date"
    label="vip.points.endDate"
    alwaysOn
    validate={(value: unknown, all: Record<string, unknown>) =>
      typeof value === 'string' && value !== '' && typeof all.startDate === 'string' && all.startDate !== '' && value < all.startDate
        ? 'vip.points.rangeInvalid'
        : undefined
    }
  />,
];

function Kind({ record }: { record: PointsLedgerRecord }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={record.kind === 'adjust' ? 'warning' : record.amount < 0 ? 'default' : 'primary'}
      label={translate(`vip.points.kind.${record.kind}`, { _: record.kind })}
    />
  );
}

/** Why the points moved: the adjuster's own words, otherwise the ref's reason as a sentence with its parameters. */
function Reason({ record }: { record: PointsLedgerRecord }) {
  const translate = useTranslate();
  if (record.reason) return <>{record.reason}</>;
  const parsed = parsePointsRef(record.ref);
  if (!parsed) return <>{record.ref}</>;
  const params = parsed.params.period === 'once' ? { ...parsed.params, period: translate('vip.points.oncePeriod') } : parsed.params;
  return <>{translate(`vip.points.refReason.${parsed.reason}`, params)}</>;
}

function Operator({ record }: { record: PointsLedgerRecord }) {
  const translate = useTranslate();
  return <>{record.operator ?? translate('vip.points.system')}</>;
}

/** integral_detail: the points ledger, every change with the balance after it, its type, reason and who made and approved it (Bombay days). */
export default function PointsLedgerList() {
  return (
    <List
      resource="vipPointsLedger"
      title="vip.menu.integral_detail"
      perPage={20}
      sort={{ field: 'id', order: 'DESC' }}
      filters={filters}
      exporter={false}
      pagination={<ListPagination />}
    >
      <DataTable<PointsLedgerRecord> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="id" label="vip.points.col.id" disableSort />
        <DataTable.Col
          source="username"
          label="vip.points.col.username"
          disableSort
          render={(r: PointsLedgerRecord) => `${r.username} (${r.memberId})`}
        />
        <DataTable.Col source="kind" label="vip.points.col.kind" disableSort render={(r: PointsLedgerRecord) => <Kind record={r} />} />
        <DataTable.Col
          source="amount"
          label="vip.points.col.amount"
          disableSort
          render={(r: PointsLedgerRecord) => <Signed value={r.amount} />}
        />
        <DataTable.NumberCol source="balanceAfter" label="vip.points.col.balanceAfter" disableSort />
        <DataTable.Col
          source="reason"
          label="vip.points.col.reason"
          disableSort
          render={(r: PointsLedgerRecord) => <Reason record={r} />}
        />
        <DataTable.Col
          source="operator"
          label="vip.points.col.operator"
          disableSort
          render={(r: PointsLedgerRecord) => <Operator record={r} />}
        />
        <DataTable.Col source="checker" label="vip.points.col.checker" disableSort render={(r: PointsLedgerRecord) => r.checker ?? '-'} />
        <DataTable.Col source="createdAt" label="vip.points.col.createdAt" disableSort>
          <BombayDateField source="createdAt" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
