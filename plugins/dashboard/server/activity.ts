import { sql } from 'kysely';
import type { Database } from '../../../server/db/database';
import { memberScope, type Scope } from '../../../server/scope/scope';
import { bombayDaySql, dayNumberStart } from '../../../server/time/bombay';
import { orderDayRow, registrationDayRow } from './tables/activityRows';

/**
 * One Bombay calendar day of member and money activity, counted as the reports count it (issue 40:
 * Home and the daily report showed different figures for one day): real members only (neither
 * internal nor trial), deposits approved by their review time, withdrawals paid by their payout
 * time, each under the member's current franchisee and agent. tests/server/dashboard.test.ts holds
 * Home to the daily report's figures.
 */
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

const REAL_MEMBER = sql`m.is_internal = 0 and m.is_test = 0`;

/** Approved deposits by the Bombay day of their approval, or paid withdrawals by the day of their payout. */
async function ordersByDay(db: Database, table: 'deposit_order' | 'withdrawal_order', scope: Scope, from: number, to: number) {
  const deposit = table === 'deposit_order';
  const at = deposit ? 'o.reviewed_at' : 'o.paid_at';
  const first = deposit
    ? sql`sum(case when o.is_first = 1 then 1 else 0 end) as first_count, coalesce(sum(case when o.is_first = 1 then o.amount else 0 end), 0) as first_amount`
    : sql`0 as first_count, 0 as first_amount`;
  const passed = deposit ? sql`o.status = 2` : sql`o.stage = 'paid'`;
  const { rows } = await sql<OrderRow>`
    select ${bombayDaySql(at)} as day, count(*) as count, coalesce(sum(o.amount), 0) as amount, ${first}
    from ${sql.table(table)} o
    join member m on m.id = o.member_id
    where ${passed} and ${sql.ref(at)} >= ${from} and ${sql.ref(at)} < ${to} and ${REAL_MEMBER} and ${memberScope(scope, 'm')}
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
      where m.created_at >= ${from} and m.created_at < ${to} and ${REAL_MEMBER}
        and ${memberScope(scope, 'm')}
      group by 1`.execute(db),
    ordersByDay(db, 'deposit_order', scope, from, to),
    ordersByDay(db, 'withdrawal_order', scope, from, to),
  ]);
  for (const row of registrations.rows.map(registrationDayRow.map)) {
    const day = days.get(row.day);
    if (day) day.registrations = row.count;
  }
  for (const row of deposits.map(orderDayRow.map)) {
    const day = days.get(row.day);
    if (!day) continue;
    day.depositCount = row.count;
    day.depositAmount = row.amount;
    day.firstDepositCount = row.firstCount;
    day.firstDepositAmount = row.firstAmount;
  }
  for (const row of withdrawals.map(orderDayRow.map)) {
    const day = days.get(row.day);
    if (!day) continue;
    day.withdrawalCount = row.count;
    day.withdrawalAmount = row.amount;
  }
  return days;
}
