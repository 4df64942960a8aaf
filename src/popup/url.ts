import type { PopupPresetFilters } from './types';

/*
 * The open panel lives in the page's search params, beside the page's own list params, so a
 * refresh or a shared link reopens it: `popup=<panel number>&popupFilter={"<field>":42}` (JSON like
 * react-admin's own `filter=` param, so numbers stay numbers). The host knows no field: here a link
 * keeps only what has the shape of a preset; the open panel then keeps only the fields it declares,
 * with values its fields accept (applicable.ts).
 */
export const PANEL_PARAM = 'popup';
export const FILTER_PARAM = 'popupFilter';

/** At most this many presets travel in a link (the most any panel applies is far fewer). */
const MAX_PRESETS = 20;
const KEY = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

/** An id or a short text: the default value of a preset field. */
export const isPresetScalar = (v: unknown): v is string | number =>
  (typeof v === 'string' && v.length <= 200) || (typeof v === 'number' && Number.isFinite(v));

/** A pair of finite numbers (an explicit time range). */
const isPair = (v: unknown): v is [number, number] =>
  Array.isArray(v) && v.length === 2 && v.every((n) => typeof n === 'number' && Number.isFinite(n));

/** Keeps only presets with a field's name and a preset's shape, and text labels of those: a link is user input. */
export function cleanPresets(raw: unknown): PopupPresetFilters {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(raw as Record<string, unknown>)) {
    if (key === 'labels' || !KEY.test(key) || Object.keys(out).length >= MAX_PRESETS) continue;
    if (isPresetScalar(v)) out[key] = v;
    else if (isPair(v)) out[key] = [v[0], v[1]];
  }
  // A label only for a preset that is there, and only text.
  const labels = (raw as Record<string, unknown>).labels;
  if (labels && typeof labels === 'object' && !Array.isArray(labels)) {
    const kept = Object.fromEntries(
      Object.keys(out)
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
