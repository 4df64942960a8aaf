import { previousBombayDay, type JobStep, type PeriodicJob } from '../../../server/jobs/periodicJob';
import { addBombayDays, bombayDayStart } from '../../../server/domain/time';
import { bombayDayNumber } from '../../../server/time/bombay';
import type { Database } from '../../../server/db/database';
import { MEMBER_CUT_TABLE } from './cutTables';
import { rebuildDailyReports, REPORT_PARTS } from './rebuild';

/** Members per slice of the per-member cut: one slice's transaction stays short at a million members. */
export const MEMBER_SLICE = 100_000;

/**
 * Once a Bombay day has ended, its report rows are rebuilt from the raw rows: until then reports
 * read that day live, afterwards from the tables. The day before is rebuilt again too, so bets
 * placed just before midnight and settled after the first rebuild still count as valid turnover.
 * At the large profile the whole rebuild takes minutes; in one transaction it held SQLite's write
 * lock all that time, so the night's bets waited or failed. The steps rebuild one day of one table
 * (the per-member cut one slice of members) each; every step is idempotent on its own.
 */
export const reportCloseDayJob: PeriodicJob = {
  name: 'report_close_day',
  duePeriod: previousBombayDay,
  async run(trx, period, now) {
    return rebuildDailyReports(trx, { from: addBombayDays(period, -1), to: period, now });
  },
  async steps(db, period, now) {
    const days = [addBombayDays(period, -1), period];
    const numbers = days.map((day) => bombayDayNumber(bombayDayStart(day)));
    // The late changes to these days the rebuild will include are marked stale (migration 069):
    // the first step notes their versions, the last clears the marks still at them, so the
    // stale-days job does not rebuild the same days again. Claimed steps: a resumed job keeps the first's note.
    const claim: JobStep = {
      key: `${period}/stale-claim`,
      run: async (trx) => {
        const { numUpdatedRows } = await trx
          .updateTable('report_stale_day')
          .set((eb) => ({ claimed_version: eb.ref('version') }))
          .where('day', 'in', numbers)
          .executeTakeFirst();
        return Number(numUpdatedRows);
      },
    };
    const clear: JobStep = {
      key: `${period}/stale-clear`,
      run: async (trx) => {
        const { numDeletedRows } = await trx
          .deleteFrom('report_stale_day')
          .where('day', 'in', numbers)
          .whereRef('claimed_version', '=', 'version')
          .executeTakeFirst();
        return Number(numDeletedRows);
      },
    };
    return [claim, ...(await closeDaySteps(db, days, now)), clear];
  },
};

export async function closeDaySteps(db: Database, days: string[], now: number, slice = MEMBER_SLICE): Promise<JobStep[]> {
  const top = await db
    .selectFrom('member')
    .select((e) => e.fn.max('id').as('id'))
    .executeTakeFirst();
  const maxId = Number(top?.id ?? 0);
  const steps: JobStep[] = [];
  for (const day of days) {
    for (const part of REPORT_PARTS) {
      const range = { from: day, to: day, now, parts: [part] };
      if (part !== MEMBER_CUT_TABLE) {
        steps.push({ key: `${day}/${part}`, run: (trx) => rebuildDailyReports(trx, range) });
        continue;
      }
      // The last slice is open-ended: a member registered while the job runs still lands in one.
      for (let from = 0; from <= maxId; from += slice) {
        const to = from + slice > maxId ? Number.MAX_SAFE_INTEGER : from + slice;
        steps.push({ key: `${day}/${part}/${from}`, run: (trx) => rebuildDailyReports(trx, { ...range, memberIds: [from, to] }) });
      }
    }
  }
  return steps;
}
