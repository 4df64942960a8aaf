import { Typography } from '@mui/material';
import { AutocompleteInput, ReferenceInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { hashPassword } from '../../../authProvider';
import { FormDialog, searchBy, useRefreshBadges } from '../../../src';
import { useAgentApplicationCalls, type AgentType, type ApplicationRecord } from './agentCalls';
import { ConfirmPasswordInput } from './ConfirmPasswordInput';
import { passwordError, requiredTextError, textError } from './validation';

export interface ReviewDialogProps {
  record: ApplicationRecord;
  decision: 'approve' | 'reject';
  onClose(): void;
  onDone(): void;
}

interface Values {
  agentType: AgentType;
  parentAgentId: number | null;
  password: string;
  confirm: string;
  note: string;
}

/**
 * Approve (initial login password, agent type, note) or reject (reason required) one pending
 * application. Either way the top-bar counter is refetched so it drops at once.
 */
export function ReviewDialog({ record, decision, onClose, onDone }: ReviewDialogProps) {
  const translate = useTranslate();
  const calls = useAgentApplicationCalls();
  const refreshBadges = useRefreshBadges();
  const approving = decision === 'approve';

  const save = async ({ agentType, parentAgentId, password, note }: Values) => {
    const parent = parentAgentId ?? null;
    const reason = (note ?? '').trim();
    await calls.review(
      approving
        ? {
            id: record.id,
            status: 1,
            password: hashPassword(password),
            agentType,
            note: reason,
            // Sent only when the reviewer moved the new agent under another agent.
            ...(parent !== record.parentAgentId && { parentAgentId: parent }),
          }
        : { id: record.id, status: 2, note: reason },
    );
    await refreshBadges();
  };

  return (
    <FormDialog<Values>
      title={approving ? 'account.agents.approveTitle' : 'account.agents.rejectTitle'}
      titleOptions={{ username: record.username }}
      defaultValues={{ agentType: record.agentType, parentAgentId: record.parentAgentId, password: '', confirm: '', note: '' }}
      saveLabel={approving ? 'account.agents.approve' : 'account.agents.reject'}
      success={approving ? 'account.agents.approved' : 'account.agents.rejected'}
      successOptions={{ username: record.username }}
      saveTestId="agent-dialog-save"
      onClose={onClose}
      onSubmit={save}
      onDone={onDone}
    >
      {approving && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('account.agents.approveHint', { parent: record.parentUsername ?? translate('account.agents.noParent') })}
        </Typography>
      )}
      {approving && (
        <SelectInput
          source="agentType"
          label="account.agents.col.agentType"
          choices={[
            { id: 'offline', name: 'account.agents.type.offline' },
            { id: 'online', name: 'account.agents.type.online' },
          ]}
          isRequired
          slotProps={{ htmlInput: { 'data-testid': 'review-type' } }}
        />
      )}
      {/* The reviewer may move the new agent under another agent of the same station (e.g. when the applied parent is already at the deepest level). */}
      {approving && (
        <ReferenceInput
          source="parentAgentId"
          reference="agentChoice"
          filter={{ stationId: record.stationId }}
          perPage={20}
          sort={{ field: 'username', order: 'ASC' }}
        >
          <AutocompleteInput
            label="account.agents.col.parent"
            optionText="username"
            filterToQuery={searchBy('usernameKeyword')}
            TextFieldProps={{ placeholder: translate('account.agents.noParent') }}
            data-testid="review-parent"
          />
        </ReferenceInput>
      )}
      {approving && (
        <TextInput
          source="password"
          type="password"
          autoComplete="new-password"
          label="account.agents.password"
          isRequired
          validate={passwordError}
          slotProps={{ htmlInput: { 'data-testid': 'review-password' } }}
        />
      )}
      {approving && (
        <ConfirmPasswordInput
          label="account.agents.confirmPassword"
          message="account.agents.passwordMismatch"
          isRequired
          slotProps={{ htmlInput: { 'data-testid': 'review-confirm' } }}
        />
      )}
      <TextInput
        source="note"
        multiline
        minRows={2}
        isRequired={!approving}
        label={approving ? 'account.agents.note' : 'account.agents.reason'}
        validate={approving ? textError : requiredTextError}
        slotProps={{ htmlInput: { 'data-testid': 'review-note' } }}
      />
    </FormDialog>
  );
}
