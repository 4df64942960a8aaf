import { bombayDate, bombayDayRange } from '../format';
import type { PresetTimeRange } from './types';

/** A preset time range as [start, end) instants in ms; today and yesterday cut at Bombay midnight. */
export function presetInstants(range: PresetTimeRange | undefined, now: number): { start: number; end: number } | undefined {
  if (range === undefined) return undefined;
  if (Array.isArray(range)) return { start: range[0], end: range[1] };
  const day = bombayDayRange(range === 'today' ? 0 : -1, now);
  // bombayDayRange's end is inclusive; the lists' endTime bound is exclusive.
  return { start: day.start, end: day.end + 1 };
}

/** The same range as Bombay business days 'YYYY-MM-DD', both included (lists filtered by day). */
export function presetDays(range: PresetTimeRange | undefined, now: number): { from: string; to: string } | undefined {
  const instants = presetInstants(range, now);
  if (!instants) return undefined;
  return { from: bombayDate(instants.start), to: bombayDate(Math.max(instants.start, instants.end - 1)) };
}

/** The usual mapping: startTime / endTime (or other sources) from the preset range. */
export function presetTimeFilter(
  range: PresetTimeRange | undefined,
  now: number,
  start = 'startTime',
  end = 'endTime',
): Record<string, number> {
  const instants = presetInstants(range, now);
  return instants ? { [start]: instants.start, [end]: instants.end } : {};
}

/** Drops undefined values, so a mapping may name every source and keep only what was preset. */
export function defined(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== ''));
}

/** A preset id as a number (ids travel through the URL as text); undefined when it is not one. */
export function presetId(value: string | number | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 0 ? n : undefined;
}
