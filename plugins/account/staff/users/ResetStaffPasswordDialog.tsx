import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { hashPassword } from '../../../../authProvider';
import { GuardedButton } from '../../../../src';
import { useStaffCalls } from '../staffCalls';

/** Sets a new password for another account (3–16, typed twice; only its SHA-256 leaves the browser). */
export function ResetStaffPasswordDialog({ user, onClose }: { user: { id: number; username: string }; onClose(): void }) {
  const api = useStaffCalls();
  const translate = useTranslate();
  const notify = useNotify();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const lengthBad = password.length < 3 || password.length > 16;
  const mismatch = password !== confirm;

  const save = async () => {
    setTouched(true);
    if (lengthBad || mismatch) return;
    try {
      await api.action('staffUser', 'resetPassword', { id: user.id, password: hashPassword(password) });
      notify('account.staff.users.passwordReset', { type: 'success', messageArgs: { username: user.username } });
      onClose();
    } catch {
      // toasted by the http layer
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('account.staff.users.resetPasswordOf', { username: user.username })}</DialogTitle>
      <DialogContent>
        <TextField fullWidth margin="dense" type="password" autoComplete="new-password" label={translate('account.staff.users.newPassword')} value={password}
          onChange={(e) => setPassword(e.target.value)} error={touched && lengthBad} helperText={touched && lengthBad ? translate('account.staff.v.len3_16') : ' '} />
        <TextField fullWidth margin="dense" type="password" autoComplete="new-password" label={translate('account.staff.users.confirmPassword')} value={confirm}
          onChange={(e) => setConfirm(e.target.value)} error={touched && mismatch} helperText={touched && mismatch ? translate('account.staff.v.mismatch') : ' '} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <GuardedButton variant="contained" onClick={save}>{translate('ra.action.confirm')}</GuardedButton>
      </DialogActions>
    </Dialog>
  );
}
