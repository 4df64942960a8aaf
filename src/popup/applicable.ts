import type { PopupPanel } from '../plugin/types';
import type { PanelPresets, PopupPresetFilters, PresetField, PresetLabels } from './types';
import { isPresetScalar } from './url';

/** The field a panel declares under `key`, if any (own keys only: a link may name `constructor`). */
export function presetFieldOf(presets: PanelPresets, key: string): PresetField | undefined {
  return Object.hasOwn(presets, key) ? (presets as Record<string, PresetField | undefined>)[key] : undefined;
}

/**
 * The presets `panel` applies, out of what a caller or a shared link passed: the keys it declares
 * with values their fields accept, and the chip labels of those keys only. Everything else is
 * refused rather than shown as a cut.
 */
export function applicablePresets(panel: Pick<PopupPanel, 'presets'>, presets: PopupPresetFilters): PopupPresetFilters {
  const { labels, ...values } = presets;
  const kept = Object.fromEntries(
    Object.entries(values).filter(([key, value]) => {
      const field = presetFieldOf(panel.presets, key);
      return field !== undefined && value !== undefined && (field.accepts ?? isPresetScalar)(value);
    }),
  ) as PopupPresetFilters;
  const keptLabels = Object.fromEntries(Object.entries(labels ?? {}).filter(([key]) => Object.hasOwn(kept, key)));
  return Object.keys(keptLabels).length > 0 ? { ...kept, labels: keptLabels as PresetLabels } : kept;
}
