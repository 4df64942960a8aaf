/*
 * Bombay date-times as the operator types them: yyyy-mm-dd HH:mm in Chinese, dd/mm/yyyy HH:mm in
 * English (India), 24-hour in both. A date-time is carried around as the Bombay wall-clock text
 * 'YYYY-MM-DDTHH:mm' (what a datetime-local input holds and the forms' helpers parse); the instant
 * is derived from it by Bombay's offset, never the browser's time zone.
 */
import { parseDay, type DayLocale } from './day';
import { bombayStartOfDay, formatBombay } from './time';

export const DATE_TIME_PATTERNS: Record<DayLocale, string> = { zh: 'yyyy-mm-dd HH:mm', en: 'dd/mm/yyyy HH:mm' };

const LOCAL = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;
// The day part goes to parseDay (which knows each language's pattern); the time is always 24-hour.
// 'T' is taken too, so a value pasted from a datetime-local or an ISO text reads the same.
const TYPED = /^(.+?)(?:\s+|T)(\d{1,2}):(\d{2})$/;

/** 'YYYY-MM-DDTHH:mm' of what was typed, or null when it is not a real date and 24-hour time. */
export function parseDateTime(text: string, locale: DayLocale): string | null {
  const m = TYPED.exec(text.trim());
  if (!m) return null;
  // "01/12/2026, 19:55" is how some browsers copy a date-time; the comma is not worth refusing.
  const day = parseDay(m[1].replace(/,$/, ''), locale);
  const hour = Number(m[2]);
  const minute = Number(m[3]);
  if (!day || hour > 23 || minute > 59) return null;
  return `${day}T${String(hour).padStart(2, '0')}:${m[3]}`;
}

/** A 'YYYY-MM-DDTHH:mm' Bombay date-time as the language writes it; '' for anything else. */
export function displayDateTime(local: string, locale: DayLocale): string {
  const m = LOCAL.exec(local);
  if (!m) return '';
  const [y, mo, d] = m[1].split('-');
  return locale === 'zh' ? `${m[1]} ${m[2]}:${m[3]}` : `${d}/${mo}/${y} ${m[2]}:${m[3]}`;
}

/** The Bombay wall-clock 'YYYY-MM-DDTHH:mm' of an instant (seconds dropped); '' when unreadable. */
export function toBombayLocal(ms: number): string {
  const text = formatBombay(ms);
  return text ? `${text.slice(0, 10)}T${text.slice(11, 16)}` : '';
}

/** The instant (ms) of a Bombay wall-clock 'YYYY-MM-DDTHH:mm', or null when it is not one. */
export function fromBombayLocal(local: string): number | null {
  const m = LOCAL.exec(local);
  if (!m || parseDay(m[1], 'zh') !== m[1] || Number(m[2]) > 23 || Number(m[3]) > 59) return null;
  return bombayStartOfDay(m[1]) + (Number(m[2]) * 60 + Number(m[3])) * 60_000;
}
