import { menuAllows, type MenuEntry } from '../../../server/menu/catalogue';

/*
 * Cross-tier checks between the console's plugin manifests and the server. They read only the
 * manifest's public shape (menu names, roles and children; resource endpoints; action paths and
 * methods), so labels, screens, badges or facades can change without touching them.
 */

export type Method = 'GET' | 'POST';

export interface ManifestMenuNode {
  name: string;
  roles?: readonly string[];
  children?: readonly ManifestMenuNode[];
}

export interface ManifestResource {
  name: string;
  /** Data-provider verb → path (an interface with named verbs in the manifest types, so read as entries). */
  endpoints: object;
  actions?: Readonly<Record<string, { path: string; method?: Method }>>;
}

export interface ManifestShape {
  name: string;
  menu: readonly ManifestMenuNode[];
  resources?: readonly ManifestResource[];
}

export interface ManifestCall {
  plugin: string;
  /** `resource.getList`, `resource.action:lock`, … */
  caller: string;
  method: Method;
  /** As the server spells it: from the root, with its leading slash. */
  path: string;
}

/**
 * Every request a manifest makes the data provider send: the data-provider verbs (getList,
 * getOne, create, update, delete, export, …) are POSTs with a JSON body; an action uses its
 * declared method, POST when it declares none.
 */
export function manifestCalls(plugins: readonly ManifestShape[]): ManifestCall[] {
  const toServerPath = (path: string) => `/${path.replace(/^\/+/, '')}`;
  return plugins.flatMap((plugin) =>
    (plugin.resources ?? []).flatMap((resource) => [
      ...Object.entries(resource.endpoints).flatMap(([verb, path]: [string, unknown]) =>
        typeof path === 'string'
          ? [{ plugin: plugin.name, caller: `${resource.name}.${verb}`, method: 'POST' as const, path: toServerPath(path) }]
          : [],
      ),
      ...Object.entries(resource.actions ?? {}).map(([name, action]) => ({
        plugin: plugin.name,
        caller: `${resource.name}.action:${name}`,
        method: action.method ?? ('POST' as const),
        path: toServerPath(action.path),
      })),
    ]),
  );
}

/** Calls the server does not answer with that method (a missing path, or the other method only). */
export function unregisteredCalls(plugins: readonly ManifestShape[], isRegistered: (method: Method, path: string) => boolean): string[] {
  return manifestCalls(plugins).flatMap(({ plugin, caller, method, path }) => {
    if (isRegistered(method, path)) return [];
    const other: Method = method === 'GET' ? 'POST' : 'GET';
    const why = isRegistered(other, path) ? `the server registers it as ${other} only` : 'the server does not register it';
    return [`${plugin}: ${caller} calls ${method} ${path}, but ${why}`];
  });
}

export interface MenuPath {
  plugin: string;
  path: string[];
  /** The node's own `roles`, when it declares them. */
  roles?: readonly string[];
  /** Roles left after every `roles` on the way down (undefined: no node restricts it). */
  effectiveRoles?: readonly string[];
}

/** Every node of every manifest menu (sections and leaves) as its chain of names from the top. */
export function menuPaths(plugins: readonly ManifestShape[]): MenuPath[] {
  const walk = (
    plugin: string,
    nodes: readonly ManifestMenuNode[],
    above: string[],
    inherited: readonly string[] | undefined,
  ): MenuPath[] =>
    nodes.flatMap((node) => {
      const path = [...above, node.name];
      const effectiveRoles =
        node.roles === undefined ? inherited : inherited === undefined ? node.roles : node.roles.filter((r) => inherited.includes(r));
      return [{ plugin, path, roles: node.roles, effectiveRoles }, ...walk(plugin, node.children ?? [], path, effectiveRoles)];
    });
  return plugins.flatMap((plugin) => walk(plugin.name, plugin.menu, [], undefined));
}

/**
 * Menu paths the server does not know, and roles that disagree with the server's seeded role
 * menus: a role a node names must be granted that node by the role's menu, and a role the node
 * (or a section above it) leaves out must not be granted it. Admin keeps every node in the
 * console, so only its catalogue entry is checked. `roleMenus` maps console roles to the seeded
 * menu of their server role (agent2 is a level-1 agent: the agent menu).
 */
export function menuProblems(
  plugins: readonly ManifestShape[],
  catalogue: MenuEntry[],
  roleMenus: Readonly<Record<string, MenuEntry[]>>,
): string[] {
  return menuPaths(plugins).flatMap(({ plugin, path, roles, effectiveRoles }) => {
    const where = `${plugin}: menu /${path.join('/')}`;
    if (!menuAllows(catalogue, path)) return [`${where} is not in the server's menu catalogue`];
    const problems: string[] = [];
    for (const role of roles ?? []) {
      const menu = roleMenus[role];
      if (menu && role !== 'admin' && !menuAllows(menu, path))
        problems.push(`${where} names role ${role}, whose seeded menu does not grant it`);
    }
    if (effectiveRoles !== undefined) {
      for (const [role, menu] of Object.entries(roleMenus)) {
        if (role !== 'admin' && !effectiveRoles.includes(role) && menuAllows(menu, path)) {
          problems.push(`${where} leaves out role ${role}, whose seeded menu grants it`);
        }
      }
    }
    return problems;
  });
}
