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
export type MenuNode = string | [string, MenuNode[]];

/** The tree the compact notation spells. */
export function menuTree(nodes: readonly MenuNode[]): MenuEntry[] {
  return nodes.map((node) => (typeof node === 'string' ? { title: node } : { title: node[0], children: menuTree(node[1]) }));
}

/** Each name followed by its `<name>Edit` page, the spec's pairs. */
export const withEdit = (...names: string[]): string[] => names.flatMap((name) => [name, `${name}Edit`]);
