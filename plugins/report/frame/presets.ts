/*
 * Date presets in Bombay days. Asia/Kolkata is a fixed UTC+05:30 (no DST), so a Bombay date is
 * the UTC date of (now + 5:30); all arithmetic is on whole days, as the server's ranges are.
 */
export const PRESETS = ['today', 'yesterday', 'last7', 'last30', 'thisMonth', 'lastMonth', 'custom'] as const;
export type Preset = (typeof PRESETS)[number];

export interface DateRange {
  from: string;
  to: string;
}

const OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 86_400_000;

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Bombay date of an instant. */
export const bombayToday = (now: number) => iso(now + OFFSET_MS);
const shift = (date: string, days: number) => iso(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS);

export function presetRange(preset: Exclude<Preset, 'custom'>, now: number): DateRange {
  const today = bombayToday(now);
  const monthStart = `${today.slice(0, 8)}01`;
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: shift(today, -1), to: shift(today, -1) };
    case 'last7':
      return { from: shift(today, -6), to: today };
    case 'last30':
      return { from: shift(today, -29), to: today };
    case 'thisMonth':
      return { from: monthStart, to: today };
    case 'lastMonth': {
      const lastDay = shift(monthStart, -1);
      return { from: `${lastDay.slice(0, 8)}01`, to: lastDay };
    }
  }
}

/** Days in a range, both ends included. */
export const rangeDays = (r: DateRange) => Math.round((Date.parse(`${r.to}T00:00:00Z`) - Date.parse(`${r.from}T00:00:00Z`)) / DAY_MS) + 1;

/** The period of equal length just before (what the server compares with). */
export function previousRange(r: DateRange): DateRange {
  const n = rangeDays(r);
  return { from: shift(r.from, -n), to: shift(r.from, -1) };
}

/** Relative change in basis points, null when the previous figure is zero (no meaningful ratio). */
export function changeBps(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 10_000);
}
