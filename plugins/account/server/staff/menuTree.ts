import { menuAllows, menuCatalogue, type MenuEntry } from '../../../../server/menu/catalogue';
import { AGENT_ONLY } from '../../shared/menu';

/**
 * A role's menu as sent by the role editor, cut to the catalogue: entries the catalogue does not
 * have are dropped, an entry without `children` stands for its whole catalogue subtree, and a
 * section left with no children disappears. The answer is fully explicit, so `menuAllows` on it
 * sees every granted leaf.
 */
export function normaliseMenu(input: MenuEntry[], catalogue: MenuEntry[] = menuCatalogue()): MenuEntry[] {
  const out: MenuEntry[] = [];
  for (const reference of catalogue) {
    const chosen = input.find((e) => e.title === reference.title);
    if (!chosen) continue;
    if (!reference.children) {
      out.push({ title: reference.title });
      continue;
    }
    const children = chosen.children === undefined ? reference.children : normaliseMenu(chosen.children, reference.children);
    if (children.length > 0) out.push({ title: reference.title, children: structuredClone(children) });
  }
  return out;
}

/** Every path from the top to a leaf of `tree`. */
export function leafPaths(tree: MenuEntry[], prefix: string[] = []): string[][] {
  return tree.flatMap((e) => (e.children && e.children.length > 0 ? leafPaths(e.children, [...prefix, e.title]) : [[...prefix, e.title]]));
}

/**
 * Whether a caller with `callerMenu` may give a role with `roleMenu` to an account. The agent-only
 * sections (note and three-bet management, member and team reports) are outside every
 * franchisee's own menu but are what its agent accounts need, so they do not count against it.
 */
export function roleAssignable(roleMenu: MenuEntry[], callerMenu: MenuEntry[]): boolean {
  return leafPaths(roleMenu).every(
    (path) => menuAllows(callerMenu, path) || AGENT_ONLY.some((section) => section.every((title, i) => path[i] === title)),
  );
}
