import { BOMBAY_OFFSET_MS, bombayDate, bombayDayStart, DAY_MS } from '../domain/time';

/*
 * Commission periods in Bombay time. A weekly period runs Monday 00:00 IST to the next Monday and
 * is keyed 'W' + its Monday ('W2026-11-16'); a monthly one runs from the 1st and is keyed
 * 'M2026-11'. The key alone gives the range, so a period is the same whoever computes it.
 */

export type Cycle = 'weekly' | 'monthly';

export interface CommissionPeriod {
  key: string;
  start: number;
  end: number;
}

const KEY_RE = /^(W)(\d{4}-\d{2}-\d{2})$|^(M)(\d{4})-(\d{2})$/;

function monthStart(year: number, month: number): number {
  return bombayDayStart(`${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`);
}

/** 0 Sunday … 6 Saturday, of the Bombay day starting at `dayStart`. */
function weekdayOf(dayStart: number): number {
  return new Date(dayStart + BOMBAY_OFFSET_MS).getUTCDay();
}

/** The period a key names; null when the key is malformed (or a 'W' date is not a Monday). */
export function periodOfKey(key: string): CommissionPeriod | null {
  const m = KEY_RE.exec(key);
  if (!m) return null;
  try {
    if (m[1]) {
      const start = bombayDayStart(m[2]);
      if (weekdayOf(start) !== 1) return null;
      return { key, start, end: start + 7 * DAY_MS };
    }
    const year = Number(m[4]);
    const month = Number(m[5]);
    if (month < 1 || month > 12) return null;
    return { key, start: monthStart(year, month), end: month === 12 ? monthStart(year + 1, 1) : monthStart(year, month + 1) };
  } catch {
    return null;
  }
}

/** The period of the given cycle that contains the instant. */
export function periodContaining(cycle: Cycle, ms: number): CommissionPeriod {
  const date = bombayDate(ms);
  if (cycle === 'monthly') return periodOfKey(`M${date.slice(0, 7)}`) as CommissionPeriod;
  const dayStart = bombayDayStart(date);
  const monday = dayStart - ((weekdayOf(dayStart) + 6) % 7) * DAY_MS;
  return periodOfKey(`W${bombayDate(monday)}`) as CommissionPeriod;
}

/** The last period of the cycle that has ended by `now` (the one a settlement run is due for). */
export function lastEndedPeriod(cycle: Cycle, now: number): CommissionPeriod {
  return periodContaining(cycle, periodContaining(cycle, now).start - 1);
}

/** The period right after the one containing `ms`: where template changes take effect. */
export function nextPeriodStart(cycle: Cycle, ms: number): number {
  return periodContaining(cycle, ms).end;
}

/** The `count` most recent ended periods, newest first. */
export function recentEndedPeriods(cycle: Cycle, now: number, count: number): CommissionPeriod[] {
  const out: CommissionPeriod[] = [];
  let at = now;
  for (let i = 0; i < count; i++) {
    const p = lastEndedPeriod(cycle, at);
    out.push(p);
    at = p.end - 1;
  }
  return out;
}
