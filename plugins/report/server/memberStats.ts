import { sql } from 'kysely';
import type { Database } from '../../../server/db/database';
import { DAY_MS } from '../../../server/domain/time';
import { bombayDayNumber, dayNumberStart } from '../../../server/time/bombay';
import { scopeFilter } from '../../../server/scope/scope';
import { memberConditions, type CutFilters } from './filters';
import type { Period } from './period';
import { firstBetDayRow, firstBetTodayRow } from './tables/dayRows';

/**
 * New bettors per Bombay day: members whose first bet ever (within the filters) falls on that day.
 * Past days read member_first_bet (each member's first betting day, kept by rebuild.ts) alone:
 * it carries the member's flag, franchisee and agent (migration 046), and its index covers the
 * count. Today a member who bets is new when that table holds no earlier first day for it.
 */
export async function newBettorsByDay(db: Database, p: Period, f: CutFilters): Promise<Map<number, number>> {
  const real = f.includeTest ? 0 : 1;
  const realMember = f.includeTest ? sql`1 = 1` : sql`m.is_internal = 0 and m.is_test = 0`;
  const today = bombayDayNumber(f.now);
  const out = new Map<number, number>();
  const lastStored = Math.min(p.lastDay, today - 1);
  if (p.firstDay <= lastStored) {
    const conditions = [scopeFilter(f.scope, { franchisee: 'r.franchisee_id', agent: 'r.agent_id' })];
    if (!f.includeTest) conditions.push(sql`r.member_real = 1`);
    if (f.franchiseeId !== undefined) conditions.push(sql`r.franchisee_id = ${f.franchiseeId}`);
    if (f.agentId !== undefined) {
      conditions.push(
        sql`r.agent_id in (select sub.id from agent sub where sub.path like (select a.path || '%' from agent a where a.id = ${f.agentId}))`,
      );
    }
    const { rows } = await sql<{ day: number; n: number }>`
      select r.first_day as day, count(*) as n from member_first_bet r
      where r.real = ${real} and r.first_day >= ${p.firstDay} and r.first_day <= ${lastStored} and ${sql.join(conditions, sql` and `)}
      group by r.first_day`.execute(db);
    for (const { day, n } of rows.map(firstBetDayRow.map)) out.set(day, n);
  }
  if (today >= p.firstDay && today <= p.lastDay) {
    const testBets = f.includeTest ? sql`` : sql`and b.is_test = 0`;
    const { rows } = await sql<{ n: number }>`
      select count(distinct b.member_id) as n from bet b join member m on m.id = b.member_id
      where b.created_at >= ${dayNumberStart(today)} and b.created_at < ${dayNumberStart(today) + DAY_MS} ${testBets} and ${realMember} and ${memberConditions(f)}
        and not exists (select 1 from member_first_bet e where e.member_id = b.member_id and e.real = ${real} and e.first_day < ${today})`.execute(
      db,
    );
    const n = rows.length > 0 ? firstBetTodayRow.map(rows[0]).n : 0;
    if (n > 0) out.set(today, n);
  }
  return out;
}
