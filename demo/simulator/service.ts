import type { ModuleService } from '../../server/plugin/services';
import { startSimulator, type SimulatorRunner } from './simulator';

/*
 * The demo's simulated members, as a service beside the modules' (server/main.ts starts it after them,
 * in the process that holds the scheduler, so it stops before the lottery's periods do). Off
 * with SIMULATOR=off; under jest (NODE_ENV=test, inherited by servers that tests spawn) off
 * unless SIMULATOR=on.
 */

export function simulatorEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = (env.SIMULATOR ?? '').trim().toLowerCase();
  if (/^(0|false|off|no)$/.test(value)) return false;
  if (/^(1|true|on|yes)$/.test(value)) return true;
  return env.NODE_ENV !== 'test';
}

export interface SimulatorService extends ModuleService {
  /** The running simulator, or null while stopped or switched off. */
  runner(): SimulatorRunner | null;
}

export function simulatorService(options: { clock?: () => number; betIntervalMs?: number } = {}): SimulatorService {
  let current: SimulatorRunner | null = null;
  return {
    name: 'demo.simulator',
    runsOn: 'leader',
    runner: () => current,
    start(db, { env, log }) {
      if (!simulatorEnabled(env)) return () => {};
      const started = startSimulator(db, { ...options, onError: (e) => log(`simulator: ${String(e)}`) });
      current = started;
      return async () => {
        await started.stop();
        current = null;
      };
    },
  };
}
