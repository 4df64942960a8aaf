import { useState } from 'react';
import { Box, Chip, ToggleButton, ToggleButtonGroup } from '@mui/material';
import {
  ColumnsButton,
  FilterButton,
  List,
  SelectInput,
  TextInput,
  TopToolbar,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import {
  ACTIONS_COLUMN,
  BombayDateField,
  DataTable,
  GuardedButton,
  ListPagination,
  MoneyField,
  PopupFilters,
  usePopupList,
} from '../../../src';
import { AgentFormDialog } from './AgentFormDialog';
import { AgentRowActions, type AgentDialogKind } from './AgentRowActions';
import { DefaultAgentDialog } from './DefaultAgentDialog';
import { agentResource, type AgentRecord, type AgentType } from './agentCalls';
import { LinesDialog } from './LinesDialog';
import { SetQuotaDialog, TransferQuotaDialog } from './AgentQuotaDialogs';
import { ResetAgentPasswordDialog } from './ResetAgentPasswordDialog';

type Row = AgentRecord & RaRecord;

function Dialogs({
  type,
  open,
  onClose,
}: {
  type: AgentType;
  open: { kind: AgentDialogKind | 'create'; record?: AgentRecord };
  onClose(): void;
}) {
  const refresh = useRefresh();
  const { kind, record } = open;
  if (kind === 'create') return <AgentFormDialog type={type} onClose={onClose} onDone={refresh} />;
  if (!record) return null;
  switch (kind) {
    case 'edit':
      return <AgentFormDialog type={type} record={record} onClose={onClose} onDone={refresh} />;
    case 'createChild':
      return <AgentFormDialog type={type} parent={record} onClose={onClose} onDone={refresh} />;
    case 'resetPassword':
      return <ResetAgentPasswordDialog record={record} onClose={onClose} onDone={refresh} />;
    case 'setQuota':
      return <SetQuotaDialog record={record} onClose={onClose} onDone={refresh} />;
    case 'transferQuota':
      return <TransferQuotaDialog record={record} onClose={onClose} onDone={refresh} />;
    default:
      return <LinesDialog record={record} kind={kind} onClose={onClose} />;
  }
}

/** shareholder / offline_agent: offline (cash, quota) and online (referral) agents, managed in scope. */
export default function AgentList() {
  const translate = useTranslate();
  const [type, setType] = useState<AgentType>('offline');
  const [open, setOpen] = useState<{ kind: AgentDialogKind | 'create'; record?: AgentRecord } | null>(null);
  const [defaults, setDefaults] = useState(false);
  const storeKey = `agents.${type}.columns`;
  const filters = [
    <TextInput key="usernameKeyword" source="usernameKeyword" label="account.agents.filter.keyword" alwaysOn />,
    <TextInput key="phone" source="phone" label="account.agents.col.phone" />,
    <SelectInput
      key="status"
      source="status"
      label="account.agents.col.status"
      choices={[0, 1].map((id) => ({ id, name: translate(`account.agents.lockStatus.${id}`) }))}
    />,
  ];
  return (
    <Box data-testid="agent-list">
      <ToggleButtonGroup
        exclusive
        size="small"
        value={type}
        onChange={(_, value: AgentType | null) => value && setType(value)}
        sx={{ mt: 1 }}
      >
        <ToggleButton value="offline" data-testid="agents-offline">
          {translate('account.agents.offline')}
        </ToggleButton>
        <ToggleButton value="online" data-testid="agents-online">
          {translate('account.agents.online')}
        </ToggleButton>
      </ToggleButtonGroup>
      <List
        key={type}
        resource={agentResource(type)}
        title="account.menu.offline_agent"
        filters={filters}
        sort={{ field: 'id', order: 'DESC' }}
        perPage={20}
        exporter={false}
        disableSyncWithLocation
        pagination={<ListPagination />}
        actions={
          <TopToolbar>
            <FilterButton />
            <ColumnsButton storeKey={storeKey} />
            <GuardedButton size="small" data-testid="default-agent" onClick={() => setDefaults(true)}>
              {translate('account.agents.defaultAgent')}
            </GuardedButton>
            <GuardedButton size="small" variant="contained" data-testid="agent-create" onClick={() => setOpen({ kind: 'create' })}>
              {translate('account.agents.create')}
            </GuardedButton>
          </TopToolbar>
        }
        {...usePopupList()}
      >
        <PopupFilters />
        <DataTable<Row>
          storeKey={storeKey}
          rowClick={false}
          bulkActionButtons={false}
          hiddenColumns={['promotionSite', 'remark', 'phone', 'rebateBps', 'level', 'subAgentCount', 'inviteCode', 'createdAt']}
        >
          <DataTable.Col source="id" label="account.agents.col.id" />
          <DataTable.Col source="username" label="account.agents.col.username" />
          <DataTable.Col source="stationName" label="account.agents.col.station" disableSort />
          <DataTable.Col source="parentUsername" label="account.agents.col.parent" disableSort render={(r) => r.parentUsername ?? '-'} />
          <DataTable.Col source="level" label="account.agents.col.level" />
          {type === 'offline' && (
            <DataTable.Col source="quotaLimit" label="account.agents.col.quotaLimit">
              <MoneyField source="quotaLimit" />
            </DataTable.Col>
          )}
          {type === 'offline' && (
            <DataTable.Col source="quotaAvailable" label="account.agents.col.quotaAvailable" disableSort>
              <MoneyField source="quotaAvailable" />
            </DataTable.Col>
          )}
          <DataTable.Col source="memberCount" label="account.agents.col.memberCount" disableSort />
          <DataTable.Col source="subAgentCount" label="account.agents.col.subAgentCount" disableSort />
          <DataTable.Col
            source="rebateBps"
            label="account.agents.col.rebate"
            disableSort
            render={(r) => `${(r.rebateBps / 100).toFixed(2)}%`}
          />
          <DataTable.Col source="inviteCode" label="account.agents.col.inviteCode" disableSort />
          <DataTable.Col source="phone" label="account.agents.col.phone" disableSort />
          <DataTable.Col source="promotionSite" label="account.agents.col.promotionSite" disableSort />
          <DataTable.Col source="remark" label="account.agents.col.remark" disableSort />
          <DataTable.Col
            source="status"
            label="account.agents.col.status"
            disableSort
            render={(r) => (
              <Chip
                size="small"
                color={r.status === 1 ? 'warning' : 'success'}
                label={translate(`account.agents.lockStatus.${r.status}`)}
              />
            )}
          />
          <DataTable.Col source="createdAt" label="account.agents.col.createdAt">
            <BombayDateField source="createdAt" />
          </DataTable.Col>
          <DataTable.Col
            label="account.agents.col.actions"
            className={ACTIONS_COLUMN}
            render={(r) => <AgentRowActions record={r as Row} onOpen={(kind) => setOpen({ kind, record: r as Row })} />}
          />
        </DataTable>
      </List>
      {open && <Dialogs type={type} open={open} onClose={() => setOpen(null)} />}
      {defaults && <DefaultAgentDialog onClose={() => setDefaults(false)} />}
    </Box>
  );
}
