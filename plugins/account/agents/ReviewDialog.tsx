import { useEffect, useState } from 'react';
import { Autocomplete, MenuItem, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { hashPassword } from '../../../authProvider';
import { AgentDialog } from './AgentDialog';
import { AUDIT_REMINDER_KEY, useAgentCalls, type AgentType, type ApplicationRecord } from './agentCalls';
import { passwordError, textError } from './validation';

export interface ReviewDialogProps {
  record: ApplicationRecord;
  decision: 'approve' | 'reject';
  onClose(): void;
  onDone(): void;
}

/**
 * Approve (initial login password, agent type, note) or reject (reason required) one pending
 * application. Either way the top-bar counter is refetched so it drops at once.
 */
export function ReviewDialog({ record, decision, onClose, onDone }: ReviewDialogProps) {
  const translate = useTranslate();
  const api = useAgentCalls();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [agentType, setAgentType] = useState<AgentType>(record.agentType);
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const applied = record.parentAgentId === null ? null : { id: record.parentAgentId, username: record.parentUsername ?? String(record.parentAgentId) };
  const [parent, setParent] = useState<{ id: number; username: string } | null>(applied);
  const [parentQuery, setParentQuery] = useState('');
  const [parents, setParents] = useState<{ id: number; username: string }[]>([]);

  // The reviewer may move the new agent under another agent of the same station (e.g. when the
  // applied parent is already at the deepest level).
  useEffect(() => {
    if (decision !== 'approve') return;
    let live = true;
    api
      .action<{ list: { id: number; username: string }[] }>('agentApplication', 'parents', { stationId: record.stationId, usernameKeyword: parentQuery, pageIndex: 1, pageSize: 20 })
      .then((answer) => live && setParents(answer.list))
      .catch(() => live && setParents([]));
    return () => {
      live = false;
    };
  }, [api, decision, record.stationId, parentQuery]);

  const approving = decision === 'approve';
  const passwordProblem = approving ? passwordError(password) : undefined;
  const confirmProblem = approving && confirm !== password ? 'account.agents.passwordMismatch' : undefined;
  const noteProblem = textError(note, !approving);
  const valid = !passwordProblem && !confirmProblem && !noteProblem;
  const show = (problem: string | undefined) => (touched && problem ? translate(problem) : undefined);

  const save = async () => {
    setTouched(true);
    if (!valid) throw new Error('invalid');
    const payload = approving
      ? {
          id: record.id,
          status: 1,
          password: hashPassword(password),
          agentType,
          note: note.trim(),
          ...(parent?.id !== applied?.id && { parentAgentId: parent?.id ?? null }),
        }
      : { id: record.id, status: 2, note: note.trim() };
    await api.action('agentApplication', 'review', payload);
    await queryClient.invalidateQueries({ queryKey: AUDIT_REMINDER_KEY });
  };

  return (
    <AgentDialog
      title={approving ? 'account.agents.approveTitle' : 'account.agents.rejectTitle'}
      titleOptions={{ username: record.username }}
      saveLabel={approving ? 'account.agents.approve' : 'account.agents.reject'}
      success={approving ? 'account.agents.approved' : 'account.agents.rejected'}
      successOptions={{ username: record.username }}
      valid={!touched || valid}
      onClose={onClose}
      onSave={save}
      onDone={onDone}
    >
      {approving && (
        <>
          <Typography variant="body2" color="text.secondary">
            {translate('account.agents.approveHint', { parent: record.parentUsername ?? translate('account.agents.noParent') })}
          </Typography>
          <TextField
            select
            label={translate('account.agents.col.agentType')}
            value={agentType}
            onChange={(e) => setAgentType(e.target.value as AgentType)}
            slotProps={{ htmlInput: { 'data-testid': 'review-type' } }}
          >
            <MenuItem value="offline">{translate('account.agents.type.offline')}</MenuItem>
            <MenuItem value="online">{translate('account.agents.type.online')}</MenuItem>
          </TextField>
          <Autocomplete
            options={parents}
            value={parent}
            onChange={(_, value) => setParent(value)}
            onInputChange={(_, value, reason) => reason === 'input' && setParentQuery(value)}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            getOptionLabel={(a) => a.username}
            renderInput={(params) => <TextField {...params} label={translate('account.agents.col.parent')} placeholder={translate('account.agents.noParent')} />}
            data-testid="review-parent"
          />
          <TextField
            type="password"
            required
            label={translate('account.agents.password')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            onBlur={() => setTouched(true)}
            error={Boolean(show(passwordProblem))}
            helperText={show(passwordProblem)}
            slotProps={{ htmlInput: { 'data-testid': 'review-password', autoComplete: 'new-password' } }}
          />
          <TextField
            type="password"
            required
            label={translate('account.agents.confirmPassword')}
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            error={Boolean(show(confirmProblem))}
            helperText={show(confirmProblem)}
            slotProps={{ htmlInput: { 'data-testid': 'review-confirm', autoComplete: 'new-password' } }}
          />
        </>
      )}
      <TextField
        multiline
        minRows={2}
        required={!approving}
        label={translate(approving ? 'account.agents.note' : 'account.agents.reason')}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        onBlur={() => setTouched(true)}
        error={Boolean(show(noteProblem))}
        helperText={show(noteProblem)}
        slotProps={{ htmlInput: { 'data-testid': 'review-note' } }}
      />
    </AgentDialog>
  );
}
