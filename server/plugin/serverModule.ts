import type { Migration } from 'kysely';
import type { AuditLabels } from '../../shared/auditLabels';
import type { PaletteHit } from '../../shared/palette';
import type { Caller } from '../auth/session';
import type { Lang } from '../http/catalogue';
import type { Database, DialectName } from '../db/database';
import type { Catalogue } from '../http/catalogue';
import type { Route } from '../http/route';
import { pathsOf } from '../http/routePaths';
import type { PeriodicJob } from '../jobs/periodicJob';
import type { MenuEntry } from '../menu/catalogue';
import type { Scope } from '../scope/scope';
import type { AmountLimit } from './amountLimits';
import type { HookAnswers } from './hooks';
import type { InstallIntoApp, ModuleService } from './services';

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
   * another (of any module) names it in `after`, or in `afterIfInstalled` under the other module's
   * name when it must also run without that module, and the core orders the union by those.
   */
  jobs?: readonly ModuleJob[];
  /**
   * Its menu tree, the same one its console manifest draws (declared once in the plugin's
   * `shared/menu.ts`): a top-level node with the name of one the core or another module declares
   * is merged into it. A menu path is the permission key: the module's routes name their `menu`
   * from the same tree. An upgrade that brings new paths grants them to admin roles (role code
   * `admin`); other roles get them only when an administrator grants them (installModules.ts).
   */
  menu?: MenuEntry[];
  /**
   * The menu of a domain older than the installer (the plugin's `shared/menuTree.ts`): its paths were
   * in the seeded roles, and in every existing database's roles, before modules carried menus. It is
   * part of the catalogue and of the admin role the seed writes, in module order, but the installer
   * never grants it (a path an operator took away from a role stays away). A path added later goes
   * in `menu`.
   */
  seededMenu?: readonly MenuSection[];
  /**
   * Its tables' migrations, by name (`NNN_<plugin>_<what>`), run in the global order of the names
   * with the core's. Table row types are added to the core's `DB` by declaration merging in the
   * plugin's own `server/tables.ts`.
   */
  migrations?: (dialect: DialectName) => Record<string, Migration>;
  /**
   * Demo rows, written once per demo database: with the demo seed of a new database, or the first
   * time a database that takes demo rows (the server's SEED is not off) meets this module.
   */
  seed?: (db: Database, context: { now: number }) => Promise<void>;
  /**
   * Its maker-checker decision screens: menu paths where a staff member decides someone else's
   * request, from its typed menu (shared/menuTree.ts). A role holding any installed module's is an
   * approval right, which account changes must respect (server/auth/independence.ts).
   */
  approvalMenus?: readonly (readonly string[])[];
  /**
   * Its screens with a picture field (a game's icon, a payment channel's QR code, a banner): menu
   * paths from its typed menu. The core's one picture upload (server/uploads/imageRoutes.ts) opens
   * to a caller holding any installed module's.
   */
  uploadMenus?: readonly (readonly string[])[];
  /**
   * What the demo's seeded roles hold of its menus, by role code (demo/seed/roleMenus.ts), from
   * its typed menu: a role's menu is every module's `grant` cut from the seeded catalogue (a path
   * keeps its whole subtree), less every module's `omit`, so a module may take away a screen that
   * another module's section brought. The admin role holds the whole catalogue. These are only a
   * new database's first values: a role's menu is data, edited on the role screen.
   */
  seedRoles?: Partial<Record<SeedRole, SeedRoleMenus>>;
  /**
   * Its pending-work counts, by the key its console manifest's badge reads (`BadgeDef.count`; one
   * constant in the plugin's shared/ for both). Answered by `chance_home_page/auditReminder` to a
   * caller whose menu holds `menu`, counted over the caller's scope.
   */
  counters?: Record<string, ModuleCounter>;
  /**
   * Names of the operation-log codes its routes write (`writes`, `audit({ action })`): the same
   * object its console manifest loads (plugin's shared/auditLabels.ts). A server test fails on a
   * written code no module names.
   */
  auditLabels?: AuditLabels;
  /**
   * Its command-palette finders: what a staff member may look up by typing (a member's phone, an
   * order number). Each checks the caller's menu right and scope itself and answers hits ready to
   * show in the caller's language.
   */
  search?: readonly PaletteSearch[];
  /**
   * Its integrity checks over a whole database (every balance equals its postings, every stored
   * report figure equals its recomputation): a restore runs them, after the core's, before it
   * calls a copy good (server/backup/restore.ts).
   */
  checks?: readonly IntegrityCheck[];
  /**
   * Its answers to other plugins' run-time questions, per hook the asking plugin names (hooks.ts),
   * e.g. system's hold on money's withdrawals.
   */
  hooks?: HookAnswers;
  /**
   * The amount limits it configures, by name, for other plugins' routes to honour
   * (amountLimits.ts): a name two modules declare is refused when asked.
   */
  amountLimits?: Record<string, AmountLimit>;
  /**
   * Its background work (services.ts): on every process (push delivery) or only the scheduler's
   * (the lottery's periods), started by main.ts in module order and stopped in reverse.
   */
  services?: readonly ModuleService[];
  /** What it adds to each app before the routes are registered (request timings, work to end on close). */
  installIntoApp?: InstallIntoApp;
}

