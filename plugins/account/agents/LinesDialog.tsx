import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatBombay, formatPaise } from '../../../src';
import type { AgentRecord } from './agentCalls';
import { RemoteTable, type RemoteColumn } from './RemoteTable';

type Row = { id: number } & Record<string, unknown>;
const money = (key: string) => (row: Row) => formatPaise(row[key] as number);
const time = (key: string) => (row: Row) => (row[key] ? formatBombay(row[key] as number) : '-');

export type LinesKind = 'members' | 'subAgents' | 'records';

/** An agent's direct members, its direct sub-agents, or its quota records, in a dialog. */
export function LinesDialog({ record, kind, onClose }: { record: AgentRecord; kind: LinesKind; onClose(): void }) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const columns: Record<LinesKind, RemoteColumn<Row>[]> = {
    members: [
      { key: 'id', label: 'account.agents.col.id' },
      { key: 'username', label: 'account.agents.col.username' },
      { key: 'phone', label: 'account.agents.col.phone' },
      { key: 'balance', label: 'account.agents.col.balance', render: money('balance') },
      { key: 'totalRecharge', label: 'account.agents.col.totalRecharge', render: money('totalRecharge') },
      { key: 'createdAt', label: 'account.agents.col.createdAt', render: time('createdAt') },
    ],
    subAgents: [
      { key: 'id', label: 'account.agents.col.id' },
      { key: 'username', label: 'account.agents.col.username' },
      { key: 'agentType', label: 'account.agents.col.agentType', render: (r) => translate(`account.agents.type.${r.agentType as string}`) },
      { key: 'memberCount', label: 'account.agents.col.memberCount' },
      { key: 'status', label: 'account.agents.col.status', render: (r) => translate(`account.agents.lockStatus.${r.status as number}`) },
    ],
    records: [
      { key: 'createdAt', label: 'account.agents.col.createdAt', render: time('createdAt') },
      { key: 'kind', label: 'account.agents.col.kind', render: (r) => translate(`account.agents.quotaKind.${r.kind as string}`) },
      { key: 'fromUsername', label: 'account.agents.col.from' },
      { key: 'toUsername', label: 'account.agents.col.to' },
      { key: 'amount', label: 'account.agents.col.amount', render: money('amount') },
      { key: 'limitBefore', label: 'account.agents.col.limitBefore', render: money('limitBefore') },
      { key: 'limitAfter', label: 'account.agents.col.limitAfter', render: money('limitAfter') },
      { key: 'operator', label: 'account.agents.col.operator' },
      { key: 'remark', label: 'account.agents.col.remark' },
    ],
  };
  const source = {
    members: { resource: 'downlineMember', action: 'list', payload: { agentId: record.id, direct: true }, title: 'account.agents.membersOf' },
    subAgents: { resource: 'downlineAgent', action: 'list', payload: { agentId: record.id, direct: true }, title: 'account.agents.subAgentsOf' },
    records: { resource: 'offlineAgent', action: 'transferRecords', payload: { agentId: record.id }, title: 'account.agents.transferRecords' },
  }[kind];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle>{translate(source.title, { username: record.username })}</DialogTitle>
      <DialogContent>
        <RemoteTable<Row> resource={source.resource} action={source.action} payload={source.payload} columns={columns[kind]} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
