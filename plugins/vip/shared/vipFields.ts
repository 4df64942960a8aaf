import { z } from 'zod';

/** 'YYYY-MM-DD' naming a real calendar date from year 1000 (as server/domain/time.ts bombayDayStart accepts). */
function isCalendarDate(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const y = Number(m[1]);
  return y >= 1000 && new Date(Date.UTC(y, Number(m[2]) - 1, Number(m[3]))).toISOString().slice(0, 10) === v;
}

/** A real calendar date 'YYYY-MM-DD' (request field of the VIP routes' contracts). */
export const dateText = z.string({ error: 'vip_date' }).refine(isCalendarDate, { error: 'vip_date' });

export const optionalDate = z.preprocess((v) => (v === '' || v === null ? undefined : v), dateText.optional());
