import type { Database } from '../db/database';
import { startScheduler, type Runner } from '../../plugins/lottery/server/scheduler';
import { startSimulator, type SimulatorRunner } from './simulator';

/*
 * What `npm start` runs beside the API (wired in main.ts, not in buildApp, so tests stay quiet):
 * the period scheduler, always, and the simulator unless SIMULATOR=off. Under jest (NODE_ENV=test,
 * inherited by servers that tests spawn) the simulator is off unless SIMULATOR=on.
 */

export function simulatorEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = (env.SIMULATOR ?? '').trim().toLowerCase();
  if (/^(0|false|off|no)$/.test(value)) return false;
  if (/^(1|true|on|yes)$/.test(value)) return true;
  return env.NODE_ENV !== 'test';
}

export interface LotteryRuntime {
  scheduler: Runner;
  simulator: SimulatorRunner | null;
  stop(): Promise<void>;
}

export function startLotteryRuntime(
  db: Database,
  options: { env?: NodeJS.ProcessEnv; clock?: () => number; tickMs?: number; betIntervalMs?: number; log?: (message: string) => void } = {},
): LotteryRuntime {
  const log = options.log ?? ((message: string) => console.error(message));
  const scheduler = startScheduler(db, {
    clock: options.clock,
    intervalMs: options.tickMs,
    onError: (e) => log(`lottery scheduler: ${String(e)}`),
  });
  const simulator = simulatorEnabled(options.env)
    ? startSimulator(db, { clock: options.clock, betIntervalMs: options.betIntervalMs, onError: (e) => log(`simulator: ${String(e)}`) })
    : null;
  return {
    scheduler,
    simulator,
    async stop() {
      // The simulator first: its last bet may need the period the scheduler is about to close.
      await simulator?.stop();
      await scheduler.stop();
    },
  };
}
