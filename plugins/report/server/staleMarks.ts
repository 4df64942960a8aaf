import { sql } from 'kysely';
import { dialectOf, type Database } from '../../../server/db/database';
import { staleDayRow } from './tables/dayRows';

/*
 * The marks of migration 069: Bombay days whose stored report rows a later write made stale.
 * `version` changes on every mark, so clearing the marks a rebuild read (`seen`) leaves any day a
 * write marked again meanwhile, on both engines, whatever the interleaving.
 */

export interface StaleDay {
  day: number;
  version: number;
}

/** The stale days in [firstDay, lastDay] (all when not given), oldest first. */
export async function staleDays(db: Database, firstDay = -Infinity, lastDay = Infinity): Promise<StaleDay[]> {
  let q = db.selectFrom('report_stale_day').select(['day', 'version']).orderBy('day');
  if (Number.isFinite(firstDay)) q = q.where('day', '>=', firstDay);
  if (Number.isFinite(lastDay)) q = q.where('day', '<=', lastDay);
  return (await q.execute()).map(staleDayRow.map);
}

/** Clears the marks of days rebuilt since `seen` was read, unless a write has marked them again. */
export async function clearStale(db: Database, seen: readonly StaleDay[]): Promise<void> {
  for (const { day, version } of seen)
    await db.deleteFrom('report_stale_day').where('day', '=', day).where('version', '=', version).execute();
}

/**
 * Marks the days firstDay … lastDay stale, as a late write would: the stale-days job rebuilds them
 * on its next tick. A first start leaves its seeded history to the job this way (seedDatabase's
 * reports: 'background'), so the console is served before the reports are built.
 */
export async function markDaysStale(db: Database, firstDay: number, lastDay: number): Promise<void> {
  const version =
    dialectOf(db) === 'postgres' ? sql`nextval('report_stale_version')` : sql`(select coalesce(max(version), 0) + 1 from report_stale_day)`;
  for (let day = firstDay; day <= lastDay; day++)
    await sql`insert into report_stale_day (day, version) values (${day}, ${version})
      on conflict (day) do update set version = excluded.version`.execute(db);
}
