import type { Database } from '../../../../server/db/database';
import { bombayDateTime } from '../../../../server/domain/time';
import { previousBombayDay, type PeriodicJob } from '../../../../server/jobs/periodicJob';
import { COMMISSION_REFRESH_MINUTES } from '../../shared/commissionRefresh';
import { lastEndedPeriod } from './periods';
import { changedAgents, computePeriod, refreshPeriod } from './settlement';
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

/** How often a period awaiting approval is checked against its inputs (the screens say so). */
export const REFRESH_MINUTES = COMMISSION_REFRESH_MINUTES;

/** The slot of `now` ('2026-12-04 06:45', Bombay time): the refresh job's claim, one per slot. */
export function refreshSlot(now: number): string {
  const at = bombayDateTime(now);
  const minute = Math.floor(Number(at.slice(14, 16)) / REFRESH_MINUTES) * REFRESH_MINUTES;
  return `${at.slice(0, 14)}${String(minute).padStart(2, '0')}`;
}

/** The stored period awaiting approval: periods settle in order, so there is at most one. */
async function computedPeriodKey(db: Database): Promise<string | undefined> {
  const row = await db.selectFrom('commission_period').select('period_key').where('status', '=', 'computed').executeTakeFirst();
  return row?.period_key;
}

/*
 * Issue 40: a period computed but not yet approved follows late changes to its inputs (a bet of
 * its days settled again, a deposit reviewed late, a rebate cancelled, a member moved to another
 * agent with its whole history). Every REFRESH_MINUTES it recomputes the period in memory, outside
 * any transaction (on SQLite a transaction holds the write lock), and only when a line would change
 * rewrites it in one short step (refreshPeriod, which checks again under the lock). Approved and
 * paid periods are never recomputed; the period list flags an approved one whose inputs changed.
 */
export const commissionRefreshJob: PeriodicJob = {
  name: 'commission.refresh',
  duePeriod: refreshSlot,
  async run(trx, _slot, now) {
    const key = await computedPeriodKey(trx);
    return key ? refreshPeriod(trx, key, now) : 0;
  },
  async steps(db, _slot, now) {
    const key = await computedPeriodKey(db);
    if (!key || (await changedAgents(db, key)).length === 0) return [];
    return [{ key, run: (trx) => refreshPeriod(trx, key, now) }];
  },
};
