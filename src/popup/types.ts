/** Time range a caller may preset: a named Bombay day or an explicit [from, to) in epoch ms. */
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
  /** Agent application: 0 pending; deposits and withdrawals: 1 pending (spec §2). */
  status?: string | number;
  type?: string | number;
  agentId?: string | number;
  /** A draw period (a period's bets from the lottery results). */
  periodId?: string | number;
  timeRange?: PresetTimeRange;
  /**
   * Which instant of an order the time range cuts on: its creation (default), its review or its
   * payout. A report cell counts approved deposits by review and paid withdrawals by payout.
   */
  timeOn?: 'created' | 'reviewed' | 'paid';
  /** 1: formal members only (no trial or internal accounts), as a report counts unless asked otherwise. */
  formal?: number;
  /**
   * What a chip shows for a preset whose value is an internal id (a period's issue number, a
   * member's username); only shown, never filtered on.
   */
  labels?: PresetLabels;
}

export type PresetKey = Exclude<keyof PopupPresetFilters, 'labels'>;
export type PresetLabels = Partial<Record<PresetKey, string>>;

/** The panel numbers of spec §2: 1 bets … 19 agent application. */
export type PopupPanelId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18 | 19;

/**
 * Turns the caller's presets into the owning list's own filter values (its sources and value
 * sets, e.g. status 1 → 'pending_approval'). Presets the list cannot filter on are left out.
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
