import type { MenuNode as TreeNode } from '../../shared/menuTree';
import type { MenuNode, ScreenRef } from './types';

/*
 * A console manifest's menu drawn from a plugin's shared compact tree (plugins/<p>/shared/menuTree.ts,
 * the same nodes the server module hands its catalogue): the tree gives the names, hence the menu
 * paths that are the permission keys, and the manifest adds only what the console needs per node.
 * Decorations are keyed by the tree's own names and typed from its `as const` nodes, so a misspelt
 * name, a node left out, a leaf with no screen or a section drawn as a leaf is a compile error; the
 * same checks run when the manifest is built, for callers the types do not reach.
 */

type NameOf<Node> = Node extends readonly [infer Name extends string, readonly TreeNode[]] ? Name : Node & string;

/** What every drawn node may add to its name; `title` defaults to `<plugin>.menu.<name>`. */
interface NodeDecoration {
  /** i18n key of the label, when it is not `<plugin>.menu.<name>`. */
  title?: string;
  icon?: MenuNode['icon'];
  roles?: MenuNode['roles'];
  affix?: boolean;
  hidden?: boolean;
}

/** A leaf of the tree: the screen it opens. */
export interface LeafDecoration extends NodeDecoration {
  screen: ScreenRef;
  children?: never;
}

/**
 * A section of the tree: its children, every one of them; or, with `partial`, only those this
 * plugin draws. `partial` names the children it leaves out (another plugin draws them in the same
 * section, since sections of the same name merge, or they are rights with no screen of their own),
 * or is `true` where the plugin draws only a few of another plugin's section.
 */
export type SectionDecoration<Children extends readonly TreeNode[]> = NodeDecoration & { screen?: never } & (
    | { partial?: false; children: MenuDecorations<Children> }
    | { partial: true | readonly NameOf<Children[number]>[]; children: Partial<MenuDecorations<Children>> }
  );

/**
 * The decorations of one level of a compact tree, by name. The console shows a level's nodes in the
 * order its decorations list them (the server's catalogue keeps the tree's order).
 */
export type MenuDecorations<Nodes extends readonly TreeNode[]> = {
  [Node in Nodes[number] as NameOf<Node>]: Node extends readonly [string, infer Children extends readonly TreeNode[]]
    ? SectionDecoration<Children>
    : LeafDecoration;
};

/**
 * The decorations of some of a level's nodes, and of some of their sections' children: one part of
 * a plugin whose parts draw one section between them (mergeMenuDecorations joins them).
 */
export type PartialMenuDecorations<Nodes extends readonly TreeNode[]> = {
  [Node in Nodes[number] as NameOf<Node>]?: Node extends readonly [string, infer Children extends readonly TreeNode[]]
    ? NodeDecoration & { screen?: never; partial?: true | readonly NameOf<Children[number]>[]; children: PartialMenuDecorations<Children> }
    : LeafDecoration;
};

type AnyDecoration = NodeDecoration & {
  screen?: ScreenRef;
  partial?: boolean | readonly string[];
  children?: Record<string, AnyDecoration | undefined>;
};

/**
 * The manifest menu (PluginManifest.menu) of `plugin` over the compact tree `nodes`:
 * `menuFromTree('vip', VIP_MENU_NODES, { vip_management: { icon, roles, children: { … } } })`.
 * Throws, naming the path, on a name the tree lacks, a leaf with no screen, a section drawn as a
 * leaf or the other way round, and a child a whole section leaves out.
 */
export function menuFromTree<const Nodes extends readonly TreeNode[]>(
  plugin: string,
  nodes: Nodes,
  decorations: NoInfer<MenuDecorations<Nodes>>,
): MenuNode[] {
  return draw(plugin, nodes, decorations as Record<string, AnyDecoration | undefined>, [], undefined);
}

/**
 * One level's decorations gathered from the parts of a plugin that each draw some of it (the money
 * and account plugins' slices), merged name by name in the parts' order: a section two parts
 * decorate merges its children, keeping the first part's own decorations (as mergeMenus keeps the
 * first node's). A leaf two parts draw throws. The parts are typed per name, so a misspelt name
 * is still a compile error; a node no part draws is caught when menuFromTree builds the menu.
 */
export function mergeMenuDecorations<Nodes extends readonly TreeNode[]>(
  parts: readonly PartialMenuDecorations<Nodes>[],
): MenuDecorations<Nodes> {
  return parts.reduce<Record<string, AnyDecoration | undefined>>(
    (merged, part) => mergeLevel(merged, part as Record<string, AnyDecoration | undefined>, []),
    {},
  ) as MenuDecorations<Nodes>;
}

function mergeLevel(
  a: Record<string, AnyDecoration | undefined>,
  b: Record<string, AnyDecoration | undefined>,
  above: readonly string[],
): Record<string, AnyDecoration | undefined> {
  const out = { ...a };
  for (const [name, decoration] of Object.entries(b)) {
    const twin = out[name];
    if (decoration === undefined) continue;
    if (twin === undefined) out[name] = decoration;
    else if (twin.children && decoration.children)
      out[name] = { ...twin, children: mergeLevel(twin.children, decoration.children, [...above, name]) };
    else throw new Error(`Menu node /${[...above, name].join('/')} is decorated twice and is not a section in both`);
  }
  return out;
}

function draw(
  plugin: string,
  nodes: readonly TreeNode[],
  decorations: Record<string, AnyDecoration | undefined>,
  above: readonly string[],
  partial: boolean | readonly string[] | undefined,
): MenuNode[] {
  const tree = new Map(nodes.map((node) => (typeof node === 'string' ? [node, undefined] : [node[0], node[1]])));
  const where = (name: string) => `Menu of plugin ${plugin}: /${[...above, name].join('/')}`;
  const drawn: MenuNode[] = [];
  for (const [name, decoration] of Object.entries(decorations)) {
    if (decoration === undefined) continue;
    if (!tree.has(name)) throw new Error(`${where(name)} is not in the plugin's shared menu tree`);
    const children = tree.get(name);
    const { title, screen, partial: partialSection, children: childDecorations, ...rest } = decoration;
    const node: MenuNode = { name, title: title ?? `${plugin}.menu.${name}`, ...rest };
    if (children) {
      if (screen || !childDecorations) throw new Error(`${where(name)} is a section of the tree: it takes children, not a screen`);
      node.children = draw(plugin, children, childDecorations, [...above, name], partialSection);
    } else {
      if (childDecorations) throw new Error(`${where(name)} is a leaf of the tree: it takes a screen, not children`);
      if (!screen) throw new Error(`${where(name)} is a leaf with no screen`);
      node.screen = screen;
    }
    drawn.push(node);
  }
  if (partial === true) return drawn;
  const leftOut = new Set(partial || []);
  for (const name of leftOut) {
    if (!tree.has(name)) throw new Error(`${where(name)} is left out but is not in the plugin's shared menu tree`);
    if (decorations[name] !== undefined) throw new Error(`${where(name)} is drawn and left out at once`);
  }
  const missing = [...tree.keys()].filter((name) => decorations[name] === undefined && !leftOut.has(name));
  if (missing.length > 0) throw new Error(`${missing.map(where).join(', ')}: not drawn (a section that leaves it out says partial)`);
  return drawn;
}
