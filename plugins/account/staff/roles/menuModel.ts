import type { MenuListEntry } from '../../../../src';

/*
 * The role editor works on the set of checked leaves ('a/b/c' paths) of the server's menu
 * catalogue. A section is checked when all its leaves are, partial when some are; the value sent
 * to the server is the catalogue cut down to the checked leaves (sections kept for any child).
 */
export type Checked = ReadonlySet<string>;
export type CheckState = 'checked' | 'partial' | 'unchecked';

const key = (path: string[]) => path.join('/');

/** Every leaf path under `entries` (a leaf with no children is its own only leaf). */
export function leavesOf(entries: MenuListEntry[], prefix: string[] = []): string[] {
  return entries.flatMap((e) =>
    e.children && e.children.length > 0 ? leavesOf(e.children, [...prefix, e.title]) : [key([...prefix, e.title])],
  );
}

/** The checked leaves of a saved role menu, read against the catalogue (a section saved without children means all of it). */
export function checkedFrom(value: MenuListEntry[], catalogue: MenuListEntry[], prefix: string[] = []): Set<string> {
  const out = new Set<string>();
  for (const node of catalogue) {
    const chosen = value.find((v) => v.title === node.title);
    if (!chosen) continue;
    const path = [...prefix, node.title];
    if (!node.children || node.children.length === 0) out.add(key(path));
    else if (!chosen.children) leavesOf(node.children, path).forEach((leaf) => out.add(leaf));
    else checkedFrom(chosen.children, node.children, path).forEach((leaf) => out.add(leaf));
  }
  return out;
}

/** The tree to save: the catalogue with only the checked leaves and their sections. */
export function treeFrom(checked: Checked, catalogue: MenuListEntry[], prefix: string[] = []): MenuListEntry[] {
  const out: MenuListEntry[] = [];
  for (const node of catalogue) {
    const path = [...prefix, node.title];
    if (!node.children || node.children.length === 0) {
      if (checked.has(key(path))) out.push({ title: node.title });
      continue;
    }
    const children = treeFrom(checked, node.children, path);
    if (children.length > 0) out.push({ title: node.title, children });
  }
  return out;
}

export function stateOf(node: MenuListEntry, path: string[], checked: Checked): CheckState {
  const leaves = node.children && node.children.length > 0 ? leavesOf(node.children, path) : [key(path)];
  const on = leaves.filter((leaf) => checked.has(leaf)).length;
  return on === 0 ? 'unchecked' : on === leaves.length ? 'checked' : 'partial';
}

/** Clicking a node: a fully checked one clears all its leaves, otherwise all its leaves get checked. */
export function toggle(node: MenuListEntry, path: string[], checked: Checked): Set<string> {
  const leaves = node.children && node.children.length > 0 ? leavesOf(node.children, path) : [key(path)];
  const next = new Set(checked);
  const clear = stateOf(node, path, checked) === 'checked';
  for (const leaf of leaves) {
    if (clear) next.delete(leaf);
    else next.add(leaf);
  }
  return next;
}
