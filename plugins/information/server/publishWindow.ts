import { sql, type Expression, type SqlBool } from 'kysely';
import { column, defineRowMapping, type MappedRow } from '../../../server/db/rowMapping';

/*
 * Member-facing content (notices, articles, activities) is published by its window, not by a job:
 * a switch the operator sets (status 0 on, 1 off), a start and an optional end. Whether an item is
 * scheduled, live or expired follows from the window and the clock at the moment of the request,
 * both in what a list shows and in what its state filter selects.
 */
export const PUBLISH_STATES = ['scheduled', 'live', 'expired', 'off'] as const;
export type PublishState = (typeof PUBLISH_STATES)[number];

/**
 * The window's columns, which every content table has: each table's row mapping extends this one
 * (tables/*Row.ts), so the state below is worked out from values already read and checked.
 */
export const publishWindowRow = defineRowMapping({
  status: column('status').int(),
  startAt: column('start_at').epochMs(),
  endAt: column('end_at').epochMs().nullable(),
});
export type PublishWindow = MappedRow<typeof publishWindowRow>;

/** What the clock and the switch make of an item. */
export function publishState(window: PublishWindow, now: number): PublishState {
  if (window.status !== 0) return 'off';
  if (window.startAt > now) return 'scheduled';
  if (window.endAt !== null && window.endAt <= now) return 'expired';
  return 'live';
}

/** A mapped record with its state at `now` (the clock is the request's, not the row's). */
export function withPublishState<R extends PublishWindow>(record: R, now: number): R & { state: PublishState } {
  return { ...record, state: publishState(record, now) };
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
