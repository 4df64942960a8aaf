import { sql, type Expression, type SelectQueryBuilder } from 'kysely';
import { cappedCount, LIST_COUNT_CAP, type CappedTotal } from '../db/cappedCount';
import type { Database } from '../db/database';
import { pageWindow } from './validate';

/*
 * The tail every list endpoint shares: count what the filter matches, order by the requested (or
 * declared default) sort, cut the page, answer `{ list, total }` — `totalCapped` too when the
 * count stops at LIST_COUNT_CAP. The route keeps what differs: its filter and its columns.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table set: a list only counts, orders and pages it
type AnyQuery = SelectQueryBuilder<any, any, any>;

/** A column reference ('bet.created_at') or an expression (sql`t.stake`). */
export type SortColumn = string | Expression<unknown>;
export type Direction = 'asc' | 'desc';

/** A list's declared order: the column behind each sort field a request may name, and the default. */
export interface ListSort<F extends string> {
  columns: Record<F, SortColumn>;
  /** The field, and the direction, when the request names none. */
  defaultField: NoInfer<F>;
  defaultOrder: Direction;
  /** Keeps rows with equal sort values in one order across pages; 'same' follows the sort's direction. */
  tieBreak?: { column: SortColumn; order: Direction | 'same' };
}

/** The paging and sort fields of a list request (see listFields). */
export interface PageRequest<F extends string> {
  pageIndex: number;
  pageSize: number;
  sortField?: F;
  sortOrder?: 'ASC' | 'DESC';
}

export const defineSort = <F extends string>(sort: ListSort<F>): ListSort<F> => sort;

const reference = (column: SortColumn) => (typeof column === 'string' ? sql.ref(column) : column);

/** Orders `query` by the request's sort field (or the default) and then the tie-break. */
export function orderList<Q extends AnyQuery, F extends string>(
  query: Q,
  sort: ListSort<F>,
  request: Omit<PageRequest<F>, 'pageIndex' | 'pageSize'>,
): Q {
  const direction: Direction = request.sortOrder === undefined ? sort.defaultOrder : request.sortOrder === 'ASC' ? 'asc' : 'desc';
  const ordered = query.orderBy(reference(sort.columns[request.sortField ?? sort.defaultField]), direction);
  if (!sort.tieBreak) return ordered as Q;
  return ordered.orderBy(reference(sort.tieBreak.column), sort.tieBreak.order === 'same' ? direction : sort.tieBreak.order) as Q;
}

export interface PagedListOptions<Q extends AnyQuery, Row, F extends string, S extends string> {
  /** The filtered, scoped query: counted as it is, then given its columns and paged. */
  query: Q;
  /** The page's columns (and display-only joins); `(q) => q` when the query selects already. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- only the row type matters here
  select: (query: Q) => SelectQueryBuilder<any, any, Row>;
  /** What to count, when it is leaner than `query` (no display joins, or the query selects already). */
  count?: AnyQuery;
  sort: ListSort<F>;
  page: PageRequest<F>;
  /** Count up to LIST_COUNT_CAP only (lists over millions of rows): the answer carries `totalCapped`. */
  capped?: boolean;
  /**
   * With `capped`: count only this many rows past the page's offset (LIST_COUNT_WINDOW) instead of
   * LIST_COUNT_CAP from the start — "more than offset + window", the pager always a window ahead.
   */
  countWindow?: number;
  /** Column sums over every matching row, read with the exact count: `{ name: column }`. */
  sums?: Record<S, string>;
}

export interface ListPage<Row> {
  list: Row[];
  total: number;
}

export type CappedListPage<Row> = ListPage<Row> & CappedTotal;

export function pagedList<Q extends AnyQuery, Row, F extends string>(
  db: Database,
  options: PagedListOptions<Q, Row, F, never> & { capped: true; sums?: undefined },
): Promise<CappedListPage<Row>>;
export function pagedList<Q extends AnyQuery, Row, F extends string, S extends string = never>(
  db: Database,
  options: PagedListOptions<Q, Row, F, S> & { capped?: false },
): Promise<ListPage<Row> & ([S] extends [never] ? unknown : { sums: Record<S, number> })>;
export async function pagedList<Q extends AnyQuery, Row, F extends string, S extends string>(
  db: Database,
  options: PagedListOptions<Q, Row, F, S>,
): Promise<ListPage<Row> & { totalCapped?: boolean; sums?: Record<S, number> }> {
  const { query, select, count = query, sort, page, capped = false, countWindow, sums } = options;
  const { limit, offset } = pageWindow(page);
  const rows = orderList(select(query), sort, page).limit(limit).offset(offset).execute() as Promise<Row[]>;
  if (capped) {
    const cap = countWindow === undefined ? LIST_COUNT_CAP : offset + Math.max(countWindow, limit);
    const [counted, list] = await Promise.all([cappedCount(db, count, cap), rows]);
    return { list, ...counted };
  }
  const sumNames = Object.keys(sums ?? {}) as S[];
  const [counted, list] = await Promise.all([
    count
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        ...sumNames.map((name) => eb.fn.coalesce(eb.fn.sum<number>(sql.ref((sums as Record<S, string>)[name])), eb.lit(0)).as(name)),
      ])
      .executeTakeFirstOrThrow() as Promise<Record<string, unknown>>,
    rows,
  ]);
  const total = Number(counted.total);
  if (sumNames.length === 0) return { list, total };
  return { list, total, sums: Object.fromEntries(sumNames.map((name) => [name, Number(counted[name])])) as Record<S, number> };
}