/** The demo's seeded roles besides admin, by role code. */
export type SeedRole = 'franchisee' | 'agent' | 'finance-reviewer';

/** A module's part of a seeded role's menu: the paths it grants, and the paths it keeps from the role. */
export interface SeedRoleMenus {
  grant?: readonly (readonly string[])[];
  omit?: readonly (readonly string[])[];
}

/** What an integrity check found: its problems (none = passed) and optionally one line of what it verified. */
export type CheckOutcome = string[] | { problems: string[]; note?: string };

export interface IntegrityCheck {
  name: string;
  run: (db: Database) => Promise<CheckOutcome>;
}

export interface PaletteSearch {
  find(context: { db: Database; caller: Caller; q: string; lang: Lang }): Promise<PaletteHit[]>;
}

export interface ModuleCounter {
  /** The screen where the counted work is done: only a caller who may open it is told the count. */
  menu: readonly string[];
  count(db: Database, scope: Scope): Promise<number>;
}

/** A top-level section of a module's seeded menu; `last` puts it after every module's other sections. */
export interface MenuSection extends MenuEntry {
  last?: boolean;
}

/** A periodic job and the jobs (by name) that must run before it in the same tick. */
export interface ModuleJob {
  job: PeriodicJob;
  /** Jobs it needs: a name no installed module declares stops the start-up. */
  after?: readonly string[];
  /**
   * Jobs of another module it runs after when that module is installed, by module name:
   * `{ vip: ['vip.level.daily'] }`. Without that module the job runs all the same; with it, a name
   * the module does not declare stops the start-up, as in `after`.
   */
  afterIfInstalled?: Readonly<Record<string, readonly string[]>>;
}

/** Declares a plugin's server half; typed so the module's message keys reach `MessageKey`. */
export function defineServerModule<const Messages extends Record<string, Catalogue>>(
  module: ServerModule<Messages>,
): ServerModule<Messages> {
  return module;
}

/** Every route of the modules, refusing two routes with one method and path (Fastify would refuse it later, naming neither module). */
export function moduleRoutes(modules: readonly ServerModule[]): Route[] {
  const owner = new Map<string, string>();
  const routes: Route[] = [];
  for (const module of modules) {
    for (const route of module.routes) {
      for (const path of pathsOf(route)) {
        const key = `${route.method} ${path}`;
        const first = owner.get(key);
        if (first !== undefined) throw new Error(`Route ${key} is declared by both ${first} and ${module.name}`);
        owner.set(key, module.name);
      }
      routes.push(route);
    }
  }
  return routes;
}

/** The modules' message catalogues under `<module>.<part>` labels, for the core's merge. */
export function moduleCatalogues(modules: readonly ServerModule[]): Record<string, Catalogue> {
  return Object.fromEntries(
    modules.flatMap((module) => Object.entries(module.messages ?? {}).map(([part, catalogue]) => [`${module.name}.${part}`, catalogue])),
  );
}

/**
 * The modules' jobs in running order: each after the jobs it names (`after`, and `afterIfInstalled`
 * of the modules in the list), otherwise in module order. A name no module declares (or, in
 * `afterIfInstalled`, that its installed module does not declare), a job declared twice or a cycle
 * stops the start-up.
 */
