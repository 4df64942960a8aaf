import { bombayDate } from '../../../src';

const DAY_MS = 86_400_000;

/** The last ended Bombay day. */
export const lastEndedDay = (now: number = Date.now()) => bombayDate(now - DAY_MS);

/** Monday of the last Monday-to-Sunday week (Bombay) that has ended. */
export function lastEndedWeek(now: number = Date.now()): string {
  const today = bombayDate(now);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  return new Date(Date.parse(`${today}T00:00:00Z`) - (weekday + 7) * DAY_MS).toISOString().slice(0, 10);
}

export const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
export const dateError = (value?: string | null) => (DATE_RE.test(value ?? '') ? undefined : 'vip.levels.dateInvalid');
