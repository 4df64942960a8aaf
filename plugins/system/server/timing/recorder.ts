import { addInto, bucketOf, emptyHistogram, type Histogram } from './histogram';

export const MINUTE = 60_000;
export const HOUR = 3_600_000;

/** One endpoint's requests over one span (a minute in memory; a minute or an hour on disk). */
export interface Cell {
  route: string;
  startAt: number;
  span: number;
  count: number;
  errors: number;
  /** Microseconds, whole. */
  sumUs: number;
  maxUs: number;
  hist: Histogram;
}

export const emptyCell = (route: string, startAt: number, span: number): Cell => ({
  route,
  startAt,
  span,
  count: 0,
  errors: 0,
  sumUs: 0,
  maxUs: 0,
  hist: emptyHistogram(),
});

export function mergeInto(target: Cell, source: Cell): void {
  target.count += source.count;
  target.errors += source.errors;
  target.sumUs += source.sumUs;
  if (source.maxUs > target.maxUs) target.maxUs = source.maxUs;
  addInto(target.hist, source.hist);
}

/**
 * The in-memory part: the current minute and finished minutes not yet written. record() is the
 * only work a request pays for — a map lookup, a logarithm and a few additions.
 */
export class TimingRecorder {
  private minutes = new Map<number, Map<string, Cell>>();
  private currentMinute = -1;
  private current: Map<string, Cell> | undefined;

  record(route: string, ms: number, error: boolean, now: number): void {
    const minute = now - (now % MINUTE);
    if (minute !== this.currentMinute || this.current === undefined) {
      this.currentMinute = minute;
      this.current = this.minutes.get(minute);
      if (this.current === undefined) {
        this.current = new Map();
        this.minutes.set(minute, this.current);
      }
    }
    let cell = this.current.get(route);
    if (cell === undefined) {
      cell = emptyCell(route, minute, MINUTE);
      this.current.set(route, cell);
    }
    const us = Math.round(ms * 1000);
    cell.count++;
    if (error) cell.errors++;
    cell.sumUs += us;
    if (us > cell.maxUs) cell.maxUs = us;
    cell.hist[bucketOf(ms)]++;
  }

  /** Removes and returns the minutes that began before `minute` (all of them when undefined). */
  take(before?: number): Cell[] {
    const taken: Cell[] = [];
    for (const [minute, cells] of this.minutes) {
      if (before !== undefined && minute >= before) continue;
      taken.push(...cells.values());
      this.minutes.delete(minute);
      if (minute === this.currentMinute) this.current = undefined;
    }
    return taken;
  }

  /** Puts back cells a failed write took, dropping those older than `oldest` so memory stays bounded. */
  restore(cells: Cell[], oldest: number): void {
    for (const cell of cells) {
      if (cell.startAt < oldest) continue;
      let minute = this.minutes.get(cell.startAt);
      if (minute === undefined) {
        minute = new Map();
        this.minutes.set(cell.startAt, minute);
      }
      const existing = minute.get(cell.route);
      if (existing) mergeInto(existing, cell);
      else minute.set(cell.route, cell);
    }
    this.current = undefined;
  }

  /** The unwritten cells that began at or after `from`, for reads (not removed). */
  pending(from: number, route?: string): Cell[] {
    const out: Cell[] = [];
    for (const [minute, cells] of this.minutes) {
      if (minute + MINUTE <= from) continue;
      if (route !== undefined) {
        const cell = cells.get(route);
        if (cell) out.push(cell);
      } else out.push(...cells.values());
    }
    return out;
  }
}
