import { previousBombayDay, type PeriodicJob } from '../jobs/periodicJob';
import { addBombayDays } from '../domain/time';
import { rebuildDailyReports } from './rebuild';

/**
 * Once a Bombay day has ended, its report rows are rebuilt from the raw rows: until then reports
 * read that day live, afterwards from the tables. The day before is rebuilt again too, so bets
 * placed just before midnight and settled after the first rebuild still count as valid turnover.
 */
export const reportCloseDayJob: PeriodicJob = {
  name: 'report_close_day',
  duePeriod: previousBombayDay,
  async run(trx, period, now) {
    return rebuildDailyReports(trx, { from: addBombayDays(period, -1), to: period, now });
  },
};
