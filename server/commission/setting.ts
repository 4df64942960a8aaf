import type { Database } from '../db/database';
import type { Cycle } from './periods';

/** The configured commission cycle; weekly until an administrator chooses monthly. */
export async function cycleOf(db: Database): Promise<Cycle> {
  const row = await db.selectFrom('commission_setting').select('value').where('key', '=', 'cycle').executeTakeFirst();
  return row && JSON.parse(row.value) === 'monthly' ? 'monthly' : 'weekly';
}

export async function setCycle(db: Database, cycle: Cycle, now: number): Promise<void> {
  const value = JSON.stringify(cycle);
  const updated = await db.updateTable('commission_setting').set({ value, updated_at: now }).where('key', '=', 'cycle').executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await db.insertInto('commission_setting').values({ key: 'cycle', value, updated_at: now }).execute();
}
