import { useState } from 'react';
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { hashPassword } from '../../../authProvider';
import { AgentDialog } from './AgentDialog';
import { agentResource, useAgentCalls, type AgentRecord } from './agentCalls';
import { passwordError } from './validation';

/** Sets a new login password for the agent; its open sessions end. */
export function ResetAgentPasswordDialog({ record, onClose, onDone }: { record: AgentRecord; onClose(): void; onDone(): void }) {
  const translate = useTranslate();
  const api = useAgentCalls();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const problem = passwordError(password) ?? (confirm !== password ? 'account.agents.passwordMismatch' : undefined);
  return (
    <AgentDialog
      title="account.agents.resetPassword"
      valid={!problem}
      onClose={onClose}
      onDone={onDone}
      onSave={() => api.action(agentResource(record.agentType), 'resetPassword', { id: record.id, password: hashPassword(password) })}
    >
      <TextField label={translate('account.agents.col.username')} value={record.username} disabled />
      <TextField type="password" label={translate('account.agents.password')} value={password} onChange={(e) => setPassword(e.target.value)} slotProps={{ htmlInput: { autoComplete: 'new-password' } }} />
      <TextField
        type="password"
        label={translate('account.agents.confirmPassword')}
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={password !== '' && Boolean(problem)}
        helperText={password !== '' && problem ? translate(problem) : undefined}
        slotProps={{ htmlInput: { autoComplete: 'new-password' } }}
      />
    </AgentDialog>
  );
}
