import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { changePassword, validatePasswordChange, type PasswordChange } from '../../../authProvider/password';
import { GuardedButton } from '../../components/GuardedButton';
import { useHttp } from '../../plugin/HttpContext';

type Field = keyof PasswordChange;
const FIELDS: Field[] = ['oldPassword', 'newPassword', 'confirmPassword'];
const EMPTY: PasswordChange = { oldPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordDialog({ open, onClose, userId }: { open: boolean; onClose: () => void; userId?: number | string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const http = useHttp();
  const [values, setValues] = useState<PasswordChange>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);

  const close = () => {
    setValues(EMPTY);
    setErrors({});
    onClose();
  };

  const submit = async () => {
    const found = validatePasswordChange(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || saving) return;
    setSaving(true);
    try {
      // Hashes all three (spec §5) and posts them with the user's id.
      await changePassword(http, values, userId);
      notify('layout.password.success', { type: 'success' });
      close();
    } catch {
      // The http layer has already toasted the server's message (e.g. a wrong old password).
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" data-testid="change-password-dialog">
      <form
        noValidate
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          void submit();
        }}
      >
        <DialogTitle>{translate('layout.password.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={1} sx={{ pt: 1 }}>
            {FIELDS.map((f) => (
              <TextField
                key={f}
                name={f}
                type="password"
                label={translate(`layout.password.${f}`)}
                value={values[f]}
                onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
                error={!!errors[f]}
                helperText={errors[f] ? translate(errors[f]!) : ' '}
                required
                fullWidth
                autoComplete={f === 'oldPassword' ? 'current-password' : 'new-password'}
                slotProps={{ htmlInput: { 'data-testid': `password-${f}` } }}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.cancel')}</Button>
          <GuardedButton
            variant="contained"
            type="submit"
            disabled={saving}
            // The guard disables the button during the click, which would cancel the native form
            // submission; so the click submits itself (Enter in a field still clicks this button).
            onClick={(e) => {
              e.preventDefault();
              return submit();
            }}
            data-testid="password-submit"
          >
            {translate('ra.action.confirm')}
          </GuardedButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
