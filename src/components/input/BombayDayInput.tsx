import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material';
import { FieldTitle, useInput, useLocaleState, useTranslate, ValidationError, type Validator } from 'react-admin';
import { DAY_PATTERNS, displayDay, parseDay, type DayLocale } from '../../format/day';
import { bombayDate, bombayStartOfDay } from '../../format/time';
import { BombayTypedField, type TypedKind, type ValueShape } from './BombayTypedField';

const DAY_MS = 24 * 60 * 60 * 1000;

type Bound = 'start' | 'end' | 'date';

interface CommonProps {
  label?: string;
  /**
   * What the value is: 'start' = epoch ms of the Bombay day's start, 'end' = epoch ms of the
   * next day's start (an exclusive upper bound), 'date' = the 'YYYY-MM-DD' text itself.
   */
  bound?: Bound;
  helperText?: ReactNode;
  fullWidth?: boolean;
  disabled?: boolean;
  /** data-testid of the text box. */
  testId?: string;
  sx?: SxProps<Theme>;
}

/** In a react-admin form or filter: the value lives at `source`. */
export interface BombayDayFormInputProps extends CommonProps {
  source: string;
  validate?: Validator | Validator[];
  /** Read by react-admin's filter form, not by the input. */
  alwaysOn?: boolean;
  value?: never;
  onChange?: never;
}

/** Held by the caller (local state): null is handed on when the box is emptied or unreadable. */
export interface BombayDayControlledProps extends CommonProps {
  source?: never;
  value: string | number | null | undefined;
  onChange(value: string | number | null): void;
  /** A message from the caller (a backwards range), already translated. */
  error?: ReactNode;
}

export type BombayDayInputProps = BombayDayFormInputProps | BombayDayControlledProps;

export const DAY_KIND: TypedKind = {
  picker: 'date',
  patterns: DAY_PATTERNS,
  parse: parseDay,
  display: displayDay,
  invalidKey: 'format.day.invalid',
  pickKey: 'format.day.pick',
};

function dayShape(bound: Bound): ValueShape {
  return {
    canonicalOf(value) {
      if (value === null || value === undefined || value === '') return '';
      // Only the canonical text counts: parseDay would also pad '2026-1-3', which the server refuses.
      if (bound === 'date') return typeof value === 'string' && parseDay(value, 'zh') === value ? value : null;
      const ms = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
      if (!Number.isFinite(ms)) return null;
      return bombayDate(bound === 'end' ? ms - DAY_MS : ms);
    },
    valueOf(day) {
      if (bound === 'date') return day;
      return bombayStartOfDay(day) + (bound === 'end' ? DAY_MS : 0);
    },
  };
}

function useDayLocale(): DayLocale {
  const [locale] = useLocaleState();
  return locale === 'zh' ? 'zh' : 'en';
}

function FormDayInput({ source, label, bound = 'start', validate, helperText, fullWidth, disabled, testId, sx }: BombayDayFormInputProps) {
  const locale = useDayLocale();
  const shape = dayShape(bound);
  // The form holds the typed text when it is not a day, so this check (and a form's own checks of
  // the value) stop the save instead of quietly sending the last good day.
  const readable: Validator = (value) =>
    shape.canonicalOf(value) === null ? { message: DAY_KIND.invalidKey, args: { pattern: DAY_PATTERNS[locale] } } : undefined;
  const { id, field, fieldState, isRequired } = useInput({
    source,
    validate: [readable, ...(Array.isArray(validate) ? validate : validate ? [validate] : [])],
    defaultValue: undefined,
  });
  return (
    <BombayTypedField
      kind={DAY_KIND}
      shape={shape}
      locale={locale}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      unreadable={(text) => text}
      empty={null}
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

function ControlledDayInput({
  value,
  onChange,
  label,
  bound = 'start',
  error,
  helperText,
  fullWidth,
  disabled,
  testId,
  sx,
}: BombayDayControlledProps) {
  const locale = useDayLocale();
  const translate = useTranslate();
  return (
    <BombayTypedField
      kind={DAY_KIND}
      shape={dayShape(bound)}
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
 * A Bombay calendar day typed in the language's own pattern (yyyy-mm-dd in zh, dd/mm/yyyy in en),
 * with the browser's calendar behind the icon. With `source` it is a react-admin input (forms and
 * list filters); with `value` and `onChange` it works on the caller's own state.
 */
export function BombayDayInput(props: BombayDayInputProps) {
  return props.source === undefined ? <ControlledDayInput {...props} /> : <FormDayInput {...props} />;
}
