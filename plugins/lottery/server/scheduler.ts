import type { Database } from '../../../server/db/database';
import { opsMetrics } from '../../../server/ops/metrics';
import type { ModuleService } from '../../../server/plugin/services';
import { advancePeriods, drawPeriod, ensurePeriods, periodsToDraw } from './periods';
import { errorText, periodsToSettle, recordSettleFailure, settlePeriodIn } from './settle';

/*
 * The period scheduler: one `tick(db, now)` does every step that is due at `now`, each period in
 * its own transaction so one failure does not hold up the others:
 *   create the current and next periods of every enabled game (fresh seed + commitment),
 *   open / close betting by the clock, draw house periods whose draw time has come,
 *   settle drawn periods into the ledger.
 * Every step is a conditional transition, so a tick repeated (or run by two processes at once)
 * does nothing twice. Tests drive `tick` with their own clock; `startScheduler` runs it on a timer.
 */

export interface TickReport {
  created: number;
  opened: number;
  closed: number;
  drawn: number;
  drawFailures: number;
  settled: number;
  settleFailures: number;
}

export async function tick(db: Database, now: number): Promise<TickReport> {
  const created = await ensurePeriods(db, now);
  const { opened, closed } = await advancePeriods(db, now);

  let drawn = 0;
  let drawFailures = 0;
  for (const id of await periodsToDraw(db, now)) {
    const started = performance.now();
    const outcome = await drawPeriod(db, id, now).catch((error: unknown) => {
      opsMetrics.draw(performance.now() - started, 'failed');
      throw error;
    });
    if (outcome.ok && outcome.drawn) drawn++;
    else if (!outcome.ok) drawFailures++;
    if (outcome.ok ? outcome.drawn : true) opsMetrics.draw(performance.now() - started, outcome.ok ? 'ok' : 'failed');
  }

  let settled = 0;
  let settleFailures = 0;
  for (const id of await periodsToSettle(db)) {
    const started = performance.now();
    try {
      if (await db.transaction().execute((trx) => settlePeriodIn(trx, id, now))) {
        settled++;
        opsMetrics.settlement(performance.now() - started, 'ok');
      }
    } catch (error) {
      settleFailures++;
      opsMetrics.settlement(performance.now() - started, 'failed');
      await recordSettleFailure(db, id, now, error);
    }
  }
  return { created, opened, closed, drawn, drawFailures, settled, settleFailures };
}

export interface Runner {
  /** Stops the timer and waits for a tick in progress to finish. */
  stop(): Promise<void>;
}

export interface SchedulerOptions {
  intervalMs?: number;
  clock?: () => number;
  onError?: (error: unknown) => void;
}

/** Runs `tick` every `intervalMs` (1 s) until stopped; ticks never overlap. */
export function startScheduler(db: Database, options: SchedulerOptions = {}): Runner {
  const intervalMs = options.intervalMs ?? 1000;
  const clock = options.clock ?? Date.now;
  const onError = options.onError ?? ((error: unknown) => console.error(`lottery scheduler: ${errorText(error)}`));
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  // Each tick is due intervalMs after the previous one ended: its lag is how much later it began.
  let due = Date.now();
  const loop = () => {
    const started = Date.now();
    running = tick(db, clock())
      .then(() => opsMetrics.tick('periods', started - due, Date.now() - started), onError)
      .finally(() => {
        due = Date.now() + intervalMs;
        if (!stopped) timer = setTimeout(loop, intervalMs);
      });
  };
  loop();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

/** Periods open, close, draw and settle on the clock in the one process that holds the scheduler. */
export const periodService: ModuleService = {
  name: 'lottery.periods',
  runsOn: 'leader',
  start(db, { log }) {
    const runner = startScheduler(db, { onError: (error) => log(`lottery scheduler: ${errorText(error)}`) });
    return () => runner.stop();
  },
};
