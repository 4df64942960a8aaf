/*
 * Bombay time (Asia/Kolkata) for business days and period numbering.
 *
 * India has used UTC+05:30 without daylight saving since 1945, so a fixed offset gives exactly
 * the calendar days a tz database would, with plain integer arithmetic and no dependency. This
 * module is deliberately free of database helpers (server/time/bombay.ts has the SQL side, with
 * the same offset); tests check it against the tz database (Intl, Asia/Kolkata) from 1970 on.
 */

export const BOMBAY_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

function assertEpochMs(ms: number): void {
  if (!Number.isSafeInteger(ms)) throw new RangeError(`time must be integer epoch milliseconds, got ${ms}`);
}

/** The ISO string of the instant shifted into Bombay wall-clock time. */
function shiftedIso(ms: number): string {
  assertEpochMs(ms);
  return new Date(ms + BOMBAY_OFFSET_MS).toISOString();
}

/** 'YYYY-MM-DD': the Bombay calendar date of an instant. */
export function bombayDate(ms: number): string {
  return shiftedIso(ms).slice(0, 10);
}

/** 'YYYYMMDD': the compact Bombay date used in issue and order numbers. */
export function bombayCompactDate(ms: number): string {
  return bombayDate(ms).replaceAll('-', '');
}

/** 'YYYY-MM-DD HH:mm:ss' in Bombay time (for display and logs next to the UTC instant). */
export function bombayDateTime(ms: number): string {
  const iso = shiftedIso(ms);
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/**
 * Epoch ms of 00:00:00 Bombay time on the given date ('YYYY-MM-DD'), i.e. 18:30 UTC the day
 * before. Throws on a malformed or impossible date (2025-02-30), rather than rolling it over
 * the way Date.UTC would.
 */
export function bombayDayStart(dateStr: string): number {
  const m = DATE_RE.exec(dateStr);
  if (!m) throw new RangeError(`date must be YYYY-MM-DD, got ${JSON.stringify(dateStr)}`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const utcMidnight = Date.UTC(y, mo - 1, d);
  // Date.UTC maps years 0–99 to 1900–1999; such dates are never business dates anyway.
  if (y < 1000 || new Date(utcMidnight).toISOString().slice(0, 10) !== dateStr) {
    throw new RangeError(`not a calendar date: ${dateStr}`);
  }
  return utcMidnight - BOMBAY_OFFSET_MS;
}

/** [start, end) in epoch ms of a Bombay calendar day: end is the next day's 00:00 IST. */
export function bombayDayRange(dateStr: string): [number, number] {
  const start = bombayDayStart(dateStr);
  return [start, start + DAY_MS];
}

/** The Bombay date `days` after dateStr (negative for before). */
export function addBombayDays(dateStr: string, days: number): string {
  if (!Number.isSafeInteger(days)) throw new RangeError(`days must be an integer, got ${days}`);
  return bombayDate(bombayDayStart(dateStr) + days * DAY_MS);
}
