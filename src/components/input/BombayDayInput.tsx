import { DAY_PATTERNS, displayDay, parseDay } from '../../format/day';
import { bombayDate, bombayStartOfDay } from '../../format/time';
import type { TypedKind, ValueShape } from './BombayTypedField';
import { BombayTypedInput, msOf, type TypedControlledProps, type TypedFormInputProps } from './BombayTypedInput';

const DAY_MS = 24 * 60 * 60 * 1000;

type Bound = 'start' | 'end' | 'date';

interface BoundProp {
  /**
   * What the value is: 'start' = epoch ms of the Bombay day's start, 'end' = epoch ms of the
   * next day's start (an exclusive upper bound), 'date' = the 'YYYY-MM-DD' text itself.
   */
  bound?: Bound;
}

/** In a react-admin form or filter: the value lives at `source`. */
export interface BombayDayFormInputProps extends TypedFormInputProps, BoundProp {}

/** Held by the caller (local state): null is handed on when the box is emptied or unreadable. */
export interface BombayDayControlledProps extends TypedControlledProps, BoundProp {}

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
      const ms = msOf(value);
      if (!Number.isFinite(ms)) return null;
      return bombayDate(bound === 'end' ? ms - DAY_MS : ms);
    },
    valueOf(day) {
      if (bound === 'date') return day;
      return bombayStartOfDay(day) + (bound === 'end' ? DAY_MS : 0);
    },
  };
}

/**
 * A Bombay calendar day typed in the language's own pattern (yyyy-mm-dd in zh, dd/mm/yyyy in en),
 * with the browser's calendar behind the icon. With `source` it is a react-admin input (forms and
 * list filters); with `value` and `onChange` it works on the caller's own state.
 */
export function BombayDayInput({ bound = 'start', ...props }: BombayDayInputProps) {
  return <BombayTypedInput {...props} kind={DAY_KIND} shape={dayShape(bound)} formEmpty={null} />;
}
