import { useState, type ReactNode } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { GuardedButton } from '../../../src/components/GuardedButton';

export interface ConfirmActionProps {
  label: string;
  title: string;
  content: string;
  translateOptions?: Record<string, unknown>;
  color?: 'primary' | 'error' | 'warning' | 'inherit';
  icon?: ReactNode;
  disabled?: boolean;
  testId?: string;
  onConfirm(): Promise<unknown>;
}

/** A click-guarded row action that asks first (destructive actions: lock, delete, withdraw). */
export function ConfirmAction({ label, title, content, translateOptions, color = 'primary', icon, disabled, testId, onConfirm }: ConfirmActionProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const translate = useTranslate();
  return (
    <>
      <GuardedButton size="small" color={color} startIcon={icon} disabled={disabled} data-testid={testId} onClick={() => setOpen(true)}>
        {translate(label)}
      </GuardedButton>
      <Confirm
        isOpen={open}
        loading={busy}
        title={title}
        content={content}
        translateOptions={translateOptions}
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          setBusy(true);
          try {
            await onConfirm();
            setOpen(false);
          } catch {
            // toasted by the http layer
          } finally {
            setBusy(false);
          }
        }}
      />
    </>
  );
}
