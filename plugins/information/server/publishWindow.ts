import { sql, type Expression, type SqlBool } from 'kysely';

/*
 * Member-facing content (notices, articles, activities) is published by its window, not by a job:
 * a switch the operator sets (status 0 on, 1 off), a start and an optional end. Whether an item is
 * scheduled, live or expired follows from the window and the clock at the moment of the request,
 * both in what a list shows and in what its state filter selects.
 */
export const PUBLISH_STATES = ['scheduled', 'live', 'expired', 'off'] as const;
export type PublishState = (typeof PUBLISH_STATES)[number];

/** What the clock and the switch make of an item. */
export function publishState(row: { status: number; start_at: number; end_at: number | null }, now: number): PublishState {
  if (Number(row.status) !== 0) return 'off';
  if (Number(row.start_at) > now) return 'scheduled';
  if (row.end_at !== null && Number(row.end_at) <= now) return 'expired';
  return 'live';
}

/** The SQL condition for `state` over a table with status, start_at and end_at columns. */
export function publishStateFilter(table: string, state: PublishState, now: number): Expression<SqlBool> {
  const status = sql.ref(`${table}.status`);
  const start = sql.ref(`${table}.start_at`);
  const end = sql.ref(`${table}.end_at`);
  switch (state) {
    case 'off':
      return sql<SqlBool>`${status} <> 0`;
    case 'scheduled':
      return sql<SqlBool>`${status} = 0 and ${start} > ${now}`;
    case 'expired':
      return sql<SqlBool>`${status} = 0 and ${start} <= ${now} and ${end} is not null and ${end} <= ${now}`;
    case 'live':
      return sql<SqlBool>`${status} = 0 and ${start} <= ${now} and (${end} is null or ${end} > ${now})`;
  }
}
