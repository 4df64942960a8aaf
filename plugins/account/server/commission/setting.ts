import type { Database } from '../../../../server/db/database';
import { cycleAt, periodContaining, type Cycle, type CycleChange } from './periods';

/*
 * The commission cycle schedule, stored as JSON under commission_setting 'cycle': weekly until an
 * administrator changes it. A change applies from the end of the period running at the time (the
 * next period), replacing any change still pending; a change back to the cycle in force just
 * cancels the pending one.
 */

export async function scheduleOf(db: Database): Promise<CycleChange[]> {
  const row = await db.selectFrom('commission_setting').select('value').where('key', '=', 'cycle').executeTakeFirst();
  const value: unknown = row ? JSON.parse(row.value) : 'weekly';
  // Rows written before schedules existed hold the bare cycle.
  if (typeof value === 'string') return [{ cycle: value === 'monthly' ? 'monthly' : 'weekly', from: 0 }];
  return value as CycleChange[];
}

/** The cycle in force now and the change waiting for the next period, if any. */
export async function cycleOf(db: Database, now: number): Promise<{ cycle: Cycle; next: CycleChange | null }> {
  const schedule = await scheduleOf(db);
  return { cycle: cycleAt(schedule, now), next: schedule.find((c) => c.from > now) ?? null };
}

export async function setCycle(db: Database, cycle: Cycle, now: number): Promise<{ cycle: Cycle; from: number }> {
  const schedule = await scheduleOf(db);
  const from = periodContaining(schedule, now).end;
  const kept = schedule.filter((c) => c.from <= now);
  if (cycleAt(kept, now) !== cycle) kept.push({ cycle, from });
  const value = JSON.stringify(kept);
  const updated = await db.updateTable('commission_setting').set({ value, updated_at: now }).where('key', '=', 'cycle').executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0)
    await db.insertInto('commission_setting').values({ key: 'cycle', value, updated_at: now }).execute();
  return { cycle, from };
}

/**
 * The refresh job's last finding on the approved period (commission_setting 'inputs_changed'): the
 * agents whose approved line no longer matches the period's inputs. Stored so the period list
 * reads it instead of recomputing a period on every read (a compute of the large profile takes seconds).
 */
export interface InputsFinding {
  periodKey: string;
  agents: number[];
  checkedAt: number;
}

const FINDING = 'inputs_changed';

export async function inputsFinding(db: Database): Promise<InputsFinding | null> {
  const row = await db.selectFrom('commission_setting').select('value').where('key', '=', FINDING).executeTakeFirst();
  return row ? (JSON.parse(row.value) as InputsFinding) : null;
}

export async function recordFinding(db: Database, finding: InputsFinding): Promise<void> {
  const value = JSON.stringify(finding);
  const updated = await db
    .updateTable('commission_setting')
    .set({ value, updated_at: finding.checkedAt })
    .where('key', '=', FINDING)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0)
    await db.insertInto('commission_setting').values({ key: FINDING, value, updated_at: finding.checkedAt }).execute();
}
