import { useMemo, type ReactNode } from 'react';
import { TextInput } from 'react-admin';
import { FormDialog, type FormDialogProps } from './FormDialog';

/** The host's texts, used when a dialog names none of its own. */
export const REASON_MESSAGES = {
  label: 'layout.reason.label',
  confirm: 'layout.reason.confirm',
  required: 'layout.reason.required',
  tooShort: 'layout.reason.tooShort',
  tooLong: 'layout.reason.tooLong',
} as const;

export interface ReasonRules {
  /** An empty (or blank) reason is refused; default true. */
  required?: boolean;
  /** Fewest characters a given reason has, after trimming; default 1. */
  minLength?: number;
  /** Most characters, after trimming; default 255 (the width of the servers' reason columns). */
  maxLength?: number;
  /**
   * i18n keys of the refusals, for a domain that words them its own way. tooShort gets %{min},
   * tooLong %{max}.
   */
  messages?: { required?: string; tooShort?: string; tooLong?: string };
}

/** The reason input's validator: an i18n key (with its arguments) or undefined when the text may be sent. */
export function reasonValidator({ required = true, minLength = 1, maxLength = 255, messages }: ReasonRules = {}) {
  const keys = {
    required: messages?.required ?? REASON_MESSAGES.required,
    tooShort: messages?.tooShort ?? REASON_MESSAGES.tooShort,
    tooLong: messages?.tooLong ?? REASON_MESSAGES.tooLong,
  };
  return (value?: string | null): string | { message: string; args: Record<string, number> } | undefined => {
    const text = (value ?? '').trim();
    if (text === '') return required ? keys.required : undefined;
    if (text.length < minLength) return { message: keys.tooShort, args: { min: minLength } };
    if (text.length > maxLength) return { message: keys.tooLong, args: { max: maxLength } };
    return undefined;
  };
}

export interface ReasonDialogProps
  extends
    ReasonRules,
    Pick<
      FormDialogProps,
      | 'title'
      | 'titleOptions'
      | 'record'
      | 'resource'
      | 'success'
      | 'successOptions'
      | 'noticeFor'
      | 'loading'
      | 'disabledReason'
      | 'maxWidth'
      | 'onClose'
      | 'onDone'
    > {
  /** i18n key of the input's label; default "Reason". */
  label?: string;
  /** i18n key of the confirm button; default "Confirm". */
  confirmLabel?: string;
  /** What confirming will do (a warning, the figures it touches), above the input. */
  children?: ReactNode;
  /** data-testid of the confirm button. */
  saveTestId?: string;
  /** data-testid of the reason's textarea. */
  reasonTestId?: string;
  /** The textarea stops taking characters at maxLength, instead of only saying it is too long. */
  capInput?: boolean;
  /** Gets the trimmed reason; resolving closes the dialog, a rejection keeps it open for a retry. */
  onSubmit(reason: string): Promise<unknown>;
}

/**
 * The one dialog asking why before an action (rejecting a request or an order, voiding a period,
 * asking for a supplementary draw): confirm stays disabled until the reason passes the rules,
 * whose refusal shows under the input, as does the server's own word on `reason` (A0400). Double
 * clicks, the busy state, toasts and phone layout are FormDialog's.
 */
export function ReasonDialog({
  label = REASON_MESSAGES.label,
  confirmLabel = REASON_MESSAGES.confirm,
  children,
  saveTestId,
  reasonTestId,
  capInput = false,
  onSubmit,
  required = true,
  minLength,
  maxLength = 255,
  messages,
  ...dialog
}: ReasonDialogProps) {
  // Rebuilt only when the rules change: react-hook-form re-registers the field on a new validator.
  const { required: requiredKey, tooShort, tooLong } = messages ?? {};
  const validate = useMemo(
    () => reasonValidator({ required, minLength, maxLength, messages: { required: requiredKey, tooShort, tooLong } }),
    [required, minLength, maxLength, requiredKey, tooShort, tooLong],
  );
  const htmlInput: Record<string, unknown> = {};
  if (reasonTestId) htmlInput['data-testid'] = reasonTestId;
  if (capInput) htmlInput.maxLength = maxLength;
  return (
    <FormDialog<{ reason: string }>
      {...dialog}
      defaultValues={{ reason: '' }}
      saveLabel={confirmLabel}
      {...(saveTestId ? { saveTestId } : {})}
      onSubmit={({ reason }) => onSubmit((reason ?? '').trim())}
    >
      {children}
      <TextInput
        source="reason"
        label={label}
        multiline
        minRows={2}
        fullWidth
        isRequired={required}
        validate={validate}
        slotProps={{ htmlInput }}
      />
    </FormDialog>
  );
}
