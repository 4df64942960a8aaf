import { createContext, useContext, useEffect, useRef } from 'react';
import { useListContext } from 'react-admin';
import type { PopupPresetFilters } from './types';

export interface PanelState {
  panelId: number;
  /** The caller's presets, as passed (at once). */
  presets: PopupPresetFilters;
  /** The presets in the panel's list's own filter values; empty until `presetsApplied`. */
  listFilter: Record<string, unknown>;
  /** True once PRESET_DELAY_MS has passed since opening. */
  presetsApplied: boolean;
  /** The panel's `autoSearch`: a form searches what the presets name at once, not after the delay. */
  autoSearch: boolean;
}

export const PanelContext = createContext<PanelState | null>(null);

/** The popup panel this component renders in, or null on an ordinary page. */
export function useInPopup(): PanelState | null {
  return useContext(PanelContext);
}

// Stable objects, so a list's props do not change on every render.
const PAGE_PROPS = {};
const PANEL_PROPS = { disableSyncWithLocation: true, storeKey: false, title: false } as const;

/**
 * Props a plugin's `<List>` spreads last, so the same list works as a page and as a popup panel:
 * in a panel it keeps its params to itself (not the page's URL or the page's stored params) and
 * leaves the page title alone.
 */
export function usePopupList(): Partial<typeof PANEL_PROPS> {
  return useContext(PanelContext) ? PANEL_PROPS : PAGE_PROPS;
}

/**
 * Put inside a list's `<List>`: in a panel it applies the caller's presets (mapped by the panel)
 * to the list's filters once they are due, over the list's own defaults; on a page it does nothing.
 */
export function PopupFilters() {
  const panel = useContext(PanelContext);
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const done = useRef(false);
  const due = panel?.presetsApplied ?? false;
  useEffect(() => {
    if (!panel || !due || done.current) return;
    done.current = true;
    const mapped = panel.listFilter;
    if (Object.keys(mapped).length === 0) return;
    const shown = Object.fromEntries(Object.keys(mapped).map((k) => [k, true]));
    setFilters({ ...filterValues, ...mapped }, { ...displayedFilters, ...shown });
  }, [panel, due, filterValues, displayedFilters, setFilters]);
  return null;
}
