/**
 * The console's menu tree as the server hands it out in role.menuList: route names exactly as
 * the spec's route table spells them (titles match the console's route segments level by level).
 * A path of titles from the top is a permission key.
 */
export interface MenuEntry {
  title: string;
  children?: MenuEntry[];
}

/** Compact notation: a name is a leaf, [name, children] a section. */
export type MenuNode = string | readonly [string, readonly MenuNode[]];

/** The tree the compact notation spells. */
export function menuTree(nodes: readonly MenuNode[]): MenuEntry[] {
  return nodes.map((node) => (typeof node === 'string' ? { title: node } : { title: node[0], children: menuTree(node[1]) }));
}

/**
 * Each name followed by its `<name>Edit` page, the spec's pairs. The names keep their literal types
 * so that a tree built with it still gives typed menu rights (menuRights below).
 */
export const withEdit = <const Names extends readonly string[]>(...names: Names): (Names[number] | `${Names[number]}Edit`)[] =>
  names.flatMap((name) => [name, `${name}Edit` as const]);

/**
 * One node of a typed menu: its path of titles from the top, the permission key routes and links
 * name. The path is typed as a plain tuple so that it goes wherever a menu path (`string[]`) goes,
 * a route's gate included; it is frozen, so code that tried to change a shared path would throw.
 */
export interface MenuRight<Path extends string[] = string[]> {
  readonly path: Path;
}

type NameOf<Node> = Node extends readonly [infer Name extends string, readonly MenuNode[]] ? Name : Node & string;

/*
 * One level of the tree per step: the recursion is as deep as the menu (three levels today) and
 * each node is visited once, so the checker's cost grows with the tree's size only.
 */
type RightsOf<Nodes extends readonly MenuNode[], Above extends string[]> = {
  readonly [Node in Nodes[number] as NameOf<Node>]: Node extends readonly [
    infer Name extends string,
    infer Children extends readonly MenuNode[],
  ]
    ? MenuRight<[...Above, Name]> & RightsOf<Children, [...Above, Name]>
    : MenuRight<[...Above, Node & string]>;
};

/** The typed rights of a compact tree, by name level by level: `rights.a.b.path` is `['a', 'b']`. */
export type MenuRights<Nodes extends readonly MenuNode[]> = RightsOf<Nodes, []>;

/**
 * The rights of a compact tree (declared `as const`, the same nodes `menuTree` turns into the
 * catalogue's entries), so a route or a link names its menu path by walking the tree:
 * `MONEY_MENU.money_management.access.company_income.path`. A misspelt name is a compile error
 * rather than a gate that opens to nobody. Paths are frozen: one array is shared by every gate
 * that names it.
 */
export function menuRights<const Nodes extends readonly MenuNode[]>(nodes: Nodes): MenuRights<Nodes> {
  return rightsOf(nodes, []) as MenuRights<Nodes>;
}

function rightsOf(nodes: readonly MenuNode[], above: readonly string[]): Record<string, unknown> {
  const level: Record<string, unknown> = {};
  for (const node of nodes) {
    const [name, children] = typeof node === 'string' ? [node, undefined] : node;
    // `path` names the node's own key, and a name twice at one level would hide one of them.
    if (name === 'path' || Object.hasOwn(level, name))
      throw new Error(`Menu ${[...above, name].join('/')}: ${name === 'path' ? "'path' is reserved" : 'declared twice'}`);
    const path = Object.freeze([...above, name]);
    level[name] = { path, ...(children ? rightsOf(children, path) : {}) };
  }
  return level;
}

/** The names of a typed menu node's children (for a gate chosen by a parameter: `node[leaf].path`). */
export type MenuChildName<Node> = Exclude<keyof Node, 'path'>;
