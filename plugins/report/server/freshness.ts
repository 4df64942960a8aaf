import type { AnswerOf } from '../../../shared/contract';
import type { reportContracts } from '../shared/reportContract';
import type { Database } from '../../../server/db/database';
import { bombayDayNumber } from '../../../server/time/bombay';
import { dateOfDay, type Period } from './period';
import { staleDays } from './staleMarks';
import { cutBuiltRow } from './tables/dayRows';

/**
 * How current a report's stored days are, shown under every report (issue 40): when the least
 * recently built stored day of the period was built (null when it has none), and the Bombay dates a
 * late change has made stale, awaiting the stale-days job (within a minute).
 */
export type Freshness = AnswerOf<typeof reportContracts.daily_overview>['freshness'];

export async function freshnessOf(db: Database, p: Period, now: number): Promise<Freshness> {
  const lastStored = Math.min(p.lastDay, bombayDayNumber(now) - 1);
  if (lastStored < p.firstDay) return { builtAt: null, pending: [] };
  const [built, stale] = await Promise.all([
    db
      .selectFrom('daily_cut_agent')
      .select(['day', (eb) => eb.fn.max('refreshed_at').as('at')])
      .where('day', '>=', p.firstDay)
      .where('day', '<=', lastStored)
      .groupBy('day')
      .execute(),
    staleDays(db, p.firstDay, lastStored),
  ]);
  const times = built.map((r) => cutBuiltRow.map(r).at);
  return { builtAt: times.length > 0 ? Math.min(...times) : null, pending: stale.map((s) => dateOfDay(s.day)) };
}
