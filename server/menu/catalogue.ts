import type { MenuEntry } from '../../shared/menuTree';
import { installedModules } from '../plugin/installed';
import { mergeMenus, type ServerModule } from '../plugin/serverModule';

export type { MenuEntry } from '../../shared/menuTree';

/**
 * The menus the modules carried from before the installer (their `seededMenu`), in module order,
 * a section marked `last` after all the others: the tree the seed gives the admin role. The core
 * declares no menu of its own.
 */
export function seededCatalogue(modules: readonly ServerModule[]): MenuEntry[] {
  const sections = modules.flatMap((module) => module.seededMenu ?? []);
  const ordered = [...sections.filter((s) => !s.last), ...sections.filter((s) => s.last)];
  return mergeMenus(
    [],
    ordered.map(({ title, children }) => (children ? { title, children } : { title })),
  );
}

let withModules: MenuEntry[] | undefined;
/**
 * The whole catalogue: every installed module's seeded menu, with the menus the installer grants
 * (their `menu`) merged in. Built on first use, since route files load this file while the module
 * list is still loading. Role editors, menu settings and role checks read this one.
 */
export function menuCatalogue(): MenuEntry[] {
  withModules ??= mergeMenus(
    seededCatalogue(installedModules()),
    installedModules().flatMap((module) => module.menu ?? []),
  );
  return withModules;
}

/** True when `path` (titles from the top, a section's then its screen's) exists in the menu tree. */
export function menuAllows(menuList: MenuEntry[] | undefined, path: string[]): boolean {
  let level = menuList ?? [];
  for (const title of path) {
    const entry = level.find((e) => e.title === title);
    if (!entry) return false;
    level = entry.children ?? [];
  }
  return true;
}

/** The subtree of `tree` reached by the given paths (each path keeps its whole subtree). */
export function selectMenu(tree: MenuEntry[], paths: string[][]): MenuEntry[] {
  const out: MenuEntry[] = [];
  for (const entry of tree) {
    const mine = paths.filter((p) => p[0] === entry.title);
    if (mine.length === 0) continue;
    if (mine.some((p) => p.length === 1)) out.push(entry);
    else
      out.push({
        title: entry.title,
        children: selectMenu(
          entry.children ?? [],
          mine.map((p) => p.slice(1)),
        ),
      });
  }
  return out;
}

/** `tree` without the given paths. */
export function omitMenu(tree: MenuEntry[], paths: string[][]): MenuEntry[] {
  return tree
    .filter((entry) => !paths.some((p) => p.length === 1 && p[0] === entry.title))
    .map((entry) => {
      const below = paths.filter((p) => p.length > 1 && p[0] === entry.title).map((p) => p.slice(1));
      return below.length === 0 || !entry.children ? entry : { ...entry, children: omitMenu(entry.children, below) };
    });
}
