import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import { DataTable, formatBombay, formatPaise, ServerTable } from '../../../src';
import type { AgentRecord } from './agentCalls';

type Row = RaRecord & Record<string, unknown>;
const money = (key: string) => (row: Row) => formatPaise(row[key] as number);
const time = (key: string) => (row: Row) => (row[key] ? formatBombay(row[key] as number) : '-');

export type LinesKind = 'members' | 'subAgents' | 'records';

// DataTable reads its columns from its direct children, so they are built here, not by a component.
function columns(kind: LinesKind, translate: (key: string) => string) {
  switch (kind) {
    case 'members':
      return [
        <DataTable.Col key="id" source="id" label="account.agents.col.id" />,
        <DataTable.Col key="username" source="username" label="account.agents.col.username" />,
        <DataTable.Col key="phone" source="phone" label="account.agents.col.phone" />,
        <DataTable.Col key="balance" source="balance" label="account.agents.col.balance" render={money('balance')} />,
        <DataTable.Col
          key="totalRecharge"
          source="totalRecharge"
          label="account.agents.col.totalRecharge"
          render={money('totalRecharge')}
        />,
        <DataTable.Col key="createdAt" source="createdAt" label="account.agents.col.createdAt" render={time('createdAt')} />,
      ];
    case 'subAgents':
      return [
        <DataTable.Col key="id" source="id" label="account.agents.col.id" />,
        <DataTable.Col key="username" source="username" label="account.agents.col.username" />,
        <DataTable.Col
          key="agentType"
          source="agentType"
          label="account.agents.col.agentType"
          render={(r: Row) => translate(`account.agents.type.${r.agentType as string}`)}
        />,
        <DataTable.Col key="memberCount" source="memberCount" label="account.agents.col.memberCount" />,
        <DataTable.Col
          key="status"
          source="status"
          label="account.agents.col.status"
          render={(r: Row) => translate(`account.agents.lockStatus.${r.status as number}`)}
        />,
      ];
    case 'records':
      return [
        <DataTable.Col key="createdAt" source="createdAt" label="account.agents.col.createdAt" render={time('createdAt')} />,
        <DataTable.Col
          key="kind"
          source="kind"
          label="account.agents.col.kind"
          render={(r: Row) => translate(`account.agents.quotaKind.${r.kind as string}`)}
        />,
        <DataTable.Col key="fromUsername" source="fromUsername" label="account.agents.col.from" />,
        <DataTable.Col key="toUsername" source="toUsername" label="account.agents.col.to" />,
        <DataTable.Col key="amount" source="amount" label="account.agents.col.amount" render={money('amount')} />,
        <DataTable.Col key="limitBefore" source="limitBefore" label="account.agents.col.limitBefore" render={money('limitBefore')} />,
        <DataTable.Col key="limitAfter" source="limitAfter" label="account.agents.col.limitAfter" render={money('limitAfter')} />,
        <DataTable.Col key="operator" source="operator" label="account.agents.col.operator" />,
        <DataTable.Col key="remark" source="remark" label="account.agents.col.remark" />,
      ];
  }
}

/** An agent's direct members, its direct sub-agents, or its quota records, in a dialog. */
export function LinesDialog({ record, kind, onClose }: { record: AgentRecord; kind: LinesKind; onClose(): void }) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const source = {
    members: { resource: 'downlineMember', filter: { agentId: record.id, direct: true }, title: 'account.agents.membersOf' },
    subAgents: { resource: 'downlineAgent', filter: { agentId: record.id, direct: true }, title: 'account.agents.subAgentsOf' },
    records: { resource: 'agentQuotaRecord', filter: { agentId: record.id }, title: 'account.agents.transferRecords' },
  }[kind];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle>{translate(source.title, { username: record.username })}</DialogTitle>
      <DialogContent>
        <ServerTable
          resource={source.resource}
          filter={source.filter}
          perPage={10}
          rowsPerPageOptions={[10]}
          empty={<Alert severity="info">{translate('account.agents.none')}</Alert>}
          data-testid={`agent-lines-${kind}`}
        >
          {columns(kind, translate)}
        </ServerTable>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
