import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material';
import { FieldTitle, useInput, useLocaleState, useTranslate, ValidationError, type Validator } from 'react-admin';
import type { DayLocale } from '../../format/day';
import { BombayTypedField, type TypedKind, type ValueShape } from './BombayTypedField';

interface CommonProps {
  label?: string;
  helperText?: ReactNode;
  fullWidth?: boolean;
  disabled?: boolean;
  /** data-testid of the text box. */
  testId?: string;
  sx?: SxProps<Theme>;
}

/** In a react-admin form or filter: the value lives at `source`. */
export interface TypedFormInputProps extends CommonProps {
  source: string;
  validate?: Validator | Validator[];
  /** Read by react-admin's filter form, not by the input. */
  alwaysOn?: boolean;
  value?: never;
  onChange?: never;
}

/** Held by the caller (local state): null is handed on when the box is emptied or unreadable. */
export interface TypedControlledProps extends CommonProps {
  source?: never;
  value: string | number | null | undefined;
  onChange(value: string | number | null): void;
  /** A message from the caller (a backwards range, say), already translated. */
  error?: ReactNode;
}

/** What makes a Bombay input a day or a date-time: its kind, its value's shape, and what a form holds for an emptied box. */
interface Typed {
  kind: TypedKind;
  shape: ValueShape;
  formEmpty: '' | null;
}

/** Epoch ms given as a number or as a string of digits; NaN for anything else. */
export const msOf = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;

function useDayLocale(): DayLocale {
  const [locale] = useLocaleState();
  return locale === 'zh' ? 'zh' : 'en';
}

function FormTypedInput({
  kind,
  shape,
  formEmpty,
  source,
  label,
  validate,
  helperText,
  fullWidth,
  disabled,
  testId,
  sx,
}: TypedFormInputProps & Typed) {
  const locale = useDayLocale();
  // The form holds the typed text when it is not readable, so this check (and a form's own checks
  // of the value) stop the save instead of quietly sending the last good value.
  const readable: Validator = (value) =>
    shape.canonicalOf(value) === null ? { message: kind.invalidKey, args: { pattern: kind.patterns[locale] } } : undefined;
  const { id, field, fieldState, isRequired } = useInput({
    source,
    validate: [readable, ...(Array.isArray(validate) ? validate : validate ? [validate] : [])],
    defaultValue: undefined,
  });
  return (
    <BombayTypedField
      kind={kind}
      shape={shape}
      locale={locale}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      unreadable={(text) => text}
      empty={formEmpty}
      id={id}
      name={field.name}
      inputRef={field.ref}
      label={label === undefined ? undefined : <FieldTitle label={label} source={source} isRequired={isRequired} />}
      error={fieldState.error?.message ? <ValidationError error={fieldState.error.message} /> : undefined}
      helperText={helperText}
      fullWidth={fullWidth}
      disabled={disabled}
      testId={testId}
      sx={sx}
    />
  );
}

function ControlledTypedInput({
  kind,
  shape,
  value,
  onChange,
  label,
  error,
  helperText,
  fullWidth,
  disabled,
  testId,
  sx,
}: TypedControlledProps & Typed) {
  const locale = useDayLocale();
  const translate = useTranslate();
  return (
    <BombayTypedField
      kind={kind}
      shape={shape}
      locale={locale}
      value={value}
      onChange={(v) => onChange(v as string | number | null)}
      unreadable={() => null}
      empty={null}
      label={label === undefined ? undefined : translate(label, { _: label })}
      error={error}
      helperText={helperText}
      fullWidth={fullWidth}
      disabled={disabled}
      testId={testId}
      sx={sx}
    />
  );
}

/**
 * What the Bombay day and date-time inputs share around their text box: with `source` a
 * react-admin input (forms and list filters), with `value` and `onChange` one on the caller's own
 * state; in the console's language either way.
 */
export function BombayTypedInput(props: (TypedFormInputProps | TypedControlledProps) & Typed) {
  return props.source === undefined ? <ControlledTypedInput {...props} /> : <FormTypedInput {...props} />;
}
