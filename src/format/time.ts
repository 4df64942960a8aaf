import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Times are stored UTC and always shown in Bombay time, whatever the operator's machine is set
 * to (spec §9): a shift in Dubai or London must read the same clock as the office in Mumbai.
 */
export const TZ = 'Asia/Kolkata';
export const DATE_TIME_PATTERN = 'YYYY-MM-DD HH:mm:ss';
export const DATE_PATTERN = 'YYYY-MM-DD';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type TimeInput = number | Date | string;

// Strings without an offset are UTC, as the server stores them; 'Z' or '+05:30' is honoured.
function parse(value: TimeInput) {
  if (typeof value === 'string' && !/(?:[zZ]|[+-]\d{2}:?\d{2})$/.test(value.trim())) {
    return dayjs.utc(value.trim());
  }
  return dayjs(value);
}

/** India has kept +05:30 without daylight saving since 15 October 1945 (the tz database's Asia/Kolkata). */
const IST_OFFSET_MS = 330 * MINUTE;
const IST_FIXED_FROM = Date.UTC(1945, 9, 14, 18, 30);
const IST_FIXED_TO = Date.UTC(9999, 11, 31) - IST_OFFSET_MS;
// A server time without an offset ('2026-11-22 05:30:00', '2026-11-22T05:30:00.123'), read as UTC.
const PLAIN_UTC = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/;

function instantOf(value: TimeInput): number | undefined {
  if (typeof value === 'number') return value;
  if (value instanceof Date) return value.getTime();
  const m = PLAIN_UTC.exec(value.trim());
  if (!m) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '0'] = m;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), Number(frac.padEnd(3, '0')));
}

/**
 * The two patterns every table cell and clock uses, by arithmetic on the fixed offset: dayjs's
 * time zone plugin goes through Intl on each call, which showed in the cold member list's
 * profile (issue 19). Undefined sends the caller to dayjs (other patterns, odd inputs, pre-1945).
 */
function fastBombay(value: TimeInput, pattern: string): string | undefined {
  if (pattern !== DATE_TIME_PATTERN && pattern !== DATE_PATTERN) return undefined;
  const ms = instantOf(value);
  if (ms === undefined || !Number.isFinite(ms) || ms < IST_FIXED_FROM || ms > IST_FIXED_TO) return undefined;
  const iso = new Date(ms + IST_OFFSET_MS).toISOString();
  return pattern === DATE_PATTERN ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/** '2026-11-22 05:30:00' in Bombay time; '' for null, undefined or an unreadable value. */
export function formatBombay(value: TimeInput | null | undefined, pattern: string = DATE_TIME_PATTERN): string {
  if (value === null || value === undefined || value === '') return '';
  const fast = fastBombay(value, pattern);
  if (fast !== undefined) return fast;
  const parsed = parse(value);
  return parsed.isValid() ? parsed.tz(TZ).format(pattern) : '';
}

/** The Bombay calendar day of an instant: 'YYYY-MM-DD'. */
export function bombayDate(value: TimeInput): string {
  return formatBombay(value, DATE_PATTERN);
}

/**
 * The [start, end] instants (ms, inclusive) of a Bombay calendar day, `offsetDays` from the day
 * of `now`: 0 today, -1 yesterday. For "today / yesterday" filters, which must cut at Bombay
 * midnight (18:30 UTC), not at the browser's.
 */
export function bombayDayRange(offsetDays = 0, now: number = Date.now()): { start: number; end: number } {
  const start = dayjs(now).tz(TZ).startOf('day').add(offsetDays, 'day');
  return { start: start.valueOf(), end: start.add(1, 'day').valueOf() - 1 };
}

/** Bombay midnight starting the day 'YYYY-MM-DD', in ms. */
export function bombayStartOfDay(date: string): number {
  return dayjs.tz(date, DATE_PATTERN, TZ).valueOf();
}

export type TimeAgoUnit = 'minute' | 'hour' | 'day';

export interface TimeAgoParts {
  unit: TimeAgoUnit;
  count: number;
  /** i18n key in formatMessages; takes smart_count. */
  key: string;
}

export const TIME_AGO_KEYS: Record<TimeAgoUnit, string> = {
  minute: 'format.timeAgo.minutes',
  hour: 'format.timeAgo.hours',
  day: 'format.timeAgo.days',
};

/** Spec §9: under 1 hour in minutes, under 1 day in hours, otherwise days (whole units, floored). */
export function timeAgoParts(then: number, now: number = Date.now()): TimeAgoParts {
  // A clock a little ahead of ours must not read as "-1 minutes ago".
  const elapsed = Math.max(0, now - then);
  const [unit, count]: [TimeAgoUnit, number] =
    elapsed < HOUR
      ? ['minute', Math.floor(elapsed / MINUTE)]
      : elapsed < DAY
        ? ['hour', Math.floor(elapsed / HOUR)]
        : ['day', Math.floor(elapsed / DAY)];
  return { unit, count, key: TIME_AGO_KEYS[unit] };
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** '5 minutes ago' / '5 分钟前' through react-admin's translate (or any compatible function). */
export function timeAgo(then: number, now: number, t: Translate): string {
  const { key, count } = timeAgoParts(then, now);
  return t(key, { smart_count: count });
}
