import { formatBombay } from '../format';
import type { PresetField, PresetTimeRange } from './types';

const isTimeRange = (v: unknown): v is PresetTimeRange =>
  v === 'today' || v === 'yesterday' || (Array.isArray(v) && v.length === 2 && v.every((n) => typeof n === 'number' && Number.isFinite(n)));

/**
 * The host's time range as a panel's preset field (`presets: { timeRange: TIME_RANGE_PRESET, … }`):
 * a named Bombay day or an explicit range, shown as the day's name or the two instants.
 */
export const TIME_RANGE_PRESET: PresetField<'timeRange'> = {
  label: 'layout.popup.preset.timeRange',
  accepts: isTimeRange,
  show: (value, translate) =>
    Array.isArray(value) ? `${formatBombay(value[0])} – ${formatBombay(value[1])}` : translate(`layout.popup.range.${value}`),
};

/** A preset field shown by its value (an id or a code), captioned by the message `label`. */
export const presetField = (label: string): PresetField => ({ label });
