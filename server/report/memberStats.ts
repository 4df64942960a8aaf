import { sql } from 'kysely';
import type { Database } from '../db/database';
import { DAY_MS } from '../domain/time';
import { bombayDaySql, dayNumberStart } from '../time/bombay';
import { memberConditions, type CutFilters } from './breakdown';
import type { Period } from './period';

/**
 * New bettors per Bombay day: members whose first bet ever (within the filters) falls on that day.
 * A member's first bet is looked for over all time, so "returning" means "had bet before this day".
 */
export async function newBettorsByDay(db: Database, p: Period, f: CutFilters): Promise<Map<number, number>> {
  const start = dayNumberStart(p.firstDay);
  const end = dayNumberStart(p.lastDay) + DAY_MS;
  const real = f.includeTest ? sql`1 = 1` : sql`m.is_internal = 0 and m.is_test = 0 and b.is_test = 0`;
  const { rows } = await sql<{ day: number; n: number }>`
    select ${bombayDaySql('f.first_at')} as day, count(*) as n
    from (select b.member_id, min(b.created_at) as first_at from bet b join member m on m.id = b.member_id
          where b.created_at < ${end} and ${real} and ${memberConditions(f)} group by b.member_id) f
    where f.first_at >= ${start}
    group by 1`.execute(db);
  return new Map(rows.map((r) => [Number(r.day), Number(r.n)]));
}
