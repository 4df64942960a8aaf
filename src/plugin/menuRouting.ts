import type { FlatMenuNode } from './filterMenu';
import type { MenuNode, ResourceDef } from './types';

export type ResourceAction = 'list' | 'create' | 'edit' | 'show';

/**
 * What a pathname shows: a menu node, or a react-admin resource route (/name, /name/create,
 * /name/:id, /name/:id/show, and a tab of a tabbed page: /name/:id/:tab, /name/:id/show/:tab).
 * `page` is the path without the tab: one record page, whichever tab is open.
 */
export type LocationMatch =
  | { kind: 'menu'; entry: FlatMenuNode }
  | { kind: 'resource'; resource: string; action: ResourceAction; id?: string; tab?: string; page: string; leaf?: FlatMenuNode };

export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function isLeaf(node: MenuNode): boolean {
  return !node.children || node.children.length === 0;
}

/** The menu leaf that shows a resource's list (or, failing that, any view of it). */
export function findResourceLeaf(flat: FlatMenuNode[], resource: string): FlatMenuNode | undefined {
  const leaves = flat.filter((f) => f.node.screen && 'resource' in f.node.screen && f.node.screen.resource === resource);
  return (
    leaves.find((f) => {
      const screen = f.node.screen as { view?: string };
      return !screen.view || screen.view === 'list';
    }) ?? leaves[0]
  );
}

/** The first leaf under a section that has a screen and is not hidden: where a bare section path lands. */
export function firstLeaf(entry: FlatMenuNode, flat: FlatMenuNode[]): FlatMenuNode | undefined {
  return flat.find((f) => f.path.startsWith(`${entry.path}/`) && isLeaf(f.node) && f.node.screen && !f.node.hidden);
}

export function resolveLocation(pathname: string, flat: FlatMenuNode[], resources: ResourceDef[]): LocationMatch | null {
  const path = normalizePath(pathname);
  const entry = flat.find((f) => f.path === path);
  if (entry) return { kind: 'menu', entry };
  const raw = path.split('/').slice(1);
  const [first, second, third, fourth, ...rest] = raw.map(decodeURIComponent);
  if (!first || rest.length > 0) return null;
  const resource = resources.find((r) => r.name === first);
  if (!resource) return null;
  const leaf = findResourceLeaf(flat, resource.name);
  const page = (segments: number) => `/${raw.slice(0, segments).join('/')}`;
  const base = { kind: 'resource' as const, resource: resource.name, leaf };
  if (second === undefined) return { ...base, action: 'list', page: page(1) };
  if (second === 'create') return fourth === undefined ? { ...base, action: 'create', tab: third, page: page(2) } : null;
  if (third === 'show') return { ...base, action: 'show', id: second, tab: fourth, page: page(3) };
  if (fourth !== undefined) return null;
  return { ...base, action: 'edit', id: second, tab: third, page: page(2) };
}

/**
 * A resource that some menu leaf shows is reachable only when one of those leaves is visible to the
 * user; resources no leaf mentions are helpers of other screens and stay reachable.
 */
export function canReachResource(resource: string, allFlat: FlatMenuNode[], visibleFlat: FlatMenuNode[]): boolean {
  if (!findResourceLeaf(allFlat, resource)) return true;
  return !!findResourceLeaf(visibleFlat, resource);
}
