import { sql, type RawBuilder } from 'kysely';

/*
 * Business time is Bombay time (Asia/Kolkata). India has kept UTC+05:30 without daylight saving
 * since 1945, so a fixed offset gives the same calendar days as a tz database would, and the
 * same arithmetic works inside SQL on both SQLite and PostgreSQL.
 */
export const BOMBAY_TZ = 'Asia/Kolkata';
export const BOMBAY_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Days since 1970-01-01 in Bombay time. */
export function bombayDayNumber(ms: number): number {
  return Math.floor((ms + BOMBAY_OFFSET_MS) / DAY_MS);
}

/** Epoch ms of 00:00 Bombay time on the given Bombay day number. */
export function bombayDayStart(dayNumber: number): number {
  return dayNumber * DAY_MS - BOMBAY_OFFSET_MS;
}

function shifted(ms: number): string {
  return new Date(ms + BOMBAY_OFFSET_MS).toISOString();
}

/** 'YYYY-MM-DD' in Bombay time. */
export function bombayDate(ms: number): string {
  return shifted(ms).slice(0, 10);
}

/** 'YYYY-MM-DD HH:mm:ss' in Bombay time. */
export function bombayDateTime(ms: number): string {
  const iso = shifted(ms);
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/** SQL: the Bombay day number of an epoch-ms column (integer division on both dialects). */
export function bombayDaySql(column: string): RawBuilder<number> {
  return sql<number>`((${sql.ref(column)} + ${sql.lit(BOMBAY_OFFSET_MS)}) / ${sql.lit(DAY_MS)})`;
}
