export { PopupProvider, usePopup, useOptionalPopup, DEFAULT_POPUP_WIDTH, type PopupApi } from './PopupProvider';
export { usePresetFilters, PRESET_DELAY_MS } from './usePresetFilters';
export { PopupFilters, usePopupList, useInPopup, type PanelState } from './PanelContext';
export { defined, presetDays, presetId, presetInstants, presetTimeFilter } from './timeRange';
export { readPopupParams, writePopupParams, cleanPresets } from './url';
export { applicablePresets } from './applicable';
export type { PopupPanelId, PopupPanelProps, PopupPresetFilters, PresetFilterMap, PresetKey, PresetLabels, PresetTimeRange } from './types';
export { openablePanelIds, ownerPaths, panelOwnerProblems, type PopupOpener } from './access';
export { PopupOpenerMenu, PopupOpenerButton, MemberRecordsMenu, memberOpeners, usePopupOpeners } from './PopupOpeners';
