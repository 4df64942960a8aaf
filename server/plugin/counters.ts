import type { Database } from '../db/database';
import { menuAllows, type MenuEntry } from '../menu/catalogue';
import type { Scope } from '../scope/scope';
import { installedModules } from './installed';
import { moduleCounters } from './serverModule';

/**
 * The installed modules' pending-work counts over `scope`, by their keys. With a menu, only the
 * counts whose screen it holds are counted and answered: a menu right taken away also hides how
 * much is waiting behind it.
 */
export async function pendingCounts(db: Database, scope: Scope, menuList?: MenuEntry[]): Promise<Record<string, number>> {
  const counters = Object.entries(moduleCounters(installedModules())).filter(([, counter]) => !menuList || menuAllows(menuList, [...counter.menu]));
  const counts = await Promise.all(counters.map(([, counter]) => counter.count(db, scope)));
  return Object.fromEntries(counters.map(([key], i) => [key, counts[i]]));
}
