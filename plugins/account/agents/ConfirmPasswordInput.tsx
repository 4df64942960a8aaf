import { useEffect } from 'react';
import { TextInput, type TextInputProps } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';

export interface ConfirmPasswordInputProps extends Omit<TextInputProps, 'source' | 'validate' | 'type'> {
  /** The field the repeated password must equal. */
  of?: string;
  source?: string;
  /** i18n key shown when the two differ. */
  message: string;
}

/**
 * The repeated password of a form. react-hook-form checks only the field that changed, so the
 * check is run again whenever the first password changes: a mismatch message does not outlive
 * the mismatch, and one appears when the first password is changed after the repeat.
 */
export function ConfirmPasswordInput({ of = 'password', source = 'confirm', message, ...rest }: ConfirmPasswordInputProps) {
  const { trigger, getFieldState } = useFormContext();
  const first = useWatch({ name: of });
  useEffect(() => {
    if (getFieldState(source).isDirty) void trigger(source);
  }, [first, source, trigger, getFieldState]);
  return (
    <TextInput
      source={source}
      type="password"
      autoComplete="new-password"
      validate={(value: unknown, values: Record<string, unknown>) => ((value ?? '') === (values[of] ?? '') ? undefined : message)}
      {...rest}
    />
  );
}
