import { bombayDateTime } from '../../../server/domain/time';
import { previousBombayDay, type PeriodicJob } from '../../../server/jobs/periodicJob';
import { accrueYuebaoDay, runYuebaoTransfers } from './yuebao';

/*
 * Yue Bao on the shared periodic-job runner (server/jobs): the daily interest of the Bombay day
 * that ended last (due from 00:00:00, i.e. after 23:59:59), and the auto-transfers, checked every
 * quarter hour since each tier moves its interest at its own transfer time. Both are idempotent on
 * their own keys too (records per day and member, journals per key, status-guarded transfers).
 */

export const yuebaoDailyJob: PeriodicJob = {
  name: 'money.yuebao.daily',
  duePeriod: previousBombayDay,
  async run(trx, period, now) {
    return (await accrueYuebaoDay(trx, period, now)).records;
  },
};

/** The period is the Bombay quarter hour, 'YYYY-MM-DD HH:MM' (minutes 00, 15, 30, 45). */
export function quarterHourOf(now: number): string {
  const text = bombayDateTime(now);
  const minutes = Math.floor(Number(text.slice(14, 16)) / 15) * 15;
  return `${text.slice(0, 13)}:${String(minutes).padStart(2, '0')}`;
}

export const yuebaoTransferJob: PeriodicJob = {
  name: 'money.yuebao.transfer',
  duePeriod: quarterHourOf,
  async run(trx, _period, now) {
    return runYuebaoTransfers(trx, now);
  },
};
