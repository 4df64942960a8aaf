import type { Database } from '../../../../server/db/database';
import { bombayDateTime } from '../../../../server/domain/time';
import { previousBombayDay, type JobStep, type PeriodicJob } from '../../../../server/jobs/periodicJob';
import { COMMISSION_REFRESH_MINUTES } from '../../shared/commissionRefresh';
import { lastEndedPeriod } from './periods';
import { changedAgents, computePeriod, refreshPeriod } from './settlement';
import { inputsFinding, recordFinding, scheduleOf } from './setting';

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

/** The stored period not yet paid: periods settle in order, so there is at most one. */
async function unsettledPeriod(db: Database) {
  return db
    .selectFrom('commission_period')
    .select(['period_key', 'status'])
    .where('status', 'in', ['computed', 'approved'])
    .executeTakeFirst();
}

const sameAgents = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * What the refresh job has to write for this slot, found outside any transaction: a computed period
 * whose lines would change is recomputed (refreshPeriod checks the status again under the lock); for
 * an approved one the agents whose line no longer matches are recorded for the period list, when
 * that differs from the last finding. Nothing otherwise.
 */
async function refreshSteps(db: Database, now: number): Promise<JobStep[]> {
  const period = await unsettledPeriod(db);
  if (!period) return [];
  const key = period.period_key;
  const agents = await changedAgents(db, key);
  if (period.status === 'computed') return agents.length ? [{ key, run: (trx) => refreshPeriod(trx, key, now) }] : [];
  const last = await inputsFinding(db);
  if (last ? last.periodKey === key && sameAgents(last.agents, agents) : agents.length === 0) return [];
  return [
    {
      key: `${key}/approved`,
      run: async (trx) => {
        await recordFinding(trx, { periodKey: key, agents, checkedAt: now });
        return 0;
      },
    },
  ];
}

/*
 * Issue 40: a period computed but not yet approved follows late changes to its inputs (a bet of
 * its days settled again, a deposit reviewed late, a rebate cancelled, a member moved to another
 * agent with its whole history). Every REFRESH_MINUTES, while a period is unsettled, it recomputes
 * the period in memory outside any transaction (on SQLite a transaction holds the write lock) and
 * only when a line would change writes, in one short step. Approved and paid periods are never
 * recomputed; for an approved one the agents whose line no longer matches are recorded, and the
 * period list shows them.
 */
export const commissionRefreshJob: PeriodicJob = {
  name: 'commission.refresh',
  duePeriod: refreshSlot,
  async run(trx, _slot, now) {
    let rows = 0;
    for (const step of await refreshSteps(trx, now)) rows += await step.run(trx);
    return rows;
  },
  steps: (db, _slot, now) => refreshSteps(db, now),
};
