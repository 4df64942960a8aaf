import { useEffect, useState } from 'react';
import type { PopupPresetFilters } from './types';

/** Spec §9: popup auto-fill delay. */
export const PRESET_DELAY_MS = 2000;

/**
 * The popup's filter state: starts empty and takes the caller's presets after the delay, so a
 * panel's form mounts first and then fills (and a panel with `autoSearch` may search at once).
 * Panels may also change the filters themselves with the returned setter.
 */
export function usePresetFilters(presets: PopupPresetFilters, delay = PRESET_DELAY_MS) {
  const [filters, setFilters] = useState<PopupPresetFilters>({});
  const [applied, setApplied] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => {
      setFilters(presets);
      setApplied(true);
    }, delay);
    return () => clearTimeout(id);
  }, [presets, delay]);
  return { filters, setFilters, presetsApplied: applied };
}
