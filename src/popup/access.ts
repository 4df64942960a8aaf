import type { FlatMenuNode } from '../plugin/filterMenu';
import type { PopupPanel } from '../plugin/types';
import type { PopupPanelId, PopupPresetFilters } from './types';

/**
 * The panels a user may open: those whose owning menu leaf is among the user's visible leaves
 * (role and menuList already applied by useVisibleFlatMenu). The server refuses the same lists
 * anyway; this keeps the UI from offering what would only answer "no permission".
 */
export function openablePanelIds(panels: readonly PopupPanel[], visible: readonly FlatMenuNode[]): Set<PopupPanelId> {
  const paths = new Set(visible.map((f) => f.path));
  return new Set(panels.filter((p) => ownerPaths(p).some((o) => paths.has(o))).map((p) => p.id));
}

export function ownerPaths(panel: PopupPanel): readonly string[] {
  return typeof panel.owner === 'string' ? [panel.owner] : panel.owner;
}

/** One way into a panel a screen offers (a member row's bets, a counter's pending items…). */
export interface PopupOpener {
  panel: PopupPanelId;
  presets: PopupPresetFilters;
  /** Message key of the opener's label. */
  label: string;
}

/** Contract check: each panel names at least one owner, and each is a node (screen or section) of the merged menu. */
export function panelOwnerProblems(panels: readonly PopupPanel[], menuPaths: ReadonlySet<string>): string[] {
  return panels.flatMap((p) => {
    const owners = ownerPaths(p);
    if (owners.length === 0) return [`popup panel ${p.id}: names no owning menu leaf`];
    return owners.filter((o) => !menuPaths.has(o)).map((o) => `popup panel ${p.id}: owner "${o}" is not in the menu`);
  });
}
