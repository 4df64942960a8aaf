import type { PopupPresetFilters, PresetKey } from './types';

/*
 * The open panel lives in the page's search params, beside the page's own list params, so a
 * refresh or a shared link reopens it: `popup=7&popupFilter={"memberId":42}` (JSON like
 * react-admin's own `filter=` param, so numbers stay numbers).
 */
export const PANEL_PARAM = 'popup';
export const FILTER_PARAM = 'popupFilter';

const KEYS: readonly PresetKey[] = [
  'game',
  'playMethod',
  'memberId',
  'parentAgentName',
  'winName',
  'noteStatus',
  'incomeType',
  'eventType',
  'status',
  'type',
  'agentId',
  'periodId',
  'timeRange',
  'timeOn',
  'formal',
];

const scalar = (v: unknown): v is string | number =>
  (typeof v === 'string' && v.length <= 200) || (typeof v === 'number' && Number.isFinite(v));

/** Keeps only known keys with values of the right shape: a link is user input. */
export function cleanPresets(raw: unknown): PopupPresetFilters {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const out: Record<string, unknown> = {};
  for (const key of KEYS) {
    const v = (raw as Record<string, unknown>)[key];
    if (key === 'timeRange') {
      if (v === 'today' || v === 'yesterday') out[key] = v;
      else if (Array.isArray(v) && v.length === 2 && v.every((n) => typeof n === 'number' && Number.isFinite(n))) out[key] = [v[0], v[1]];
    } else if (key === 'timeOn') {
      if (v === 'created' || v === 'reviewed' || v === 'paid') out[key] = v;
    } else if (key === 'formal') {
      if (v === 1) out[key] = 1;
    } else if (scalar(v)) out[key] = v;
  }
  // A label only for a preset that is there, and only text.
  const labels = (raw as Record<string, unknown>).labels;
  if (labels && typeof labels === 'object' && !Array.isArray(labels)) {
    const kept = Object.fromEntries(
      KEYS.filter((k) => k in out)
        .map((k) => [k, (labels as Record<string, unknown>)[k]])
        .filter(([, v]) => typeof v === 'string' && v.length > 0 && v.length <= 100),
    );
    if (Object.keys(kept).length > 0) out.labels = kept;
  }
  return out as PopupPresetFilters;
}

/** The panel and presets a search string names, or null when none (or a malformed one) is open. */
export function readPopupParams(search: string): { panelId: number; presets: PopupPresetFilters } | null {
  const params = new URLSearchParams(search);
  const id = Number(params.get(PANEL_PARAM));
  if (!Number.isInteger(id) || id < 1) return null;
  let presets: PopupPresetFilters = {};
  const json = params.get(FILTER_PARAM);
  if (json) {
    try {
      presets = cleanPresets(JSON.parse(json));
    } catch {
      presets = {};
    }
  }
  return { panelId: id, presets };
}

/** The search string with the panel opened (other params kept), or with it removed when `open` is null. */
export function writePopupParams(search: string, open: { panelId: number; presets: PopupPresetFilters } | null): string {
  const params = new URLSearchParams(search);
  params.delete(PANEL_PARAM);
  params.delete(FILTER_PARAM);
  if (open) {
    params.set(PANEL_PARAM, String(open.panelId));
    const presets = cleanPresets(open.presets);
    if (Object.keys(presets).length > 0) params.set(FILTER_PARAM, JSON.stringify(presets));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
