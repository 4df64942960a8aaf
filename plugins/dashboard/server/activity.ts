import { sql } from 'kysely';
import type { Database } from '../../../server/db/database';
import { memberScope, scopeFilter, type Scope } from '../../../server/scope/scope';
import { bombayDaySql, dayNumberStart } from '../../../server/time/bombay';

/** One Bombay calendar day of member and money activity (internal accounts excluded). */
export interface DayActivity {
  registrations: number;
  firstDepositCount: number;
  firstDepositAmount: number;
  depositCount: number;
  depositAmount: number;
  withdrawalCount: number;
  withdrawalAmount: number;
}

const emptyDay = (): DayActivity => ({
  registrations: 0,
  firstDepositCount: 0,
  firstDepositAmount: 0,
  depositCount: 0,
  depositAmount: 0,
  withdrawalCount: 0,
  withdrawalAmount: 0,
});

interface OrderRow {
  day: number;
  count: number;
  amount: number;
  first_count: number;
  first_amount: number;
}

/** Passed orders (status 2) grouped by the Bombay day they passed on. */
async function passedOrdersByDay(db: Database, table: 'deposit_order' | 'withdrawal_order', scope: Scope, from: number, to: number) {
  const first =
    table === 'deposit_order'
      ? sql`sum(case when o.is_first = 1 then 1 else 0 end) as first_count, coalesce(sum(case when o.is_first = 1 then o.amount else 0 end), 0) as first_amount`
      : sql`0 as first_count, 0 as first_amount`;
  const { rows } = await sql<OrderRow>`
    select ${bombayDaySql('o.reviewed_at')} as day, count(*) as count, coalesce(sum(o.amount), 0) as amount, ${first}
    from ${sql.table(table)} o
    join member m on m.id = o.member_id
    where o.status = 2 and o.reviewed_at >= ${from} and o.reviewed_at < ${to} and m.is_internal = 0
      and ${scopeFilter(scope, { franchisee: 'o.franchisee_id', agent: 'o.agent_id' })}
    group by 1`.execute(db);
  return rows;
}

/** Activity for every Bombay day from firstDay to lastDay (day numbers, inclusive), zero days included. */
export async function dailyActivity(db: Database, scope: Scope, firstDay: number, lastDay: number): Promise<Map<number, DayActivity>> {
  const from = dayNumberStart(firstDay);
  const to = dayNumberStart(lastDay + 1);
  const days = new Map<number, DayActivity>();
  for (let day = firstDay; day <= lastDay; day++) days.set(day, emptyDay());

  const [registrations, deposits, withdrawals] = await Promise.all([
    sql<{ day: number; count: number }>`
      select ${bombayDaySql('m.created_at')} as day, count(*) as count
      from member m
      where m.created_at >= ${from} and m.created_at < ${to} and m.is_internal = 0
        and ${memberScope(scope, 'm')}
      group by 1`.execute(db),
    passedOrdersByDay(db, 'deposit_order', scope, from, to),
    passedOrdersByDay(db, 'withdrawal_order', scope, from, to),
  ]);
  for (const row of registrations.rows) {
    const day = days.get(Number(row.day));
    if (day) day.registrations = row.count;
  }
  for (const row of deposits) {
    const day = days.get(Number(row.day));
    if (!day) continue;
    day.depositCount = row.count;
    day.depositAmount = row.amount;
    day.firstDepositCount = row.first_count;
    day.firstDepositAmount = row.first_amount;
  }
  for (const row of withdrawals) {
    const day = days.get(Number(row.day));
    if (!day) continue;
    day.withdrawalCount = row.count;
    day.withdrawalAmount = row.amount;
  }
  return days;
}
