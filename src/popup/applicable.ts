import type { PopupPanel } from '../plugin/types';
import type { PopupPresetFilters, PresetKey } from './types';

/**
 * The presets `panel` applies, out of what a caller or a shared link passed: the keys it declares,
 * and the chip labels of those keys only. Everything else is refused rather than shown as a cut.
 */
export function applicablePresets(panel: Pick<PopupPanel, 'presets'>, presets: PopupPresetFilters): PopupPresetFilters {
  const accepted = new Set<string>(panel.presets);
  const { labels, ...values } = presets;
  const kept = Object.fromEntries(
    Object.entries(values).filter(([key, value]) => accepted.has(key) && value !== undefined),
  ) as PopupPresetFilters;
  const keptLabels = Object.fromEntries(Object.entries(labels ?? {}).filter(([key]) => key in kept));
  return Object.keys(keptLabels).length > 0 ? { ...kept, labels: keptLabels as Partial<Record<PresetKey, string>> } : kept;
}
