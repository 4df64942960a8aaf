import { useState } from 'react';
import { Alert, Box, Chip, Tab, Tabs } from '@mui/material';
import {
  ColumnsButton,
  FilterButton,
  List,
  NumberInput,
  SelectInput,
  TextInput,
  TopToolbar,
  usePermissions,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import {
  ACTIONS_COLUMN,
  BombayDateField,
  DataTable,
  ListPagination,
  MoneyField,
  PopupFilters,
  useInPopup,
  usePopupList,
} from '../../../src';
import { MemberRecordsMenu } from '../members/MemberRecordsMenu';
import { tradeKindPreset } from './panels';

type Row = RaRecord & Record<string, unknown>;

/** Agents are told the lists are cut to their own downline (the server enforces it). */
function ScopeHint() {
  const translate = useTranslate();
  const { permissions } = usePermissions<{ role?: string }>();
  return permissions?.role === 'agent' || permissions?.role === 'agent2' ? (
    <Alert severity="info" sx={{ mt: 1 }}>
      {translate('account.agents.scopeHint')}
    </Alert>
  ) : null;
}

const toolbar = (storeKey: string) => (
  <TopToolbar>
    <FilterButton />
    <ColumnsButton storeKey={storeKey} />
  </TopToolbar>
);

/** offline_formal: formal members of the caller's downline (admin and franchisee: all in scope). */
export function DownlineMembers() {
  const translate = useTranslate();
  const filters = [
    <TextInput key="usernameKeyword" source="usernameKeyword" label="account.agents.filter.keyword" alwaysOn />,
    <TextInput key="phone" source="phone" label="account.agents.col.phone" />,
    <NumberInput key="agentId" source="agentId" label="account.agents.col.agent" />,
    <SelectInput
      key="status"
      source="status"
      label="account.agents.col.status"
      choices={[0, 1].map((id) => ({ id, name: translate(`account.agents.lockStatus.${id}`) }))}
    />,
  ];
  return (
    <Box data-testid="downline-members">
      <ScopeHint />
      <List
        resource="downlineMember"
        title="account.menu.offline_formal"
        filters={filters}
        sort={{ field: 'id', order: 'DESC' }}
        perPage={20}
        exporter={false}
        actions={toolbar('downline.members.columns')}
        pagination={<ListPagination />}
      >
        <DataTable<Row>
          storeKey="downline.members.columns"
          rowClick={false}
          bulkActionButtons={false}
          hiddenColumns={['nickname', 'createdAt']}
        >
          <DataTable.Col source="id" label="account.agents.col.id" />
          <DataTable.Col source="username" label="account.agents.col.username" />
          <DataTable.Col source="nickname" label="account.agents.col.nickname" disableSort />
          <DataTable.Col source="phone" label="account.agents.col.phone" disableSort />
          <DataTable.Col source="agentUsername" label="account.agents.col.agent" disableSort />
          <DataTable.Col source="vipLevel" label="account.agents.col.vipLevel" disableSort />
          <DataTable.Col source="balance" label="account.agents.col.balance" disableSort>
            <MoneyField source="balance" />
          </DataTable.Col>
          <DataTable.Col source="totalRecharge" label="account.agents.col.totalRecharge">
            <MoneyField source="totalRecharge" />
          </DataTable.Col>
          <DataTable.Col source="totalWithdrawal" label="account.agents.col.totalWithdrawal" disableSort>
            <MoneyField source="totalWithdrawal" />
          </DataTable.Col>
          <DataTable.Col source="totalBet" label="account.agents.col.totalBet" disableSort>
            <MoneyField source="totalBet" />
          </DataTable.Col>
          <DataTable.Col
            source="status"
            label="account.agents.col.status"
            disableSort
            render={(r) => translate(`account.agents.lockStatus.${r.status as number}`)}
          />
          <DataTable.Col source="createdAt" label="account.agents.col.createdAt">
            <BombayDateField source="createdAt" />
          </DataTable.Col>
          <DataTable.Col source="lastLoginAt" label="account.agents.col.lastLoginAt">
            <BombayDateField source="lastLoginAt" />
          </DataTable.Col>
          <DataTable.Col
            label="account.agents.col.actions"
            className={ACTIONS_COLUMN}
            render={(r) => <MemberRecordsMenu memberId={r.id} username={r.username} />}
          />
        </DataTable>
      </List>
    </Box>
  );
}

/** offline_formal_agent: agents of the caller's downline (an agent sees itself and below). */
export function DownlineAgents() {
  const translate = useTranslate();
  const filters = [
    <TextInput key="usernameKeyword" source="usernameKeyword" label="account.agents.filter.keyword" alwaysOn />,
    <SelectInput
      key="agentType"
      source="agentType"
      label="account.agents.col.agentType"
      choices={(['online', 'offline'] as const).map((id) => ({ id, name: translate(`account.agents.type.${id}`) }))}
    />,
    <SelectInput
      key="status"
      source="status"
      label="account.agents.col.status"
      choices={[0, 1].map((id) => ({ id, name: translate(`account.agents.lockStatus.${id}`) }))}
    />,
  ];
  return (
    <Box data-testid="downline-agents">
      <ScopeHint />
      <List
        resource="downlineAgent"
        title="account.menu.offline_formal_agent"
        filters={filters}
        sort={{ field: 'id', order: 'ASC' }}
        perPage={20}
        exporter={false}
        actions={toolbar('downline.agents.columns')}
        pagination={<ListPagination />}
      >
        <DataTable<Row> storeKey="downline.agents.columns" rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="id" label="account.agents.col.id" />
          <DataTable.Col source="username" label="account.agents.col.username" />
          <DataTable.Col
            source="agentType"
            label="account.agents.col.agentType"
            disableSort
            render={(r) => translate(`account.agents.type.${r.agentType as string}`)}
          />
          <DataTable.Col
            source="parentUsername"
            label="account.agents.col.parent"
            disableSort
            render={(r) => (r.parentUsername as string) ?? '-'}
          />
          <DataTable.Col source="level" label="account.agents.col.level" />
          <DataTable.Col source="memberCount" label="account.agents.col.memberCount" disableSort />
          <DataTable.Col source="subAgentCount" label="account.agents.col.subAgentCount" disableSort />
          <DataTable.Col source="inviteCode" label="account.agents.col.inviteCode" disableSort />
          <DataTable.Col
            source="status"
            label="account.agents.col.status"
            disableSort
            render={(r) => (
              <Chip
                size="small"
                color={r.status === 1 ? 'warning' : 'success'}
                label={translate(`account.agents.lockStatus.${r.status as number}`)}
              />
            )}
          />
          <DataTable.Col source="createdAt" label="account.agents.col.createdAt">
            <BombayDateField source="createdAt" />
          </DataTable.Col>
        </DataTable>
      </List>
    </Box>
  );
}

/** offline_formal_trade: deposits, withdrawals and bets of the caller's downline. */
export function DownlineTrades() {
  const translate = useTranslate();
  // In the popup (panel 9) a `type` preset opens its tab.
  const panel = useInPopup();
  const [kind, setKind] = useState<'deposit' | 'withdrawal' | 'bet'>(() => tradeKindPreset(panel?.presets.type) ?? 'deposit');
  const popupList = usePopupList();
  const filters = [
    <TextInput key="memberUsername" source="memberUsername" label="account.agents.col.member" alwaysOn />,
    <NumberInput key="agentId" source="agentId" label="account.agents.col.agent" />,
  ];
  return (
    <Box data-testid="downline-trades">
      <ScopeHint />
      <Tabs value={kind} onChange={(_, value) => setKind(value)} variant="scrollable">
        {(['deposit', 'withdrawal', 'bet'] as const).map((k) => (
          <Tab key={k} value={k} label={translate(`account.agents.tradeKind.${k}`)} data-testid={`trade-${k}`} />
        ))}
      </Tabs>
      <List
        key={kind}
        resource="downlineTrade"
        title="account.menu.offline_formal_trade"
        filter={{ kind }}
        filters={filters}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={20}
        exporter={false}
        disableSyncWithLocation
        pagination={<ListPagination />}
        {...popupList}
      >
        <PopupFilters />
        <DataTable<Row> rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="reference" label="account.agents.col.reference" disableSort />
          <DataTable.Col source="memberUsername" label="account.agents.col.member" disableSort />
          <DataTable.Col source="agentUsername" label="account.agents.col.agent" disableSort />
          <DataTable.Col source="amount" label="account.agents.col.amount">
            <MoneyField source="amount" />
          </DataTable.Col>
          {kind === 'bet' && (
            <DataTable.Col source="payout" label="account.agents.col.payout" disableSort>
              <MoneyField source="payout" />
            </DataTable.Col>
          )}
          {kind !== 'bet' && (
            <DataTable.Col
              source="status"
              label="account.agents.col.status"
              disableSort
              render={(r) => translate(`account.agents.orderStatus.${r.status as number}`)}
            />
          )}
          <DataTable.Col source="createdAt" label="account.agents.col.createdAt">
            <BombayDateField source="createdAt" />
          </DataTable.Col>
        </DataTable>
      </List>
    </Box>
  );
}
