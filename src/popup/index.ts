export { PopupProvider, usePopup, DEFAULT_POPUP_WIDTH } from './PopupProvider';
export { usePresetFilters, PRESET_DELAY_MS } from './usePresetFilters';
export type { PopupPanelProps, PopupPresetFilters, PresetTimeRange } from './types';
