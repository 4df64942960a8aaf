import type { Database } from '../db/database';
import { menuAllows, type MenuEntry } from '../menu/catalogue';
import type { Scope } from '../scope/scope';
import { installedModules } from './installed';
import { moduleCounters, type ModuleCounter, type ServerModule } from './serverModule';

/** Merged once per module list: badges poll every few seconds, and the list never changes while serving. */
const merged = new WeakMap<readonly ServerModule[], [string, ModuleCounter][]>();

function countersOf(modules: readonly ServerModule[]): [string, ModuleCounter][] {
  let list = merged.get(modules);
  if (!list) {
    list = Object.entries(moduleCounters(modules));
    merged.set(modules, list);
  }
  return list;
}

/**
 * The installed modules' pending-work counts over `scope`, by their keys. With a menu, only the
 * counts whose screen it holds are counted and answered: a menu right taken away also hides how
 * much is waiting behind it.
 */
export async function pendingCounts(db: Database, scope: Scope, menuList?: MenuEntry[]): Promise<Record<string, number>> {
  const counters = countersOf(installedModules()).filter(([, counter]) => !menuList || menuAllows(menuList, [...counter.menu]));
  const counts = await Promise.all(counters.map(([, counter]) => counter.count(db, scope)));
  return Object.fromEntries(counters.map(([key], i) => [key, counts[i]]));
}
