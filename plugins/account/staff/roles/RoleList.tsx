import { useState } from 'react';
import { Box, Button, Chip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { ColumnsButton, List, Pagination, TextInput, TopToolbar, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { ACTIONS_COLUMN, ConfirmActionButton, DataTable, formatBombay } from '../../../../src';
import { leavesOf } from './menuModel';
import { RoleDialog, type RoleRecord, type RoleRow } from './RoleDialog';
import { ACTIONS_SX, NOWRAP_HEAD, SCREEN_SX } from '../tableStyle';

type Row = RoleRow;

const filters = [<TextInput key="name" source="name" label="account.staff.roles.name" alwaysOn resettable />];

/** roleManagement: roles with their menu permissions and IP whitelist. */
export default function RoleList() {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [editing, setEditing] = useState<RoleRecord | 'new' | null>(null);

  return (
    <Box data-testid="role-list" sx={SCREEN_SX}>
      <List
        perPage={30}
        pagination={<Pagination rowsPerPageOptions={[30, 50, 100]} />}
        filters={filters}
        exporter={false}
        empty={false}
        title="account.menu.roleManagement"
        actions={
          <TopToolbar>
            <ColumnsButton storeKey="account.staff.roles.columns" />
            <Button startIcon={<AddIcon />} onClick={() => setEditing('new')} data-testid="role-create">
              {translate('account.staff.roles.create')}
            </Button>
          </TopToolbar>
        }
      >
        <DataTable<Row> bulkActionButtons={false} rowClick={false} sx={NOWRAP_HEAD} storeKey="account.staff.roles.columns">
          <DataTable.Col source="id" label="account.staff.id" />
          <DataTable.Col source="name" label="account.staff.roles.name" />
          <DataTable.Col
            label="account.staff.roles.menuCount"
            render={(r: Row) => (
              <Chip size="small" label={translate('account.staff.roles.menuCountValue', { count: leavesOf(r.menuList).length })} />
            )}
          />
          <DataTable.Col
            source="ipWhitelist"
            label="account.staff.ipWhitelist"
            render={(r: Row) => r.ipWhitelist || translate('account.staff.anyIp')}
          />
          <DataTable.Col source="userCount" label="account.staff.roles.userCount" />
          <DataTable.Col source="createTime" label="account.staff.createTime" render={(r: Row) => formatBombay(r.createTime)} />
          <DataTable.Col
            label="account.staff.actions"
            className={ACTIONS_COLUMN}
            render={(r: Row) => (
              <Box sx={ACTIONS_SX}>
                <Button size="small" onClick={() => setEditing(r)} data-testid={`role-edit-${r.id}`}>
                  {translate('ra.action.edit')}
                </Button>
                <ConfirmActionButton
                  label="ra.action.delete"
                  color="error"
                  disabled={r.builtIn || r.userCount > 0}
                  title="account.staff.roles.deleteTitle"
                  content="account.staff.roles.deleteContent"
                  translateOptions={{ name: r.name }}
                  data-testid={`role-delete-${r.id}`}
                  onConfirm={async () => {
                    await dataProvider.delete('staffRole', { id: r.id, previousData: r });
                    notify('account.staff.deleted', { type: 'success' });
                    refresh();
                  }}
                />
              </Box>
            )}
          />
        </DataTable>
      </List>
      {editing && <RoleDialog record={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Box>
  );
}
