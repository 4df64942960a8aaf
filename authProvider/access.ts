import { filterMenu, flattenMenu, type AccessNode, type FlatNode } from './menuAccess';
import type { MenuListEntry, Role } from './types';

/** A menu node as canAccess reads it: its screen may name the react-admin resource it shows. */
export interface MenuAccessNode extends AccessNode<MenuAccessNode> {
  screen?: { resource?: string } | object;
}

function leavesShowing(flat: FlatNode<MenuAccessNode>[], resource: string): FlatNode<MenuAccessNode>[] {
  return flat.filter((f) => f.node.screen && 'resource' in f.node.screen && f.node.screen.resource === resource);
}

function inMenuList(segments: string[], menuList: MenuListEntry[] | undefined): boolean {
  let level = menuList;
  for (const segment of segments) {
    const entry = level?.find((e) => e.title === segment);
    if (!entry) return false;
    level = entry.children;
  }
  return true;
}

/**
 * Whether the user may open a menu path ('Account_management/vip/formal') or a react-admin
 * resource ('members'; field checks such as 'members.balance' count as the resource).
 *
 * With the registry menu: a menu path must survive the same filter the sidebar uses (role, then
 * the server's menuList); a resource is reachable when a visible menu leaf shows it, and
 * resources no leaf shows (lookups used inside other screens) are reachable. Without the menu
 * only menuList titles can be checked, so multi-segment paths are matched against them and
 * plain resource names pass. The UI check is a convenience: the server enforces the same rules.
 */
export function canAccessResource(resource: string, role: Role, menuList: MenuListEntry[] | undefined, menu?: MenuAccessNode[]): boolean {
  const path = resource.split('.')[0].replace(/^\/+|\/+$/g, '');
  if (!path) return true;
  const segments = path.split('/');
  if (!menu) return segments.length === 1 ? true : inMenuList(segments, menuList);

  const all = flattenMenu(menu);
  const visible = flattenMenu(filterMenu(menu, role, menuList));
  const full = `/${path}`;
  if (all.some((f) => f.path === full)) return visible.some((f) => f.path === full);
  if (segments.length > 1) return false;
  if (leavesShowing(all, path).length === 0) return true;
  return leavesShowing(visible, path).length > 0;
}
