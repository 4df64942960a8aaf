import { useEffect, useState } from 'react';
import { Box, Button, Chip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { List, Pagination, ResourceContextProvider, SelectInput, TextInput, TopToolbar, useListContext, useTranslate } from 'react-admin';
import { ACTIONS_COLUMN, DataTable, formatBombay, formatPaise } from '../../../../src';
import { OrgUnitDialog, type OrgRecord } from './OrgUnitDialog';
import { NOWRAP_HEAD, SCREEN_SX } from '../tableStyle';
import type { AnswerOf } from '../../../../shared/contract';
import type { staffFranchiseeContracts } from '../../shared/staffFranchiseeContract';
import type { staffStationContracts } from '../../shared/staffStationContract';

/** A franchisee as chance-franchisee/list answers it. */
type FranchiseeRow = AnswerOf<typeof staffFranchiseeContracts.list>['list'][number];
/** A station as station/api/query/station/list answers it. */
type StationRow = AnswerOf<typeof staffStationContracts.list>['list'][number];

const StatusChip = ({ status }: { status: number }) => {
  const translate = useTranslate();
  return (
    <Chip size="small" color={status === 0 ? 'success' : 'default'} label={translate(`account.staff.franchisees.statuses.${status}`)} />
  );
};

/** Remembers the franchisees shown, so the station dialog can offer them. */
function FranchiseeRows({ onEdit, onChoices }: { onEdit(r: FranchiseeRow): void; onChoices(list: { id: number; name: string }[]): void }) {
  const { data } = useListContext<FranchiseeRow>();
  const translate = useTranslate();
  useEffect(() => {
    if (data) onChoices(data.map((f) => ({ id: f.id, name: f.name })));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new page of rows changes the choices
  }, [data]);
  return (
    <DataTable<FranchiseeRow> bulkActionButtons={false} rowClick={false} sx={NOWRAP_HEAD}>
      <DataTable.Col source="id" label="account.staff.id" />
      <DataTable.Col source="code" label="account.staff.franchisees.code" />
      <DataTable.Col source="name" label="account.staff.franchisees.name" />
      <DataTable.Col source="stationCount" label="account.staff.franchisees.stationCount" disableSort />
      <DataTable.Col
        source="quota"
        label="account.staff.franchisees.quota"
        disableSort
        render={(r: FranchiseeRow) => formatPaise(r.quota)}
      />
      <DataTable.Col
        source="status"
        label="account.staff.status"
        disableSort
        render={(r: FranchiseeRow) => <StatusChip status={r.status} />}
      />
      <DataTable.Col source="createTime" label="account.staff.createTime" render={(r: FranchiseeRow) => formatBombay(r.createTime)} />
      <DataTable.Col
        label="account.staff.actions"
        className={ACTIONS_COLUMN}
        render={(r: FranchiseeRow) => (
          <Button size="small" onClick={() => onEdit(r)}>
            {translate('ra.action.edit')}
          </Button>
        )}
      />
    </DataTable>
  );
}

/** franchiseeManagement (admin): franchisees, and the stations of each with their quota. */
export default function FranchiseeScreen() {
  const translate = useTranslate();
  const [editing, setEditing] = useState<{ resource: 'staffFranchisee' | 'staffStation'; record: OrgRecord | null } | null>(null);
  const [choices, setChoices] = useState<{ id: number; name: string }[]>([]);
  const stationFilters = [
    <TextInput key="name" source="name" label="account.staff.stations.name" alwaysOn resettable />,
    <SelectInput key="franchiseeId" source="franchiseeId" label="account.staff.franchisee" choices={choices} alwaysOn />,
  ];

  return (
    <Box data-testid="franchisee-screen" sx={{ ...SCREEN_SX, display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <ResourceContextProvider value="staffFranchisee">
        <List
          perPage={30}
          disableSyncWithLocation
          exporter={false}
          empty={false}
          title="account.menu.franchiseeManagement"
          pagination={<Pagination rowsPerPageOptions={[30]} />}
          filters={[<TextInput key="name" source="name" label="account.staff.franchisees.name" alwaysOn resettable />]}
          actions={
            <TopToolbar>
              <Button startIcon={<AddIcon />} onClick={() => setEditing({ resource: 'staffFranchisee', record: null })}>
                {translate('account.staff.franchisees.create')}
              </Button>
            </TopToolbar>
          }
        >
          <FranchiseeRows
            onEdit={(r) => setEditing({ resource: 'staffFranchisee', record: r })}
            onChoices={(list) => setChoices((prev) => (JSON.stringify(prev) === JSON.stringify(list) ? prev : list))}
          />
        </List>
      </ResourceContextProvider>

      <Box>
        <Typography variant="h6" sx={{ mb: 1 }}>
          {translate('account.staff.franchisees.stations')}
        </Typography>
        <ResourceContextProvider value="staffStation">
          <List
            perPage={30}
            disableSyncWithLocation
            exporter={false}
            empty={false}
            storeKey="account.staff.franchisee.stations"
            pagination={<Pagination rowsPerPageOptions={[30]} />}
            filters={stationFilters}
            actions={
              <TopToolbar>
                <Button startIcon={<AddIcon />} onClick={() => setEditing({ resource: 'staffStation', record: null })}>
                  {translate('account.staff.franchisees.createStation')}
                </Button>
              </TopToolbar>
            }
          >
            <DataTable<StationRow> bulkActionButtons={false} rowClick={false} sx={NOWRAP_HEAD}>
              <DataTable.Col source="id" label="account.staff.id" />
              <DataTable.Col source="code" label="account.staff.franchisees.code" />
              <DataTable.Col source="name" label="account.staff.stations.name" />
              <DataTable.Col source="franchiseeName" label="account.staff.franchisee" disableSort />
              <DataTable.Col source="amount" label="account.staff.stations.quota" render={(r: StationRow) => formatPaise(r.amount)} />
              <DataTable.Col
                source="status"
                label="account.staff.status"
                disableSort
                render={(r: StationRow) => <StatusChip status={r.status} />}
              />
              <DataTable.Col source="createTime" label="account.staff.createTime" render={(r: StationRow) => formatBombay(r.createTime)} />
              <DataTable.Col
                label="account.staff.actions"
                className={ACTIONS_COLUMN}
                render={(r: StationRow) => (
                  <Button size="small" onClick={() => setEditing({ resource: 'staffStation', record: r })}>
                    {translate('ra.action.edit')}
                  </Button>
                )}
              />
            </DataTable>
          </List>
        </ResourceContextProvider>
      </Box>
      {editing && (
        <OrgUnitDialog resource={editing.resource} record={editing.record} franchisees={choices} onClose={() => setEditing(null)} />
      )}
    </Box>
  );
}
