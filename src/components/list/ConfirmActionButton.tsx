import { useState, type ReactNode } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { GuardedButton } from '../GuardedButton';

export interface ConfirmActionButtonProps {
  /** i18n keys. */
  label: string;
  title: string;
  content: string;
  translateOptions?: Record<string, unknown>;
  color?: 'primary' | 'error' | 'warning' | 'inherit' | 'success';
  icon?: ReactNode;
  disabled?: boolean;
  size?: 'small' | 'medium';
  'data-testid'?: string;
  /** Runs after the user confirms; the dialog stays open (busy) until it settles, and closes on success. */
  onConfirm(): Promise<unknown>;
}

/**
 * A click-guarded button that asks before it acts (lock, delete, kick…). A failed call keeps the
 * dialog open: the http layer has already shown the server's message.
 */
export function ConfirmActionButton({
  label,
  title,
  content,
  translateOptions,
  color = 'primary',
  icon,
  disabled,
  size = 'small',
  onConfirm,
  ...rest
}: ConfirmActionButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const translate = useTranslate();
  return (
    <>
      <GuardedButton
        size={size}
        color={color}
        startIcon={icon}
        disabled={disabled}
        data-testid={rest['data-testid']}
        onClick={() => setOpen(true)}
      >
        {translate(label, translateOptions)}
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
            // Already toasted by the http layer; leave the dialog for another try or cancel.
          } finally {
            setBusy(false);
          }
        }}
      />
    </>
  );
}
