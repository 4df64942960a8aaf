import type { FastifyInstance, onResponseHookHandler } from 'fastify';
import type { Database } from '../../../../server/db/database';
import type { Route } from '../../../../server/http/route';
import type { InstallIntoApp } from '../../../../server/plugin/services';
import { HOUR, MINUTE, TimingRecorder } from './recorder';
import { compactAndRollOff, writeCells } from './timingStore';

/** The timing screen's own calls are not measured (reading the figures would change them). */
export const TIMING_PATH_PREFIX = '/chance-interface-time-consuming/';

export interface TimingOptions {
  /** How often finished minutes are written; default 15 s. */
  flushEveryMs?: number;
}

declare module '../../../../server/plugin/services' {
  interface ModuleAppOptions {
    /** Per-endpoint request timings (interface_time_statistics); false records nothing. */
    timing?: TimingOptions | false;
  }
}

/** What the read routes and tests reach through the database the app serves. */
export interface TimingHandle {
  recorder: TimingRecorder;
  /** Writes finished minutes (all, with `everything`) and compacts; never throws. */
  flush(everything?: boolean): Promise<void>;
}

const COMPACT_EVERY = 10 * MINUTE;
// While writes fail, at most this much is kept in memory (some MB at worst): a longer database
// outage loses the timings of its oldest minutes rather than growing without bound.
const KEEP_UNWRITTEN = 2 * HOUR;
const handles = new WeakMap<Database, TimingHandle>();

/** The timing handle of the app serving this database, if one records. */
export const timingOf = (db: Database): TimingHandle | undefined => handles.get(db);

/**
 * Records each API request's duration and outcome per endpoint (onResponse: after the answer is
 * sent, so the request never waits for it) and writes finished minutes on a timer. A failing
 * write keeps the minutes in memory for the next attempt; nothing here can fail a request.
 */
export function installInterfaceTiming(app: FastifyInstance, db: Database, routes: Route[], options: TimingOptions = {}): TimingHandle {
  const recorder = new TimingRecorder();
  // Only declared API endpoints: static files, the SPA fallback, 404s and preflights have no entry.
  const measured = new Set(routes.filter((r) => !r.path.startsWith(TIMING_PATH_PREFIX)).map((r) => `${r.method} ${r.path}`));

  // A route-level hook on the measured routes only, with its key bound: nothing to look up per
  // request, and nothing at all runs for other requests. onRoute sees the routes registered after it.
  app.addHook('onRoute', (route) => {
    if (typeof route.method !== 'string') return;
    const key = `${route.method} ${route.url}`;
    if (!measured.has(key)) return;
    const hook: onResponseHookHandler = (request, reply, done) => {
      try {
        recorder.record(key, reply.elapsedTime, reply.statusCode >= 400, Date.now());
      } catch (error) {
        request.log.warn({ err: error }, 'interface timing: not recorded');
      }
      done();
    };
    const existing = route.onResponse === undefined ? [] : Array.isArray(route.onResponse) ? route.onResponse : [route.onResponse];
    route.onResponse = [...existing, hook];
  });

  let running: Promise<void> = Promise.resolve();
  let lastCompact = 0;
  const flushOnce = async (everything: boolean) => {
    const now = Date.now();
    const cells = recorder.take(everything ? undefined : now - (now % MINUTE));
    try {
      await writeCells(db, cells);
    } catch (error) {
      recorder.restore(cells, now - KEEP_UNWRITTEN);
      app.log.warn({ err: error }, 'interface timing: write failed, kept for the next attempt');
      return;
    }
    if (now - lastCompact < COMPACT_EVERY) return;
    try {
      await compactAndRollOff(db, now);
      lastCompact = now;
    } catch (error) {
      app.log.warn({ err: error }, 'interface timing: compaction failed');
    }
  };
  // One flush at a time: the timer's and the closing one queue behind each other.
  const handle: TimingHandle = {
    recorder,
    flush(everything = false) {
      running = running.then(() => flushOnce(everything));
      return running;
    },
  };
  const timer = setInterval(() => void handle.flush(), options.flushEveryMs ?? 15_000);
  timer.unref();
  handles.set(db, handle);
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await handle.flush(true);
    if (handles.get(db) === handle) handles.delete(db);
  });
  return handle;
}

/** The system module's part of each app: timings unless the app's `timing` is false. */
export const installTimingIntoApp: InstallIntoApp = (app, { db, routes, options }) => {
  if (options.timing !== false) installInterfaceTiming(app, db, routes, options.timing);
};
