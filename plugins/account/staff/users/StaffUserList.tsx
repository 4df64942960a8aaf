import { useState } from 'react';
import { Box, Button, Chip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  ColumnsButton,
  List,
  Pagination,
  SelectInput,
  TextInput,
  TopToolbar,
  useDataProvider,
  useGetIdentity,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { ACTIONS_COLUMN, ConfirmActionButton, DataTable, formatBombay } from '../../../../src';
import { useStaffUserCalls } from '../staffCalls';
import { ResetStaffPasswordDialog } from './ResetStaffPasswordDialog';
import { StaffUserDialog, type StaffUserRecord, type StaffUserRow } from './StaffUserDialog';
import { ACTIONS_SX, SCREEN_SX } from '../tableStyle';

type Row = StaffUserRow;

const TYPES = [0, 1, 2].map((id) => ({ id, name: `account.staff.users.types.${id}` }));
const STATUSES = [0, 1].map((id) => ({ id, name: `account.staff.users.statuses.${id}` }));
const filters = [
  <TextInput key="username" source="username" label="account.staff.users.username" alwaysOn resettable />,
  <SelectInput key="type" source="type" label="account.staff.users.type" choices={TYPES} alwaysOn />,
  <SelectInput key="status" source="status" label="account.staff.users.status" choices={STATUSES} alwaysOn />,
];

/** userManagement: staff accounts (admin all; a franchisee its own franchisee's accounts). */
export default function StaffUserList() {
  const translate = useTranslate();
  const calls = useStaffUserCalls();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const { identity } = useGetIdentity();
  const [editing, setEditing] = useState<StaffUserRecord | 'new' | null>(null);
  const [resetting, setResetting] = useState<Row | null>(null);
  const isSelf = (r: Row) => identity !== undefined && String(identity.id) === String(r.id);

  return (
    <Box data-testid="staff-user-list" sx={SCREEN_SX}>
      <List
        perPage={30}
        pagination={<Pagination rowsPerPageOptions={[30, 50, 100]} />}
        filters={filters}
        exporter={false}
        empty={false}
        title="account.menu.userManagement"
        actions={
          <TopToolbar>
            <ColumnsButton storeKey="account.staff.users.columns" />
            <Button startIcon={<AddIcon />} onClick={() => setEditing('new')} data-testid="staff-create">
              {translate('account.staff.users.create')}
            </Button>
          </TopToolbar>
        }
      >
        <DataTable<Row>
          bulkActionButtons={false}
          rowClick={false}
          storeKey="account.staff.users.columns"
          hiddenColumns={['type', 'createTime', 'ipWhitelist', 'stationName', 'agentName']}
        >
          <DataTable.Col source="id" label="account.staff.id" />
          <DataTable.Col source="username" label="account.staff.users.username" />
          <DataTable.Col
            source="type"
            label="account.staff.users.type"
            render={(r: Row) => translate(`account.staff.users.types.${r.type}`)}
          />
          <DataTable.Col source="roleName" label="account.staff.users.role" disableSort />
          <DataTable.Col source="franchiseeName" label="account.staff.franchisee" disableSort />
          <DataTable.Col source="stationName" label="account.staff.station" disableSort />
          <DataTable.Col source="agentName" label="account.staff.agent" disableSort />
          <DataTable.Col
            source="ipWhitelist"
            label="account.staff.ipWhitelist"
            disableSort
            render={(r: Row) => r.ipWhitelist || translate('account.staff.anyIp')}
          />
          <DataTable.Col
            source="status"
            label="account.staff.users.status"
            disableSort
            render={(r: Row) => (
              <Chip
                size="small"
                color={r.status === 0 ? 'success' : 'default'}
                label={translate(`account.staff.users.statuses.${r.status}`)}
              />
            )}
          />
          <DataTable.Col
            source="lastLoginTime"
            label="account.staff.users.lastLogin"
            render={(r: Row) => (r.lastLoginTime ? `${formatBombay(r.lastLoginTime)} ${r.lastLoginIp ?? ''}` : '-')}
          />
          <DataTable.Col source="createTime" label="account.staff.createTime" render={(r: Row) => formatBombay(r.createTime)} />
          <DataTable.Col
            label="account.staff.actions"
            className={ACTIONS_COLUMN}
            render={(r: Row) => (
              <Box sx={ACTIONS_SX}>
                <Button size="small" onClick={() => setEditing(r)} data-testid={`staff-edit-${r.username}`}>
                  {translate('ra.action.edit')}
                </Button>
                <Button size="small" onClick={() => setResetting(r)}>
                  {translate('account.staff.users.resetPassword')}
                </Button>
                <ConfirmActionButton
                  label={r.status === 0 ? 'account.staff.users.lock' : 'account.staff.users.unlock'}
                  color="warning"
                  disabled={isSelf(r)}
                  title={r.status === 0 ? 'account.staff.users.lockTitle' : 'account.staff.users.unlockTitle'}
                  content="account.staff.users.lockContent"
                  translateOptions={{ username: r.username }}
                  data-testid={`staff-lock-${r.username}`}
                  onConfirm={async () => {
                    await calls.lock({ id: r.id, status: r.status === 0 ? 1 : 0 });
                    notify('account.staff.saved', { type: 'success' });
                    refresh();
                  }}
                />
                <ConfirmActionButton
                  label="ra.action.delete"
                  color="error"
                  disabled={isSelf(r)}
                  title="account.staff.users.deleteTitle"
                  content="account.staff.users.deleteContent"
                  translateOptions={{ username: r.username }}
                  data-testid={`staff-delete-${r.username}`}
                  onConfirm={async () => {
                    await dataProvider.delete('staffUser', { id: r.id, previousData: r });
                    notify('account.staff.deleted', { type: 'success' });
                    refresh();
                  }}
                />
              </Box>
            )}
          />
        </DataTable>
      </List>
      {editing && <StaffUserDialog record={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {resetting && <ResetStaffPasswordDialog user={resetting} onClose={() => setResetting(null)} />}
    </Box>
  );
}
