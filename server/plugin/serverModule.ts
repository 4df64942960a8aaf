import type { Catalogue } from '../http/catalogue';
import type { Route } from '../http/route';
import type { PeriodicJob } from '../jobs/periodicJob';

/**
 * A plugin's server half as the core installs it (issue 38): everything the core used to list by
 * hand per domain. The plugin declares it once in `plugins/<name>/server/module.ts`, and
 * `plugins/server.ts` lists the modules, one line each, beside the console's `plugins/index.ts`.
 * The core's central lists (routes, message catalogue, jobs) are derived from those modules and
 * name no domain.
 */
export interface ServerModule<Messages extends Record<string, Catalogue> = Record<string, Catalogue>> {
  /** The plugin's name, as its console manifest spells it. */
  name: string;
  /** Its endpoints (each checks role, menu right and scope itself, see http/route.ts). */
  routes: readonly Route[];
  /**
   * Its error messages, one catalogue per part (`{ money: moneyMessages, … }`, the part names only
   * label a clash): merged into the server's one lookup, where a key two parts declare stops the
   * start-up, naming both.
   */
  messages?: Messages;
  /**
   * Its scheduled jobs. Jobs run one after another in each tick; a job that must come after
   * another (of any module) names it in `after`, and the core orders the union by those.
   */
  jobs?: readonly ModuleJob[];
}

/** A periodic job and the jobs (by name) that must run before it in the same tick. */
export interface ModuleJob {
  job: PeriodicJob;
  after?: readonly string[];
}

/** Declares a plugin's server half; typed so the module's message keys reach `MessageKey`. */
export function defineServerModule<const Messages extends Record<string, Catalogue>>(module: ServerModule<Messages>): ServerModule<Messages> {
  return module;
}

/** Every route of the modules, refusing two routes with one method and path (Fastify would refuse it later, naming neither module). */
export function moduleRoutes(modules: readonly ServerModule[]): Route[] {
  const owner = new Map<string, string>();
  const routes: Route[] = [];
  for (const module of modules) {
    for (const route of module.routes) {
      const key = `${route.method} ${route.path}`;
      const first = owner.get(key);
      if (first !== undefined) throw new Error(`Route ${key} is declared by both ${first} and ${module.name}`);
      owner.set(key, module.name);
      routes.push(route);
    }
  }
  return routes;
}

/** The modules' message catalogues under `<module>.<part>` labels, for the core's merge. */
export function moduleCatalogues(modules: readonly ServerModule[]): Record<string, Catalogue> {
  return Object.fromEntries(modules.flatMap((module) => Object.entries(module.messages ?? {}).map(([part, catalogue]) => [`${module.name}.${part}`, catalogue])));
}

/**
 * The modules' jobs in running order: each after the jobs it names, otherwise in module order.
 * A name no module declares, a job declared twice or a cycle stops the start-up.
 */
export function orderJobs(modules: readonly ServerModule[]): PeriodicJob[] {
  const declared = modules.flatMap((module) => (module.jobs ?? []).map((entry) => ({ ...entry, module: module.name })));
  const byName = new Map<string, (typeof declared)[number]>();
  for (const entry of declared) {
    const first = byName.get(entry.job.name);
    if (first) throw new Error(`Job ${entry.job.name} is declared by both ${first.module} and ${entry.module}`);
    byName.set(entry.job.name, entry);
  }
  for (const entry of declared) {
    for (const name of entry.after ?? []) if (!byName.has(name)) throw new Error(`Job ${entry.job.name} (${entry.module}) runs after ${name}, which no module declares`);
  }
  const ordered: PeriodicJob[] = [];
  const placed = new Set<string>();
  while (ordered.length < declared.length) {
    // The first job in module order whose predecessors are all placed: a stable topological order.
    const next = declared.find((entry) => !placed.has(entry.job.name) && (entry.after ?? []).every((name) => placed.has(name)));
    if (!next) throw new Error(`Jobs wait for each other in a circle: ${declared.filter((e) => !placed.has(e.job.name)).map((e) => e.job.name).join(', ')}`);
    placed.add(next.job.name);
    ordered.push(next.job);
  }
  return ordered;
}
