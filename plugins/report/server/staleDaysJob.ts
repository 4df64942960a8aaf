import type { Transaction } from 'kysely';
import type { Database } from '../../../server/db/database';
import type { DB } from '../../../server/db/schema';
import type { PeriodicJob } from '../../../server/jobs/periodicJob';
import { bombayDate } from '../../../server/domain/time';
import { bombayDayNumber, dayNumberStart } from '../../../server/time/bombay';
import { closeDaySteps } from './closeDayJob';
import { clearStale, staleDays } from './staleMarks';

/*
 * Days marked stale by the triggers of migration 069 (a late write changed their figures) are
 * rebuilt here, one table of one day per transaction as the close-day job does, on every tick of
 * the job runner (once a minute). A mark is cleared only if its version is still the one read
 * before the rebuild began: a write during the rebuild leaves it for the next tick. Today is not
 * rebuilt: reports read it live, and the close-day job builds it once it has ended.
 */

/** Rebuilds every stale day before today (Bombay) and clears its mark; returns the days rebuilt. */
export async function rebuildStaleDays(db: Database, now: number): Promise<number> {
  const due = await staleDays(db, -Infinity, bombayDayNumber(now) - 1);
  for (const stale of due) {
    for (const step of await closeDaySteps(db, [bombayDate(dayNumberStart(stale.day))], now)) {
      if (db.isTransaction) await step.run(db as Transaction<DB>);
      else await db.transaction().execute((trx) => step.run(trx));
    }
    await clearStale(db, [stale]);
  }
  return due.length;
}

export const reportStaleDaysJob: PeriodicJob = {
  name: 'report_stale_days',
  duePeriod: () => 'every tick',
  run: (trx, _period, now) => rebuildStaleDays(trx, now),
  everyTick: rebuildStaleDays,
};
