import { previousBombayDay, type PeriodicJob } from '../../../../server/jobs/periodicJob';
import { lastEndedPeriod } from './periods';
import { computePeriod } from './settlement';
import { scheduleOf } from './setting';

/*
 * The scheduled commission compute. Due once per Bombay day (from 00:00 IST), it computes the
 * commission period that has ended last, as the system (maker kind 'job'), when that period is
 * not stored yet and may be computed: every earlier stored period paid and none later. Otherwise
 * it does nothing that day (a staff member may still compute by hand), so a period already
 * computed, approved or paid is never touched again and a second run gives the same rows.
 */
export const commissionComputeJob: PeriodicJob = {
  name: 'commission.compute',
  duePeriod: previousBombayDay,
  async run(trx, _day, now) {
    const period = lastEndedPeriod(await scheduleOf(trx), now);
    const stored = await trx.selectFrom('commission_period').select('period_key').where('period_key', '=', period.key).executeTakeFirst();
    if (stored) return 0;
    const blocking = await trx
      .selectFrom('commission_period')
      .select('period_key')
      .where((eb) => eb.or([eb('start_at', '>=', period.start), eb.and([eb('start_at', '<', period.start), eb('status', '<>', 'paid')])]))
      .executeTakeFirst();
    if (blocking) return 0;
    return (await computePeriod(trx, period.key, null, now)).lines;
  },
};
