import { Box } from '@mui/material';
import { List, TextInput, TopToolbar, useNotify, useRefresh } from 'react-admin';
import {
  ACTIONS_COLUMN,
  BombayDateField,
  ConfirmActionButton,
  DataTable,
  ListPagination,
  MoneyField,
  useCanWrite,
  PopupFilters,
  usePopupList,
} from '../../../src';
import { MEMBER_WRITERS, useTrialMemberCalls, type MemberRecord } from './memberCalls';

const filters = [
  <TextInput key="username" source="username" label="account.members.columns.username" alwaysOn resettable />,
  <TextInput key="phone" source="phone" label="account.members.columns.phone" alwaysOn resettable />,
];

/** vip / trialMember: demo-money players (left out of reports): list, lock/unlock, delete. */
export default function TrialMemberList() {
  const calls = useTrialMemberCalls();
  const notify = useNotify();
  const refresh = useRefresh();
  const canWrite = useCanWrite('trialMember', MEMBER_WRITERS);
  const act = (call: () => Promise<unknown>) => async () => {
    await call();
    notify('account.members.done', { type: 'success' });
    refresh();
  };
  return (
    <Box data-testid="trial-member-list">
      <List
        resource="trialMember"
        title="account.menu.trialMember"
        perPage={20}
        sort={{ field: 'id', order: 'DESC' }}
        filters={filters}
        exporter={false}
        actions={<TopToolbar />}
        pagination={<ListPagination />}
        {...usePopupList()}
      >
        <PopupFilters />
        <DataTable<MemberRecord> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="id" label="account.members.columns.id" />
          <DataTable.Col source="username" label="account.members.columns.username" />
          <DataTable.Col source="nickname" label="account.members.columns.nickname" disableSort />
          <DataTable.Col source="phone" label="account.members.columns.phone" disableSort />
          <DataTable.Col source="agentName" label="account.members.columns.agentName" disableSort />
          <DataTable.Col source="balance" label="account.members.columns.balance">
            <MoneyField source="balance" />
          </DataTable.Col>
          <DataTable.Col source="createdAt" label="account.members.columns.createdAt">
            <BombayDateField source="createdAt" />
          </DataTable.Col>
          <DataTable.Col source="lastLoginAt" label="account.members.columns.lastLoginAt">
            <BombayDateField source="lastLoginAt" />
          </DataTable.Col>
          {canWrite && (
            <DataTable.Col<MemberRecord>
              label="account.members.actions"
              className={ACTIONS_COLUMN}
              render={(r) => (
                <Box sx={{ display: 'flex', gap: 0.5 }}>
                  <ConfirmActionButton
                    label={r.status === 1 ? 'account.members.unlock' : 'account.members.lock'}
                    color={r.status === 1 ? 'success' : 'warning'}
                    title={r.status === 1 ? 'account.members.unlockTitle' : 'account.members.lockTitle'}
                    content={r.status === 1 ? 'account.members.unlockContent' : 'account.members.lockContent'}
                    translateOptions={{ username: r.username }}
                    onConfirm={act(() => calls.lock({ ids: [r.id], status: r.status === 1 ? 0 : 1 }))}
                  />
                  <ConfirmActionButton
                    label="account.members.delete"
                    color="error"
                    title="account.members.deleteTitle"
                    content="account.members.deleteContent"
                    translateOptions={{ username: r.username }}
                    onConfirm={act(() => calls.delete({ ids: [r.id] }))}
                  />
                </Box>
              )}
            />
          )}
        </DataTable>
      </List>
    </Box>
  );
}
