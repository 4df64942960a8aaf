import { BOMBAY_OFFSET_MS, bombayDate, bombayDayStart, DAY_MS } from '../../../../server/domain/time';

/*
 * Commission periods in Bombay time. A weekly period runs Monday 00:00 IST to the next Monday and
 * is keyed 'W' + its Monday ('W2026-11-16'); a monthly one runs from the 1st and is keyed
 * 'M2026-11'. The key alone gives the range, so a period is the same whoever computes it.
 *
 * The cycle is a SCHEDULE: an administrator's change takes effect at the end of the period running
 * when it is made, so no period already begun (let alone computed) is ever cut again. Where the new
 * cycle's first period would have begun before that moment, it is cut to start there: a bridging
 * period keyed by its dates, 'R2026-11-30_2026-12-01' (weekly → monthly on Monday 30 November).
 */

export type Cycle = 'weekly' | 'monthly';

/** From `from` (epoch ms) on, periods follow `cycle`. */
export interface CycleChange {
  cycle: Cycle;
  from: number;
}

/** Changes ascending by `from`; the first applies from the beginning of time. A bare cycle is a one-entry schedule. */
export type Schedule = Cycle | readonly CycleChange[];

const changesOf = (schedule: Schedule): readonly CycleChange[] =>
  typeof schedule === 'string' ? [{ cycle: schedule, from: 0 }] : schedule;

/** The cycle in force at `ms`. */
export function cycleAt(schedule: Schedule, ms: number): Cycle {
  const changes = changesOf(schedule);
  return (changes.findLast((c) => c.from <= ms) ?? changes[0]).cycle;
}

export interface CommissionPeriod {
  key: string;
  start: number;
  end: number;
}

const KEY_RE = /^(W)(\d{4}-\d{2}-\d{2})$|^(M)(\d{4})-(\d{2})$|^(R)(\d{4}-\d{2}-\d{2})_(\d{4}-\d{2}-\d{2})$/;
/** A bridging period is shorter than the longest natural one. */
const MAX_BRIDGE_MS = 31 * DAY_MS;

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
    if (m[6]) {
      const start = bombayDayStart(m[7]);
      const end = bombayDayStart(m[8]);
      if (bombayDate(start) !== m[7] || bombayDate(end) !== m[8] || end <= start || end - start >= MAX_BRIDGE_MS) return null;
      return { key, start, end };
    }
    const year = Number(m[4]);
    const month = Number(m[5]);
    if (month < 1 || month > 12) return null;
    return { key, start: monthStart(year, month), end: month === 12 ? monthStart(year + 1, 1) : monthStart(year, month + 1) };
  } catch {
    return null;
  }
}

/** The period of the schedule that contains the instant. */
export function periodContaining(schedule: Schedule, ms: number): CommissionPeriod {
  const changes = changesOf(schedule);
  const at = Math.max(
    0,
    changes.findLastIndex((c) => c.from <= ms),
  );
  const natural = naturalPeriod(changes[at].cycle, ms);
  const start = Math.max(natural.start, changes[at].from);
  const end = Math.min(natural.end, changes[at + 1]?.from ?? natural.end);
  if (start === natural.start && end === natural.end) return natural;
  return { key: `R${bombayDate(start)}_${bombayDate(end)}`, start, end };
}

function naturalPeriod(cycle: Cycle, ms: number): CommissionPeriod {
  const date = bombayDate(ms);
  if (cycle === 'monthly') return periodOfKey(`M${date.slice(0, 7)}`) as CommissionPeriod;
  const dayStart = bombayDayStart(date);
  const monday = dayStart - ((weekdayOf(dayStart) + 6) % 7) * DAY_MS;
  return periodOfKey(`W${bombayDate(monday)}`) as CommissionPeriod;
}

/** The last period of the cycle that has ended by `now` (the one a settlement run is due for). */
export function lastEndedPeriod(cycle: Schedule, now: number): CommissionPeriod {
  return periodContaining(cycle, periodContaining(cycle, now).start - 1);
}

/** The period right after the one containing `ms`: where template changes take effect. */
export function nextPeriodStart(cycle: Schedule, ms: number): number {
  return periodContaining(cycle, ms).end;
}

/** The `count` most recent ended periods, newest first. */
export function recentEndedPeriods(cycle: Schedule, now: number, count: number): CommissionPeriod[] {
  const out: CommissionPeriod[] = [];
  let at = now;
  for (let i = 0; i < count; i++) {
    const p = lastEndedPeriod(cycle, at);
    out.push(p);
    at = p.end - 1;
  }
  return out;
}