export function orderJobs(modules: readonly ServerModule[]): PeriodicJob[] {
  const installed = new Set(modules.map((module) => module.name));
  const declared = modules.flatMap((module) =>
    (module.jobs ?? []).map((entry) => {
      const after = entry.after ?? [];
      // Another module's jobs count only while that module is installed.
      const optional = Object.entries(entry.afterIfInstalled ?? {}).filter(([owner]) => installed.has(owner));
      return { job: entry.job, module: module.name, after, optional, needs: [...after, ...optional.flatMap(([, names]) => names)] };
    }),
  );
  const byName = new Map<string, (typeof declared)[number]>();
  for (const entry of declared) {
    const first = byName.get(entry.job.name);
    if (first) throw new Error(`Job ${entry.job.name} is declared by both ${first.module} and ${entry.module}`);
    byName.set(entry.job.name, entry);
  }
  for (const entry of declared) {
    for (const name of entry.after)
      if (!byName.has(name)) throw new Error(`Job ${entry.job.name} (${entry.module}) runs after ${name}, which no module declares`);
    for (const [owner, names] of entry.optional)
      for (const name of names)
        if (byName.get(name)?.module !== owner)
          throw new Error(`Job ${entry.job.name} (${entry.module}) runs after ${name} of ${owner}, which ${owner} does not declare`);
  }
  const ordered: PeriodicJob[] = [];
  const placed = new Set<string>();
  while (ordered.length < declared.length) {
    // The first job in module order whose predecessors are all placed: a stable topological order.
    const next = declared.find((entry) => !placed.has(entry.job.name) && entry.needs.every((name) => placed.has(name)));
    if (!next)
      throw new Error(
        `Jobs wait for each other in a circle: ${declared
          .filter((e) => !placed.has(e.job.name))
          .map((e) => e.job.name)
          .join(', ')}`,
      );
    placed.add(next.job.name);
    ordered.push(next.job);
  }
  return ordered;
}

/**
 * The modules' migrations, refusing a name the core or another module already uses (a clash
 * would silently replace one migration with another).
 */
export function moduleMigrations(
  modules: readonly ServerModule[],
  dialect: DialectName,
  core: Record<string, Migration>,
): Record<string, Migration> {
  const owner = new Map<string, string>(Object.keys(core).map((name) => [name, 'the core']));
  const out: Record<string, Migration> = {};
  for (const module of modules) {
    for (const [name, migration] of Object.entries(module.migrations?.(dialect) ?? {})) {
      if (!/^\d{3}_/.test(name))
        throw new Error(`Migration ${name} (${module.name}) must start with a three-digit number, as the others do`);
      const first = owner.get(name);
      if (first !== undefined) throw new Error(`Migration ${name} is declared by both ${first} and ${module.name}`);
      owner.set(name, module.name);
      out[name] = migration;
    }
  }
  return out;
}

/** The modules' counters under their keys, refusing a key two modules declare. */
export function moduleCounters(modules: readonly ServerModule[]): Record<string, ModuleCounter> {
  const owner = new Map<string, string>();
  const out: Record<string, ModuleCounter> = {};
  for (const module of modules) {
    for (const [key, counter] of Object.entries(module.counters ?? {})) {
      const first = owner.get(key);
      if (first !== undefined) throw new Error(`Counter ${key} is declared by both ${first} and ${module.name}`);
      owner.set(key, module.name);
      out[key] = counter;
    }
  }
  return out;
}

/** The modules' approval menus (`approvalMenus`), in module order. */
export function moduleApprovalMenus(modules: readonly ServerModule[]): (readonly string[])[] {
  return modules.flatMap((module) => module.approvalMenus ?? []);
}

/** The modules' picture-uploading screens (`uploadMenus`), in module order. */
export function moduleUploadMenus(modules: readonly ServerModule[]): (readonly string[])[] {
  return modules.flatMap((module) => module.uploadMenus ?? []);
}

/** A seeded role's grants and omissions over the modules, each in module order. */
export function moduleSeedRoleMenus(modules: readonly ServerModule[], role: SeedRole): { grant: string[][]; omit: string[][] } {
  const parts = modules.map((module) => module.seedRoles?.[role] ?? {});
  return {
    grant: parts.flatMap((part) => (part.grant ?? []).map((path) => [...path])),
    omit: parts.flatMap((part) => (part.omit ?? []).map((path) => [...path])),
  };
}

/** `base` with `extra` merged in: a node whose title is already at its level takes the other's children after its own. */
export function mergeMenus(base: readonly MenuEntry[], extra: readonly MenuEntry[]): MenuEntry[] {
  const out = base.map((entry) => ({ ...entry }));
  for (const entry of extra) {
    const same = out.find((e) => e.title === entry.title);
    if (!same) out.push(entry);
    else if (entry.children) same.children = mergeMenus(same.children ?? [], entry.children);
  }
  return out;
}

/** Every path of a menu tree, each from the top (['marketing_management', 'ticket_management']). */
export function menuPaths(tree: readonly MenuEntry[], above: string[] = []): string[][] {
  return tree.flatMap((entry) => {
    const path = [...above, entry.title];
    return entry.children?.length ? [path, ...menuPaths(entry.children, path)] : [path];
  });
}
