import type { TranslateFunction } from 'react-admin';

/*
 * The popup's contract (spec §2 "Reusable popup"). The host names no domain: the preset fields
 * and the panel numbers are declared by the plugins that host the panels, by declaration merging
 * in their own files, as the server's tables extend `DB`:
 *
 *   declare module '<path to>/src/popup/types' {
 *     interface PopupPresetFields { ticketId: string | number }
 *     interface PopupPanelNumbers { 20: true }
 *   }
 *
 * A field several plugins' panels apply is declared by each with the same type (TypeScript refuses
 * two types). A caller passing a field, or opening a number, that no plugin declares does not compile.
 */

/**
 * The one preset the host itself knows: a named Bombay day or an explicit [from, to) in epoch ms.
 * It is not a domain: every panel's list is cut in time the same way (timeRange.ts turns it into
 * the list's instants or business days), and its chip is written by the host (fields.ts).
 */
export type PresetTimeRange = 'today' | 'yesterday' | [number, number];

/** The preset fields, as the hosting plugins declare them. Empty here on purpose. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PopupPresetFields {}

/** The panel numbers of spec §2, each declared (`N: true`) by the plugin that hosts panel N. Empty here on purpose. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PopupPanelNumbers {}

export type PopupPanelId = keyof PopupPanelNumbers;

/** A preset's name: a plugin's field, or the host's time range. */
export type PresetKey = keyof PopupPresetFields | 'timeRange';

/**
 * What a chip shows for a preset whose value is an internal id (a record's number, name or code as
 * staff know it); only shown, never filtered on. Generic: any preset may carry one.
 */
export type PresetLabels = Partial<Record<PresetKey, string>>;

/** Filters another screen passes when it opens a popup panel. */
export type PopupPresetFilters = { [K in keyof PopupPresetFields]?: PopupPresetFields[K] } & {
  timeRange?: PresetTimeRange;
  labels?: PresetLabels;
};

/** The value a preset holds. */
export type PresetValue<K extends PresetKey> = NonNullable<PopupPresetFilters[K]>;

/** How the popup treats one preset a panel applies: its chip, and which values it takes (a link is user input). */
export interface PresetField<K extends PresetKey = PresetKey> {
  /** Message key of the chip's caption. */
  label: string;
  /** Whether a value may be applied; by default an id or a short text (url.ts isPresetScalar). */
  accepts?(value: unknown): boolean;
  /** The chip's text for a value (a preset label, when the caller gave one, wins); by default the value itself. */
  show?(value: PresetValue<K>, translate: TranslateFunction): string;
}

/**
 * The presets a panel applies, each with its field. The host refuses any other a caller or a
 * shared link passes: not shown as a chip, not handed to the panel.
 */
export type PanelPresets = { readonly [K in PresetKey]?: PresetField<K> };

/**
 * Turns the caller's presets into the owning list's own filter values (its sources and value
 * sets, e.g. a status number → the list's status name). Presets the list cannot filter on are left out.
 */
export type PresetFilterMap = (presets: PopupPresetFilters, now: number) => Record<string, unknown>;

/** What every panel component receives (list panels may ignore it: the list reads the panel context). */
export interface PopupPanelProps {
  /** The presets exactly as the caller passed them. */
  presets: PopupPresetFilters;
  /** Empty at first, then the presets once PRESET_DELAY_MS has passed (spec: applied 2 s after opening). */
  filters: PopupPresetFilters;
  /** True once `filters` holds the presets. */
  presetsApplied: boolean;
  close: () => void;
}
