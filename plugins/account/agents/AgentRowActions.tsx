import { useState } from 'react';
import { IconButton, MenuItem, Stack } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { ConfirmActionButton, GuardedButton, RowMenu } from '../../../src';
import { useAgentCrud, type AgentRecord } from './agentCalls';

export type AgentDialogKind = 'edit' | 'resetPassword' | 'setQuota' | 'transferQuota' | 'members' | 'subAgents' | 'records' | 'createChild';

/** Lock/unlock and delete ask first; the rest open dialogs. Quota actions only for offline agents. */
export function AgentRowActions({ record, onOpen }: { record: AgentRecord; onOpen(kind: AgentDialogKind): void }) {
  const translate = useTranslate();
  const crud = useAgentCrud(record.agentType);
  const refresh = useRefresh();
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const locked = record.status === 1;
  const more: AgentDialogKind[] = [
    'resetPassword',
    ...(record.agentType === 'offline' ? (['setQuota', 'transferQuota', 'records'] as const) : []),
    'members',
    'subAgents',
    'createChild',
  ];
  const label: Record<AgentDialogKind, string> = {
    edit: 'account.agents.edit',
    resetPassword: 'account.agents.resetPassword',
    setQuota: 'account.agents.setQuota',
    transferQuota: 'account.agents.transferQuota',
    members: 'account.agents.members',
    subAgents: 'account.agents.subAgents',
    records: 'account.agents.transferRecords',
    createChild: 'account.agents.create',
  };
  const done = () => {
    notify('account.agents.saved', { type: 'success' });
    refresh();
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ whiteSpace: 'nowrap', alignItems: 'center' }}>
      <GuardedButton size="small" onClick={() => onOpen('edit')}>
        {translate('account.agents.edit')}
      </GuardedButton>
      <ConfirmActionButton
        label={locked ? 'account.agents.unlock' : 'account.agents.lock'}
        title={locked ? 'account.agents.unlockTitle' : 'account.agents.lockTitle'}
        content={locked ? 'account.agents.unlockContent' : 'account.agents.lockContent'}
        translateOptions={{ username: record.username }}
        color={locked ? 'success' : 'warning'}
        data-testid={`agent-lock-${record.id}`}
        onConfirm={() => crud.lock({ id: record.id, status: locked ? 0 : 1 }).then(done)}
      />
      <ConfirmActionButton
        label="account.agents.delete"
        title="account.agents.deleteTitle"
        content="account.agents.deleteContent"
        translateOptions={{ username: record.username }}
        color="error"
        data-testid={`agent-delete-${record.id}`}
        onConfirm={() => crud.delete({ id: record.id }).then(done)}
      />
      <IconButton
        size="small"
        aria-label={translate('account.agents.more')}
        data-testid={`agent-more-${record.id}`}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <RowMenu anchor={anchor} onClose={() => setAnchor(null)}>
        {more.map((kind) => (
          <MenuItem
            key={kind}
            onClick={() => {
              setAnchor(null);
              onOpen(kind);
            }}
          >
            {translate(label[kind])}
          </MenuItem>
        ))}
      </RowMenu>
    </Stack>
  );
}
