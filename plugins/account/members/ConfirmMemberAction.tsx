import { useState } from 'react';
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, Button, TextField, Typography } from '@mui/material';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { useFormalMemberCalls, type MemberRecord } from './memberCalls';

type ConfirmKind = 'lock' | 'unlock' | 'kick' | 'delete' | 'resetPassword' | 'resetTradePassword';

const TEXTS: Record<ConfirmKind, { title: string; content: string; danger?: boolean }> = {
  lock: { title: 'account.members.lockTitle', content: 'account.members.lockContent', danger: true },
  unlock: { title: 'account.members.unlockTitle', content: 'account.members.unlockContent' },
  kick: { title: 'account.members.kickTitle', content: 'account.members.kickContent', danger: true },
  delete: { title: 'account.members.deleteTitle', content: 'account.members.deleteContent', danger: true },
  resetPassword: { title: 'account.members.resetTitle', content: 'account.members.resetContent' },
  resetTradePassword: { title: 'account.members.resetTradeTitle', content: 'account.members.resetTradeContent' },
};

export function isConfirmKind(kind: string): kind is ConfirmKind {
  return kind in TEXTS;
}

/**
 * The one-step row actions, each behind a confirmation. A reset answers a temporary password,
 * shown once in a second dialog; a refused call (e.g. deleting a member with money) keeps the
 * dialog open with the server's message already toasted by the http layer.
 */
export function ConfirmMemberAction({
  kind,
  record,
  onDone,
  onClose,
}: {
  kind: ConfirmKind;
  record: MemberRecord;
  onDone(): void;
  onClose(): void;
}) {
  const calls = useFormalMemberCalls();
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');
  const [password, setPassword] = useState<string | null>(null);
  const run = async () => {
    switch (kind) {
      case 'lock':
      case 'unlock':
        return calls.lock({ ids: [record.id], status: kind === 'lock' ? 1 : 0, reason: kind === 'lock' ? reason : undefined });
      case 'kick':
        return calls.kick({ id: record.id });
      case 'delete':
        return calls.delete({ ids: [record.id] });
      case 'resetPassword':
      case 'resetTradePassword':
        return calls[kind]({ id: record.id }).then((a) => setPassword(a.password));
    }
  };
  if (password !== null) {
    return (
      <Dialog open onClose={onClose}>
        <DialogTitle>{translate(TEXTS[kind].title)}</DialogTitle>
        <DialogContent>
          <Alert severity="success">
            <Typography data-testid="temporary-password">{translate('account.members.newPassword', { password })}</Typography>
          </Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    );
  }
  const text = TEXTS[kind];
  return (
    <Confirm
      isOpen
      loading={busy}
      title={text.title}
      confirmColor={text.danger ? 'warning' : 'primary'}
      content={
        <>
          {translate(text.content, { username: record.username })}
          {kind === 'lock' && (
            <TextField
              fullWidth
              margin="normal"
              size="small"
              label={translate('account.members.lockReason')}
              value={reason}
              slotProps={{ htmlInput: { maxLength: 255, 'data-testid': 'lock-reason' } }}
              onChange={(e) => setReason(e.target.value)}
            />
          )}
        </>
      }
      onClose={onClose}
      onConfirm={async () => {
        setBusy(true);
        try {
          await run();
          notify('account.members.done', { type: 'success' });
          onDone();
          if (kind !== 'resetPassword' && kind !== 'resetTradePassword') onClose();
        } catch {
          // toasted by the http layer
        } finally {
          setBusy(false);
        }
      }}
    />
  );
}
