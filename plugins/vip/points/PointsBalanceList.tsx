import { useState } from 'react';
import { Button, Chip } from '@mui/material';
import { List, NumberInput, TextInput, useRefresh, useTranslate } from 'react-admin';
import { DataTable, ListPagination, useCanWrite } from '../../../src';
import type { PointsBalanceRecord } from '../vipCalls';
import { AdjustDialog } from './AdjustDialog';
import { rangeError } from './pointsForm';

const filters = [
  <NumberInput key="memberId" source="memberId" label="vip.points.col.memberId" alwaysOn min={1} />,
  <TextInput key="username" source="username" label="vip.points.col.username" alwaysOn resettable />,
  <NumberInput key="vipLevel" source="vipLevel" label="vip.points.col.vipLevel" alwaysOn min={0} max={99} />,
  <NumberInput key="minPoints" source="minPoints" label="vip.points.minPoints" alwaysOn min={0} />,
  <NumberInput
    key="maxPoints"
    source="maxPoints"
    label="vip.points.maxPoints"
    alwaysOn
    min={0}
    validate={(value: unknown, all: Record<string, unknown>) => (rangeError(all.minPoints, value) ? 'vip.points.rangeInvalid' : undefined)}
  />,
];

/** Members' points balances with their filters; a writer can ask for a manual adjustment of a row. */
export function PointsBalanceList() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const canWrite = useCanWrite('vipPoints', ['admin', 'franchisee']);
  const [adjusting, setAdjusting] = useState<PointsBalanceRecord | null>(null);
  return (
    <List
      resource="vipPoints"
      title="vip.menu.integral_management"
      perPage={20}
      sort={{ field: 'points', order: 'DESC' }}
      filters={filters}
      exporter={false}
      pagination={<ListPagination />}
    >
      <DataTable<PointsBalanceRecord> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="id" label="vip.points.col.memberId" />
        <DataTable.Col source="username" label="vip.points.col.username" disableSort />
        <DataTable.Col source="nickname" label="vip.points.col.nickname" disableSort />
        <DataTable.Col source="franchiseeName" label="vip.points.col.franchisee" disableSort />
        <DataTable.Col
          source="vipLevel"
          label="vip.points.col.vipLevel"
          disableSort
          render={(r: PointsBalanceRecord) => `VIP ${r.vipLevel}`}
        />
        <DataTable.NumberCol source="points" label="vip.points.col.points" />
        <DataTable.Col
          source="pending"
          label="vip.points.col.pending"
          disableSort
          render={(r: PointsBalanceRecord) => (r.pending > 0 ? <Chip size="small" color="warning" label={r.pending} /> : '-')}
        />
        {canWrite && (
          <DataTable.Col
            label="vip.points.col.actions"
            disableSort
            render={(r: PointsBalanceRecord) => (
              <Button size="small" onClick={() => setAdjusting(r)} data-testid={`vip-points-adjust-${r.id}`}>
                {translate('vip.points.adjust')}
              </Button>
            )}
          />
        )}
      </DataTable>
      {adjusting && <AdjustDialog record={adjusting} onClose={() => setAdjusting(null)} onDone={refresh} />}
    </List>
  );
}
