import { useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { GuardedButton } from '../../../src/components/GuardedButton';

export interface FormDialogProps {
  title: string;
  children: ReactNode;
  /** False while the form is invalid. */
  valid?: boolean;
  onClose(): void;
  /** Resolves when saved; a rejection (already toasted) keeps the dialog open. */
  onSave(): Promise<unknown>;
  onDone?(): void;
}

/** A small form in a dialog with a click-guarded save; full screen on phones. */
export function FormDialog({ title, children, valid = true, onClose, onSave, onDone }: FormDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle>{translate(title)}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <GuardedButton
          variant="contained"
          disabled={!valid || busy}
          data-testid="dialog-save"
          onClick={async () => {
            setBusy(true);
            try {
              await onSave();
              notify('account.members.saved', { type: 'success' });
              onDone?.();
              onClose();
            } catch {
              // toasted by the http layer
            } finally {
              setBusy(false);
            }
          }}
        >
          {translate('ra.action.save')}
        </GuardedButton>
      </DialogActions>
    </Dialog>
  );
}
