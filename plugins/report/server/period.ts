import type { z } from 'zod';
import { bombayDate, bombayDayStart } from '../../../server/domain/time';
import { ApiError } from '../../../server/http/errors';
import { reportBody } from '../shared/reportContract';
import { bombayDayNumber, dayNumberStart } from '../../../server/time/bombay';

/** A report's Bombay date range and the previous range of equal length (for "change vs previous period"). */
export interface Period {
  firstDay: number;
  lastDay: number;
}

export const MAX_REPORT_DAYS = 366;

/** Fields every report takes (declared with the report contracts). */
export { reportBody };
export type ReportBody = z.output<typeof reportBody>;

export function periodOf(body: { from: string; to: string }): Period {
  const firstDay = bombayDayNumber(bombayDayStart(body.from));
  const lastDay = bombayDayNumber(bombayDayStart(body.to));
  if (lastDay < firstDay || lastDay - firstDay >= MAX_REPORT_DAYS)
    throw new ApiError('A0400', 'report_range_invalid', { max: MAX_REPORT_DAYS });
  return { firstDay, lastDay };
}

export function previousOf(p: Period): Period {
  const length = p.lastDay - p.firstDay + 1;
  return { firstDay: p.firstDay - length, lastDay: p.firstDay - 1 };
}

export const dateOfDay = (day: number) => bombayDate(dayNumberStart(day));
export const rangeOf = (p: Period) => ({ from: dateOfDay(p.firstDay), to: dateOfDay(p.lastDay) });
