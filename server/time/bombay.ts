import { sql, type RawBuilder } from 'kysely';
import { BOMBAY_OFFSET_MS, DAY_MS } from '../domain/time';

/*
 * Bombay business days as numbers, for grouping in SQL. Dates and times as text come from
 * server/domain/time.ts; both rely on Asia/Kolkata's fixed UTC+05:30 (no DST since 1945), which
 * lets SQLite and PostgreSQL bucket epoch-ms columns with the same integer arithmetic.
 */
export const BOMBAY_TZ = 'Asia/Kolkata';

/** Days since 1970-01-01 in Bombay time. */
export function bombayDayNumber(ms: number): number {
  return Math.floor((ms + BOMBAY_OFFSET_MS) / DAY_MS);
}

/** Epoch ms of 00:00 Bombay time on a Bombay day number. */
export function dayNumberStart(dayNumber: number): number {
  return dayNumber * DAY_MS - BOMBAY_OFFSET_MS;
}

/** SQL: the Bombay day number of an epoch-ms column (integer division on both dialects). */
export function bombayDaySql(column: string): RawBuilder<number> {
  return sql<number>`((${sql.ref(column)} + ${sql.lit(BOMBAY_OFFSET_MS)}) / ${sql.lit(DAY_MS)})`;
}
