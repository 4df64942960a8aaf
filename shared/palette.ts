/*
 * The command palette's server results (Ctrl/⌘+K): members, orders, periods — whatever the
 * installed plugins find. Each plugin's server half declares its finders in its server module
 * (`search`); the core's palette route asks them all and the console shows their hits as they
 * come, so the host names no domain.
 */

/** One result, ready to show in the caller's language. */
export interface PaletteHit {
  /** Stable across sessions and unique across plugins ('member:42'), for the recent list. */
  id: string;
  /** What it is ('member', 'order'), as a plugin names it. */
  kind: string;
  /** The kind's name, in the caller's language (the chip beside the hit). */
  kindName: string;
  label: string;
  /** The second line, in the caller's language. */
  hint: string;
  /** Every name it answers to (username, phone, order number). */
  names: string[];
  /** Where Enter takes the user. */
  to: string;
  /** The menu path of the screen it opens: a recent hit stays on offer only while the user holds that screen. */
  screen: string;
}

/** POST chance-search/palette answers every installed plugin's hits. */
export interface PaletteAnswer {
  hits: PaletteHit[];
}
