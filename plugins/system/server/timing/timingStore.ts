import type { Database } from '../../../../server/db/database';
import type { MappedRow } from '../../../../server/db/rowMapping';
import { interfaceTimingRow } from '../tables/interfaceTimingRow';
import { decodeHistogramInto, encodeHistogram } from './histogram';
import { emptyCell, HOUR, MINUTE, mergeInto, type Cell } from './recorder';

/** Rows older than this (plus the hour a 7-day window starts in) are deleted. */
export const RETENTION = 7 * 24 * HOUR;
const BATCH = 200;

export async function writeCells(db: Database, cells: Cell[]): Promise<void> {
  if (cells.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < cells.length; i += BATCH) {
      await trx
        .insertInto('interface_timing')
        .values(
          cells.slice(i, i + BATCH).map((c) => ({
            route: c.route,
            start_at: c.startAt,
            span: c.span,
            count: c.count,
            errors: c.errors,
            sum_us: c.sumUs,
            max_us: c.maxUs,
            histogram: encodeHistogram(c.hist),
          })),
        )
        .execute();
    }
  });
}

function cellOf(row: MappedRow<typeof interfaceTimingRow>): Cell {
  const cell = emptyCell(row.route, row.startAt, row.span);
  cell.count = row.count;
  cell.errors = row.errors;
  cell.sumUs = row.sumUs;
  cell.maxUs = row.maxUs;
  decodeHistogramInto(cell.hist, row.histogram);
  return cell;
}

/**
 * Minute rows of hours that ended more than an hour ago become one hour row per endpoint (so a
 * 7-day read touches at most 168 rows per endpoint), and rows past the retention go. The minute
 * rows are deleted and read back in one statement inside the transaction, so two server
 * processes compacting at once never both merge the same rows.
 */
export async function compactAndRollOff(db: Database, now: number): Promise<void> {
  const cutoff = now - (now % HOUR) - HOUR;
  await db.transaction().execute(async (trx) => {
    const minutes = await trx
      .deleteFrom('interface_timing')
      .where('span', '=', MINUTE)
      .where('start_at', '<', cutoff)
      .returning(['route', 'start_at', 'span', 'count', 'errors', 'sum_us', 'max_us', 'histogram'])
      .execute();
    const hours = new Map<string, Cell>();
    for (const row of minutes) {
      const cell = cellOf(interfaceTimingRow.map(row));
      const hour = cell.startAt - (cell.startAt % HOUR);
      const key = `${hour} ${cell.route}`;
      let target = hours.get(key);
      if (!target) hours.set(key, (target = emptyCell(cell.route, hour, HOUR)));
      mergeInto(target, cell);
    }
    await trx
      .deleteFrom('interface_timing')
      .where('start_at', '<', now - RETENTION - HOUR)
      .execute();
    const merged = [...hours.values()];
    for (let i = 0; i < merged.length; i += BATCH) {
      await trx
        .insertInto('interface_timing')
        .values(
          merged.slice(i, i + BATCH).map((c) => ({
            route: c.route,
            start_at: c.startAt,
            span: c.span,
            count: c.count,
            errors: c.errors,
            sum_us: c.sumUs,
            max_us: c.maxUs,
            histogram: encodeHistogram(c.hist),
          })),
        )
        .execute();
    }
  });
}

/** Stored cells overlapping [from, now], optionally of one endpoint. */
export async function readCells(db: Database, from: number, route?: string): Promise<Cell[]> {
  const rows = await db
    .selectFrom('interface_timing')
    .select(['route', 'start_at', 'span', 'count', 'errors', 'sum_us', 'max_us', 'histogram'])
    .where('start_at', '>', from - HOUR)
    .$if(route !== undefined, (qb) => qb.where('route', '=', route as string))
    .execute();
  return rows
    .map(interfaceTimingRow.map)
    .filter((r) => r.startAt + r.span > from)
    .map(cellOf);
}
