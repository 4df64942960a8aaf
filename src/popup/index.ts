export { PopupProvider, usePopup, useOptionalPopup, DEFAULT_POPUP_WIDTH, type PopupApi } from './PopupProvider';
export { usePresetFilters, PRESET_DELAY_MS } from './usePresetFilters';
export { PopupFilters, usePopupList, useInPopup, type PanelState } from './PanelContext';
export { defined, presetDays, presetId, presetInstants, presetTimeFilter } from './timeRange';
export { readPopupParams, writePopupParams, cleanPresets, isPresetScalar } from './url';
export { applicablePresets, presetFieldOf } from './applicable';
export { TIME_RANGE_PRESET, presetField } from './fields';
export type {
  PanelPresets,
  PopupPanelId,
  PopupPanelNumbers,
  PopupPanelProps,
  PopupPresetFields,
  PopupPresetFilters,
  PresetField,
  PresetFilterMap,
  PresetKey,
  PresetLabels,
  PresetTimeRange,
  PresetValue,
} from './types';
export { openablePanelIds, ownerPaths, panelOwnerProblems, type PopupOpener } from './access';
export { PopupOpenerMenu, PopupOpenerButton, usePopupOpeners } from './PopupOpeners';
