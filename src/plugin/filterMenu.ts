import type { MenuListEntry, MenuNode, Role } from './types';

/**
 * Role filter as in vue-element-admin: admin keeps every node; other roles keep nodes with no
 * `roles` or whose `roles` include theirs. agent2 is an agent without a parent, so it also
 * passes nodes open to 'agent'.
 */
export function hasRole(node: Pick<MenuNode, 'roles'>, role: Role): boolean {
  if (role === 'admin' || !node.roles || node.roles.length === 0) return true;
  if (node.roles.includes(role)) return true;
  return role === 'agent2' && node.roles.includes('agent');
}

/**
 * Cuts a menu tree down to what a user may see: first by role, then (for everyone) by the
 * titles in the server's menuList, matched level by level. A section whose children are all
 * cut disappears too.
 */
export function filterMenu(nodes: MenuNode[], role: Role, menuList: MenuListEntry[] | undefined): MenuNode[] {
  const out: MenuNode[] = [];
  for (const node of nodes) {
    if (!hasRole(node, role)) continue;
    const entry = menuList?.find((e) => e.title === node.name);
    if (!entry) continue;
    if (node.children && node.children.length > 0) {
      const children = filterMenu(node.children, role, entry.children ?? []);
      if (children.length === 0) continue;
      out.push({ ...node, children });
    } else {
      out.push(node);
    }
  }
  return out;
}

/** A menu node with the full route path and its ancestors, for routes, breadcrumb and tabs. */
export interface FlatMenuNode {
  node: MenuNode;
  path: string;
  ancestors: MenuNode[];
}

export function flattenMenu(nodes: MenuNode[], base = '', ancestors: MenuNode[] = []): FlatMenuNode[] {
  const out: FlatMenuNode[] = [];
  for (const node of nodes) {
    const path = `${base}/${node.name}`;
    out.push({ node, path, ancestors });
    if (node.children) out.push(...flattenMenu(node.children, path, [...ancestors, node]));
  }
  return out;
}

/** The menuList titles of a filtered tree, as the permissions carried in the auth state. */
export function menuTitles(entries: MenuListEntry[] | undefined): string[] {
  const out: string[] = [];
  const walk = (list: MenuListEntry[] | undefined) =>
    list?.forEach((e) => {
      out.push(e.title);
      walk(e.children);
    });
  walk(entries);
  return out;
}
