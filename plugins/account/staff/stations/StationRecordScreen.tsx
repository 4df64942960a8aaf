import { useState } from 'react';
import { Box, Button, Chip, Typography } from '@mui/material';
import { List, Pagination, ResourceContextProvider, SelectInput, TextInput, useTranslate } from 'react-admin';
import { ACTIONS_COLUMN, BombayDayInput, DataTable, formatBombay, formatPaise, useCanWrite } from '../../../../src';
import { StationQuotaDialog } from './StationQuotaDialog';
import { ACTIONS_SX, NOWRAP_HEAD, SCREEN_SX } from '../tableStyle';
import type { AnswerOf } from '../../../../shared/contract';
import type { staffStationContracts } from '../../shared/staffStationContract';

type Contracts = typeof staffStationContracts;
/** A station as station/api/query/station/list answers it. */
type StationRow = AnswerOf<Contracts['list']>['list'][number];
/** A quota change as station/api/query/station/record/list answers it. */
type RecordRow = AnswerOf<Contracts['recordList']>['list'][number];

const KINDS = [1, 2].map((id) => ({ id, name: `account.staff.stations.kinds.${id}` }));

/**
 * stationRecord: the stations in scope with their quota (the admin tops up or withdraws), and
 * the record of every quota change, 30 a page. A franchisee sees its own stations only.
 */
export default function StationRecordScreen() {
  const translate = useTranslate();
  // Quota moves are the admin's: a franchisee reads its stations' quota without changing it.
  const canMoveQuota = useCanWrite('staffStation', ['admin']);
  const [moving, setMoving] = useState<{ kind: 'topUp' | 'withdraw'; station: StationRow } | null>(null);

  return (
    <Box data-testid="station-record-screen" sx={{ ...SCREEN_SX, display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <ResourceContextProvider value="staffStation">
        <List
          perPage={30}
          disableSyncWithLocation
          exporter={false}
          empty={false}
          storeKey="account.staff.quota.stations"
          title="account.menu.stationRecord"
          pagination={<Pagination rowsPerPageOptions={[30]} />}
          filters={[<TextInput key="name" source="name" label="account.staff.stations.name" alwaysOn resettable />]}
        >
          <DataTable<StationRow> bulkActionButtons={false} rowClick={false} sx={NOWRAP_HEAD}>
            <DataTable.Col source="code" label="account.staff.franchisees.code" />
            <DataTable.Col source="name" label="account.staff.stations.name" />
            <DataTable.Col source="franchiseeName" label="account.staff.franchisee" disableSort />
            <DataTable.Col
              source="amount"
              label="account.staff.stations.quota"
              render={(r: StationRow) => <b data-testid={`quota-${r.code}`}>{formatPaise(r.amount)}</b>}
            />
            {canMoveQuota && (
              <DataTable.Col
                label="account.staff.actions"
                className={ACTIONS_COLUMN}
                render={(r: StationRow) => (
                  <Box sx={ACTIONS_SX}>
                    <Button size="small" onClick={() => setMoving({ kind: 'topUp', station: r })} data-testid={`topup-${r.code}`}>
                      {translate('account.staff.stations.topUp')}
                    </Button>
                    <Button
                      size="small"
                      color="warning"
                      onClick={() => setMoving({ kind: 'withdraw', station: r })}
                      data-testid={`withdraw-${r.code}`}
                    >
                      {translate('account.staff.stations.withdraw')}
                    </Button>
                  </Box>
                )}
              />
            )}
          </DataTable>
        </List>
      </ResourceContextProvider>

      <Box>
        <Typography variant="h6" sx={{ mb: 1 }}>
          {translate('account.staff.stations.records')}
        </Typography>
        <ResourceContextProvider value="stationQuotaRecord">
          <List
            perPage={30}
            disableSyncWithLocation
            exporter={false}
            empty={false}
            storeKey="account.staff.quota.records"
            sort={{ field: 'id', order: 'DESC' }}
            pagination={<Pagination rowsPerPageOptions={[30]} />}
            filters={[
              <SelectInput key="kind" source="kind" label="account.staff.stations.kind" choices={KINDS} alwaysOn />,
              <BombayDayInput key="startTime" source="startTime" label="account.staff.stations.from" bound="start" alwaysOn />,
              <BombayDayInput key="endTime" source="endTime" label="account.staff.stations.to" bound="end" alwaysOn />,
            ]}
          >
            <DataTable<RecordRow> bulkActionButtons={false} rowClick={false} sx={NOWRAP_HEAD}>
              <DataTable.Col
                source="createTime"
                label="account.staff.stations.time"
                render={(r: RecordRow) => formatBombay(r.createTime)}
              />
              <DataTable.Col source="stationName" label="account.staff.stations.name" disableSort />
              <DataTable.Col
                source="kind"
                label="account.staff.stations.kind"
                disableSort
                render={(r: RecordRow) => (
                  <Chip
                    size="small"
                    color={r.kind === 1 ? 'success' : 'warning'}
                    label={translate(`account.staff.stations.kinds.${r.kind}`)}
                  />
                )}
              />
              <DataTable.Col
                source="amount"
                label="account.staff.stations.amount"
                render={(r: RecordRow) => formatPaise(r.kind === 1 ? r.amount : -r.amount)}
              />
              <DataTable.Col
                source="balanceBefore"
                label="account.staff.stations.before"
                disableSort
                render={(r: RecordRow) => formatPaise(r.balanceBefore)}
              />
              <DataTable.Col
                source="balanceAfter"
                label="account.staff.stations.after"
                disableSort
                render={(r: RecordRow) => formatPaise(r.balanceAfter)}
              />
              <DataTable.Col source="operator" label="account.staff.stations.operator" disableSort />
              <DataTable.Col source="remark" label="account.staff.remark" disableSort />
            </DataTable>
          </List>
        </ResourceContextProvider>
      </Box>
      {moving && <StationQuotaDialog kind={moving.kind} station={moving.station} onClose={() => setMoving(null)} />}
    </Box>
  );
}
