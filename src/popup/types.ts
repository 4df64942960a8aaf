/** Time range a caller may preset: a named day or an explicit [from, to] in epoch ms. */
export type PresetTimeRange = 'today' | 'yesterday' | [number, number];

/** Filters another screen passes when it opens a popup panel (spec §2 "Reusable popup"). */
export interface PopupPresetFilters {
  game?: string | number;
  playMethod?: string | number;
  memberId?: string | number;
  parentAgentName?: string;
  winName?: string;
  noteStatus?: string | number;
  incomeType?: string | number;
  eventType?: string | number;
  status?: string | number;
  type?: string | number;
  agentId?: string | number;
  timeRange?: PresetTimeRange;
}

/** What every panel component receives. */
export interface PopupPanelProps {
  /** The presets exactly as the caller passed them. */
  presets: PopupPresetFilters;
  /** Empty at first, then the presets once PRESET_DELAY_MS has passed (spec: applied 2 s after opening). */
  filters: PopupPresetFilters;
  /** True once `filters` holds the presets. */
  presetsApplied: boolean;
  close: () => void;
}
