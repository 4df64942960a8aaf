import { DATE_TIME_PATTERNS, displayDateTime, fromBombayLocal, parseDateTime, toBombayLocal } from '../../format/dateTime';
import type { TypedKind, ValueShape } from './BombayTypedField';
import { BombayTypedInput, msOf, type TypedControlledProps, type TypedFormInputProps } from './BombayTypedInput';

/**
 * What the value is: 'ms' = epoch milliseconds, 'local' = the Bombay wall-clock text
 * 'YYYY-MM-DDTHH:mm' (what the forms' helpers parse, as a datetime-local input used to hold).
 */
export type DateTimeMode = 'ms' | 'local';

interface ModeProp {
  mode?: DateTimeMode;
}

/** In a react-admin form or filter: the value lives at `source`. */
export interface BombayDateTimeFormInputProps extends TypedFormInputProps, ModeProp {}

/** Held by the caller (local state): null is handed on when the box is emptied or unreadable. */
export interface BombayDateTimeControlledProps extends TypedControlledProps, ModeProp {}

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
      const ms = msOf(value);
      return Number.isFinite(ms) ? toBombayLocal(ms) || null : null;
    },
    valueOf(local) {
      return mode === 'local' ? local : fromBombayLocal(local);
    },
  };
}

/**
 * A Bombay date and time typed in the language's own pattern (yyyy-mm-dd HH:mm in zh,
 * dd/mm/yyyy HH:mm in en, 24-hour in both), with the browser's date-time picker behind the icon.
 * The wall-clock time is Bombay's whatever the browser's time zone. With `source` it is a
 * react-admin input (forms and list filters); with `value` and `onChange` it works on the caller's
 * own state.
 */
export function BombayDateTimeInput({ mode = 'ms', ...props }: BombayDateTimeInputProps) {
  // An emptied box leaves a form '' in local mode (the text it holds) and null in ms mode.
  return <BombayTypedInput {...props} kind={DATE_TIME_KIND} shape={dateTimeShape(mode)} formEmpty={mode === 'local' ? '' : null} />;
}
