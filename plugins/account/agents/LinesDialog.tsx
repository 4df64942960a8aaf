import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatBombay, formatPaise } from '../../../src/format';
import type { AgentRecord } from './api';
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
      { key: 'id', label: 'agents.col.id' },
      { key: 'username', label: 'agents.col.username' },
      { key: 'phone', label: 'agents.col.phone' },
      { key: 'balance', label: 'agents.col.balance', render: money('balance') },
      { key: 'totalRecharge', label: 'agents.col.totalRecharge', render: money('totalRecharge') },
      { key: 'createdAt', label: 'agents.col.createdAt', render: time('createdAt') },
    ],
    subAgents: [
      { key: 'id', label: 'agents.col.id' },
      { key: 'username', label: 'agents.col.username' },
      { key: 'agentType', label: 'agents.col.agentType', render: (r) => translate(`agents.type.${r.agentType as string}`) },
      { key: 'memberCount', label: 'agents.col.memberCount' },
      { key: 'status', label: 'agents.col.status', render: (r) => translate(`agents.lockStatus.${r.status as number}`) },
    ],
    records: [
      { key: 'createdAt', label: 'agents.col.createdAt', render: time('createdAt') },
      { key: 'kind', label: 'agents.col.kind', render: (r) => translate(`agents.quotaKind.${r.kind as string}`) },
      { key: 'fromUsername', label: 'agents.col.from' },
      { key: 'toUsername', label: 'agents.col.to' },
      { key: 'amount', label: 'agents.col.amount', render: money('amount') },
      { key: 'limitBefore', label: 'agents.col.limitBefore', render: money('limitBefore') },
      { key: 'limitAfter', label: 'agents.col.limitAfter', render: money('limitAfter') },
      { key: 'operator', label: 'agents.col.operator' },
      { key: 'remark', label: 'agents.col.remark' },
    ],
  };
  const source = {
    members: { resource: 'downlineMember', action: 'list', payload: { agentId: record.id, direct: true }, title: 'agents.membersOf' },
    subAgents: { resource: 'downlineAgent', action: 'list', payload: { agentId: record.id, direct: true }, title: 'agents.subAgentsOf' },
    records: { resource: 'offlineAgent', action: 'transferRecords', payload: { agentId: record.id }, title: 'agents.transferRecords' },
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
