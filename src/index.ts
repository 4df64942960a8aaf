/*
 * The host's public entry: everything a plugin may use from src/. Plugins import only this file
 * (a lint rule enforces it), so the host can move its internals without breaking a plugin.
 */
export { definePlugin } from './plugin/definePlugin';
export type {
  ActionSpec,
  BadgeDef,
  DashboardWidget,
  MenuListEntry,
  MenuNode,
  Messages,
  PrefetchContext,
  PluginManifest,
  PopupPanel,
  PublicPage,
  ResourceDef,
  ResourceEndpoints,
  Role,
  Screen,
  ScreenPrefetch,
  ScreenRef,
  Shortcut,
  TopBarItem,
} from './plugin/types';
export { mergeMenus, mergeMessages } from './plugin/registry';
export { menuFromTree, mergeMenuDecorations, type MenuDecorations, type PartialMenuDecorations } from './plugin/menuFromTree';
export { useRegistry, useHostPermissions, useVisibleMenu } from './plugin/RegistryContext';
export { useAuditLabels, type AuditNames } from './plugin/useAuditLabels';
export { lazyScreen, ScreenFallback, type LazyScreen, type LazyScreenOptions } from './routes/lazyScreen';
export { useRefreshBadges } from './layout/useBadges';
export {
  usePopup,
  useOptionalPopup,
  usePopupList,
  useInPopup,
  PopupFilters,
  PRESET_DELAY_MS,
  PopupOpenerMenu,
  PopupOpenerButton,
  usePopupOpeners,
  presetField,
  TIME_RANGE_PRESET,
  defined,
  presetDays,
  presetId,
  presetInstants,
  presetTimeFilter,
  type PopupApi,
  type PopupOpener,
  type PanelState,
  type PanelPresets,
  type PopupPanelId,
  type PopupPanelNumbers,
  type PopupPanelProps,
  type PopupPresetFields,
  type PopupPresetFilters,
  type PresetField,
  type PresetFilterMap,
  type PresetLabels,
  type PresetTimeRange,
} from './popup';
export * from './format';
export * from './components/list';
export { GuardedButton } from './components/GuardedButton';
export { StoredHtml, type StoredHtmlProps } from './components/StoredHtml';
export { useClickGuard } from './components/useClickGuard';
export { useAfterPaint } from './components/useAfterPaint';
export { FormDialog, type FormDialogProps } from './components/dialog/FormDialog';
export { ReasonDialog, reasonValidator, type ReasonDialogProps, type ReasonRules } from './components/dialog/ReasonDialog';
export { BombayDayInput, type BombayDayInputProps } from './components/input/BombayDayInput';
export { BombayDateTimeInput, type BombayDateTimeInputProps, type DateTimeMode } from './components/input/BombayDateTimeInput';
export { ImageUploadInput, type ImageUploadInputProps } from './components/input/ImageUploadInput';
export { RichTextInput, RichTextToolbar, RichTextImageButton, type RichTextInputProps } from './components/input/RichTextInput';
export { IMAGE_ACCEPT, IMAGE_MAX_BYTES, imageFileProblem, imageSrc, type UploadedImage } from './components/input/imageFile';
export { DAY_PATTERNS, displayDay, parseDay, type DayLocale } from './format/day';
export { DATE_TIME_PATTERNS, displayDateTime, parseDateTime, toBombayLocal, fromBombayLocal } from './format/dateTime';
export { ServerTable, type ServerTableProps } from './components/table/ServerTable';
export { useIdempotencyKey, type IdempotencyKey } from './components/useIdempotencyKey';
export { useCanWrite } from './components/useCanWrite';
export { searchBy } from './components/reference/searchBy';
