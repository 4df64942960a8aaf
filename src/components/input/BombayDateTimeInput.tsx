import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material';
import { FieldTitle, useInput, useLocaleState, useTranslate, ValidationError, type Validator } from 'react-admin';
import type { DayLocale } from '../../format/day';
import { DATE_TIME_PATTERNS, displayDateTime, fromBombayLocal, parseDateTime, toBombayLocal } from '../../format/dateTime';
import { BombayTypedField, type TypedKind, type ValueShape } from './BombayTypedField';

/**
 * What the value is: 'ms' = epoch milliseconds, 'local' = the Bombay wall-clock text
 * 'YYYY-MM-DDTHH:mm' (what the forms' helpers parse, as a datetime-local input used to hold).
 */
export type DateTimeMode = 'ms' | 'local';

interface CommonProps {
  label?: string;
  mode?: DateTimeMode;
  helperText?: ReactNode;
  fullWidth?: boolean;
  disabled?: boolean;
  /** data-testid of the text box. */
  testId?: string;
  sx?: SxProps<Theme>;
}

/** In a react-admin form or filter: the value lives at `source`. */
export interface BombayDateTimeFormInputProps extends CommonProps {
  source: string;
  validate?: Validator | Validator[];
  /** Read by react-admin's filter form, not by the input. */
  alwaysOn?: boolean;
  value?: never;
  onChange?: never;
}

/** Held by the caller (local state): null is handed on when the box is emptied or unreadable. */
export interface BombayDateTimeControlledProps extends CommonProps {
  source?: never;
  value: string | number | null | undefined;
  onChange(value: string | number | null): void;
  /** A message from the caller, already translated. */
  error?: ReactNode;
}

export type BombayDateTimeInputProps = BombayDateTimeFormInputProps | BombayDateTimeControlledProps;

export const DATE_TIME_KIND: TypedKind = {
  picker: 'datetime-local',
  patterns: DATE_TIME_PATTERNS,
  parse: parseDateTime,
  display: displayDateTime,
  invalidKey: 'format.dateTime.invalid',
  pickKey: 'format.dateTime.pick',
};

function dateTimeShape(mode: DateTimeMode): ValueShape {
  return {
    canonicalOf(value) {
      if (value === null || value === undefined || value === '') return '';
      if (mode === 'local') return typeof value === 'string' && fromBombayLocal(value) !== null ? value : null;
      const ms = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
      return Number.isFinite(ms) ? toBombayLocal(ms) || null : null;
    },
    valueOf(local) {
      return mode === 'local' ? local : fromBombayLocal(local);
    },
  };
}

function useDayLocale(): DayLocale {
  const [locale] = useLocaleState();
  return locale === 'zh' ? 'zh' : 'en';
}

function FormDateTimeInput({
  source,
  label,
  mode = 'ms',
  validate,
  helperText,
  fullWidth,
  disabled,
  testId,
  sx,
}: BombayDateTimeFormInputProps) {
  const locale = useDayLocale();
  const shape = dateTimeShape(mode);
  // The form holds the typed text when it is not a date-time, so this check (and a form's own
  // checks of the value) stop the save instead of quietly sending the last good time.
  const readable: Validator = (value) =>
    shape.canonicalOf(value) === null ? { message: DATE_TIME_KIND.invalidKey, args: { pattern: DATE_TIME_PATTERNS[locale] } } : undefined;
  const { id, field, fieldState, isRequired } = useInput({
    source,
    validate: [readable, ...(Array.isArray(validate) ? validate : validate ? [validate] : [])],
    defaultValue: undefined,
  });
  return (
    <BombayTypedField
      kind={DATE_TIME_KIND}
      shape={shape}
      locale={locale}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      unreadable={(text) => text}
      empty={mode === 'local' ? '' : null}
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

function ControlledDateTimeInput({
  value,
  onChange,
  label,
  mode = 'ms',
  error,
  helperText,
  fullWidth,
  disabled,
  testId,
  sx,
}: BombayDateTimeControlledProps) {
  const locale = useDayLocale();
  const translate = useTranslate();
  return (
    <BombayTypedField
      kind={DATE_TIME_KIND}
      shape={dateTimeShape(mode)}
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
 * A Bombay date and time typed in the language's own pattern (yyyy-mm-dd HH:mm in zh,
 * dd/mm/yyyy HH:mm in en, 24-hour in both), with the browser's date-time picker behind the icon.
 * The wall-clock time is Bombay's whatever the browser's time zone. With `source` it is a
 * react-admin input (forms and list filters); with `value` and `onChange` it works on the caller's
 * own state.
 */
export function BombayDateTimeInput(props: BombayDateTimeInputProps) {
  return props.source === undefined ? <ControlledDateTimeInput {...props} /> : <FormDateTimeInput {...props} />;
}
