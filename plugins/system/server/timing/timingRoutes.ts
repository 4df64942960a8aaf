import { defineRoute } from '../../../../server/http/route';
import { pageWindow } from '../../../../server/http/validate';
import { timingContracts as contracts } from '../../shared/timingContract';
import { percentile } from './histogram';
import { timingOf } from './installTiming';
import { emptyCell, HOUR, MINUTE, mergeInto, type Cell } from './recorder';
import { readCells } from './timingStore';
import { SYSTEM_MENU } from '../../shared/menuTree';

/*
 * interface_time_statistics: per-endpoint request timings over the last hour, day or week, read
 * from the stored minute/hour rows plus this process's unwritten minutes. Windows are rounded out
 * to whole stored spans: the 1 h window to minutes, longer ones to hours at their start.
 */
const MENU = SYSTEM_MENU.system_management.interface_time_statistics.path;
const WINDOWS = { '1h': HOUR, '24h': 24 * HOUR, '7d': 7 * 24 * HOUR } as const;

const ms = (us: number) => Math.round(us / 100) / 10;
const roundMs = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

async function cellsIn(db: Parameters<typeof readCells>[0], from: number, route?: string): Promise<Cell[]> {
  const stored = await readCells(db, from, route);
  return [...stored, ...(timingOf(db)?.recorder.pending(from, route) ?? [])];
}

function figures(cell: Cell) {
  const max = cell.maxUs / 1000;
  return {
    count: cell.count,
    errors: cell.errors,
    errorRate: cell.count ? Math.round((cell.errors / cell.count) * 10_000) / 10_000 : 0,
    avg: cell.count ? ms(cell.sumUs / cell.count) : null,
    p50: roundMs(percentile(cell.hist, 0.5, max)),
    p95: roundMs(percentile(cell.hist, 0.95, max)),
    max: cell.count ? ms(cell.maxUs) : null,
  };
}

export const timingRoutes = [
  defineRoute({
    contract: contracts.list,
    auth: 'staff',
    roles: ['admin'],
    menu: MENU,
    async handler({ db, body, now }) {
      const from = now - WINDOWS[body.window];
      const byRoute = new Map<string, Cell>();
      for (const cell of await cellsIn(db, from)) {
        let total = byRoute.get(cell.route);
        if (!total) byRoute.set(cell.route, (total = emptyCell(cell.route, from, now - from)));
        mergeInto(total, cell);
      }
      const needle = body.endpoint?.toLowerCase();
      const rows = [...byRoute.values()]
        .filter((c) => needle === undefined || c.route.toLowerCase().includes(needle))
        .map((c) => {
          const [method, path] = c.route.split(' ');
          return { id: c.route, route: c.route, method, path, ...figures(c) };
        });
      const field = body.sortField ?? 'p95';
      const sign = (body.sortOrder ?? 'DESC') === 'DESC' ? -1 : 1;
      rows.sort((a, b) => {
        const x = a[field] ?? -1;
        const y = b[field] ?? -1;
        const order = typeof x === 'string' ? x.localeCompare(String(y)) : (x as number) - (y as number);
        return order === 0 ? a.route.localeCompare(b.route) : sign * order;
      });
      const { limit, offset } = pageWindow(body);
      return { list: rows.slice(offset, offset + limit), total: rows.length, from, to: now };
    },
  }),

  // One endpoint over the window, a point per minute (1 h) or per hour (24 h, 7 d), for the chart.
  defineRoute({
    contract: contracts.series,
    auth: 'staff',
    roles: ['admin'],
    menu: MENU,
    async handler({ db, body, now }) {
      const from = now - WINDOWS[body.window];
      const step = body.window === '1h' ? MINUTE : HOUR;
      const first = from - (from % step);
      const last = now - (now % step);
      const points = new Map<number, Cell>();
      for (let t = first; t <= last; t += step) points.set(t, emptyCell(body.route, t, step));
      for (const cell of await cellsIn(db, from, body.route)) {
        const point = points.get(Math.max(first, cell.startAt - (cell.startAt % step)));
        if (point) mergeInto(point, cell);
      }
      return {
        route: body.route,
        step,
        from,
        to: now,
        points: [...points.values()].map((p) => ({ time: p.startAt, ...figures(p) })),
      };
    },
  }),
];
