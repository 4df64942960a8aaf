import type { MenuNode } from '../../../src';
import type { MenuRow } from '../systemCalls';

/** The menu screen and its section: the server refuses to hide them (no way back otherwise). */
export const ALWAYS_SHOWN = new Set(['system_management', 'system_management/menu']);

/** i18n title keys of the installed plugins' menu nodes by path ('system_management/menu'). */
export function titleKeys(nodes: MenuNode[], base = '', out = new Map<string, string>()): Map<string, string> {
  for (const node of nodes) {
    const path = base ? `${base}/${node.name}` : node.name;
    if (!out.has(path)) out.set(path, node.title);
    if (node.children) titleKeys(node.children, path, out);
  }
  return out;
}

/** The sibling titles after moving `title` one place up (-1) or down (+1); unchanged at an end. */
export function moved(siblings: MenuRow[], title: string, step: -1 | 1): string[] {
  const titles = siblings.map((s) => s.title);
  const from = titles.indexOf(title);
  const to = from + step;
  if (from < 0 || to < 0 || to >= titles.length) return titles;
  [titles[from], titles[to]] = [titles[to], titles[from]];
  return titles;
}
