/*
 * Calendar days as the operator types them: yyyy-mm-dd in Chinese, dd/mm/yyyy in English (India).
 * A day is carried around as 'YYYY-MM-DD' (a Bombay calendar date); conversion to instants is
 * done by the caller with bombayStartOfDay, so the browser's own time zone never enters.
 */

export type DayLocale = 'zh' | 'en';

export const DAY_PATTERNS: Record<DayLocale, string> = { zh: 'yyyy-mm-dd', en: 'dd/mm/yyyy' };

const pad = (n: number) => String(n).padStart(2, '0');

function validDay(y: number, m: number, d: number): string | null {
  if (y < 1900 || y > 2999 || m < 1 || m > 12 || d < 1) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/** 'YYYY-MM-DD' of what was typed, or null when it is not a real day in the language's pattern. */
export function parseDay(text: string, locale: DayLocale): string | null {
  const t = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  // ISO is accepted in both languages (pasted from a report or the server); dd/mm/yyyy only in en.
  if (iso) return validDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dmy = locale === 'en' ? /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t) : null;
  if (dmy) return validDay(Number(dmy[3]), Number(dmy[2]), Number(dmy[1]));
  return null;
}

/** A 'YYYY-MM-DD' day as the language writes it. */
export function displayDay(day: string, locale: DayLocale): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return '';
  return locale === 'zh' ? day : `${m[3]}/${m[2]}/${m[1]}`;
}
