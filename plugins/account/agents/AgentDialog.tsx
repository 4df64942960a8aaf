import { useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, useMediaQuery, type Theme } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { GuardedButton } from '../../../src';

export interface AgentDialogProps {
  title: string;
  titleOptions?: Record<string, unknown>;
  children: ReactNode;
  /** False while the form is invalid. */
  valid?: boolean;
  saveLabel?: string;
  /** i18n key of the success toast. */
  success?: string;
  successOptions?: Record<string, unknown>;
  onClose(): void;
  /** Resolves when saved; a rejection (already toasted by the http layer) keeps the dialog open. */
  onSave(): Promise<unknown>;
  onDone?(): void;
}

/** A small form in a dialog with a click-guarded save; full screen on phones. */
export function AgentDialog({ title, titleOptions, children, valid = true, saveLabel = 'ra.action.save', success = 'account.agents.saved', successOptions, onClose, onSave, onDone }: AgentDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle>{translate(title, titleOptions)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <GuardedButton
          variant="contained"
          disabled={!valid || busy}
          data-testid="agent-dialog-save"
          onClick={async () => {
            setBusy(true);
            try {
              await onSave();
              notify(success, { type: 'success', messageArgs: successOptions });
              onDone?.();
              onClose();
            } catch {
              // toasted by the http layer
            } finally {
              setBusy(false);
            }
          }}
        >
          {translate(saveLabel)}
        </GuardedButton>
      </DialogActions>
    </Dialog>
  );
}
