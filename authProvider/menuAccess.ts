import type { MenuListEntry, Role } from './types';

/**
 * What the access rules read of a menu node: its route segment, roles and children (the host's
 * MenuNode has more). The rules live here, beside the session, so the sidebar (src/) and
 * canAccess (authProvider) apply the same ones without the provider importing the host.
 */
export interface AccessNode<N> {
  name: string;
  roles?: Role[];
  children?: N[];
  screen?: object;
}

/**
 * Role filter as in vue-element-admin: admin keeps every node; other roles keep nodes with no
 * `roles` or whose `roles` include theirs. agent2 is an agent without a parent, so it also
 * passes nodes open to 'agent'.
 */
export function hasRole(node: { roles?: Role[] }, role: Role): boolean {
  if (role === 'admin' || !node.roles || node.roles.length === 0) return true;
  if (node.roles.includes(role)) return true;
  return role === 'agent2' && node.roles.includes('agent');
}

/**
 * Cuts a menu tree down to what a user may see: first by role, then (for everyone) by the
 * titles in the server's menuList, matched level by level. A section whose children are all
 * cut disappears too. Each level follows the menuList's order, so the system menu screen's
 * reordering reaches the sidebar; nodes the list does not name are cut anyway.
 */
export function filterMenu<N extends AccessNode<N>>(nodes: N[], role: Role, menuList: MenuListEntry[] | undefined): N[] {
  const out: { node: N; at: number }[] = [];
  for (const node of nodes) {
    if (!hasRole(node, role)) continue;
    const at = menuList?.findIndex((e) => e.title === node.name) ?? -1;
    if (at < 0) continue;
    const entry = (menuList as MenuListEntry[])[at];
    if (node.children && node.children.length > 0) {
      const children = filterMenu(node.children, role, entry.children ?? []);
      if (children.length === 0) continue;
      out.push({ node: { ...node, children }, at });
    } else {
      out.push({ node, at });
    }
  }
  // Array.prototype.sort is stable: nodes sharing a title keep the registry's order.
  return out.sort((a, b) => a.at - b.at).map((o) => o.node);
}

/** A menu node with the full route path and its ancestors, for routes, breadcrumb and tabs. */
export interface FlatNode<N> {
  node: N;
  path: string;
  ancestors: N[];
}

export function flattenMenu<N extends AccessNode<N>>(nodes: N[], base = '', ancestors: N[] = []): FlatNode<N>[] {
  const out: FlatNode<N>[] = [];
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
