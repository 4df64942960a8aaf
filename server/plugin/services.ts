import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { Route } from '../http/route';
import type { ServerModule } from './serverModule';

/*
 * What a module runs beside its routes (issue 38): background work, and what it adds to the HTTP
 * server. main.ts and app.ts start them for every installed module without naming one, the way
 * the job runner runs every module's jobs.
 */

/** Background work: on every serving process, or only in the one that holds the scheduler (cluster/leadership.ts). */
export interface ModuleService {
  name: string;
  runsOn: 'every' | 'leader';
  /** Starts the work and answers how to stop it; a stop waits for the work in hand to finish. */
  start(db: Database, context: ServiceContext): () => Promise<void> | void;
}

export interface ServiceContext {
  env: NodeJS.ProcessEnv;
  /** Where a failure the work recovers from is reported (the app's error log). */
  log(message: string): void;
}

/**
 * The app's settings a module reads when it installs into the server, by declaration merging from
 * the module's own server half (e.g. system's `timing`), so `buildApp({ timing: false })` stays
 * typed while the core names no module.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleAppOptions {}

/** A module's addition to each app: Fastify hooks over the routes, work to end when the app closes. */
export type InstallIntoApp = (app: FastifyInstance, context: { db: Database; routes: Route[]; options: ModuleAppOptions }) => void;

/** The installed modules' services that run on `runsOn`, in module order. */
export function servicesOf(modules: readonly ServerModule[], runsOn: ModuleService['runsOn']): ModuleService[] {
  return modules.flatMap((module) => (module.services ?? []).filter((service) => service.runsOn === runsOn));
}

/**
 * Starts `services` in order and answers one stop that stops them in the reverse order: a later
 * service may lean on an earlier one (the demo's simulated members bet into the periods the
 * lottery's scheduler opens), so it stops first.
 */
export function startServices(services: readonly ModuleService[], db: Database, context: ServiceContext): () => Promise<void> {
  const stops = services.map((service) => service.start(db, context));
  return async () => {
    for (const stop of [...stops].reverse()) await stop();
  };
}
