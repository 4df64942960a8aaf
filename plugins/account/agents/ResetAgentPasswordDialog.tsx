import { TextField } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { hashPassword } from '../../../authProvider';
import { FormDialog } from '../../../src';
import { useAgentCrud, type AgentRecord } from './agentCalls';
import { ConfirmPasswordInput } from './ConfirmPasswordInput';
import { passwordError } from './validation';

/** Sets a new login password for the agent; its open sessions end. */
export function ResetAgentPasswordDialog({ record, onClose, onDone }: { record: AgentRecord; onClose(): void; onDone(): void }) {
  const translate = useTranslate();
  const crud = useAgentCrud(record.agentType);
  return (
    <FormDialog<{ password: string; confirm: string }>
      title="account.agents.resetPassword"
      defaultValues={{ password: '', confirm: '' }}
      success="account.agents.saved"
      saveTestId="agent-dialog-save"
      onClose={onClose}
      onDone={onDone}
      onSubmit={({ password }) => crud.resetPassword({ id: record.id, password: hashPassword(password) })}
    >
      <TextField label={translate('account.agents.col.username')} value={record.username} disabled sx={{ mb: 2.5 }} />
      <TextInput source="password" type="password" autoComplete="new-password" label="account.agents.password" validate={passwordError} />
      <ConfirmPasswordInput label="account.agents.confirmPassword" message="account.agents.passwordMismatch" />
    </FormDialog>
  );
}
