import type { AnswerOf } from './contract';
import type { sessionContracts } from './sessionContract';

/*
 * The command palette's server results (Ctrl/⌘+K): members, orders, periods — whatever the
 * installed plugins find. Each plugin's server half declares its finders in its server module
 * (`search`); the core's palette route asks them all and the console shows their hits as they
 * come, so the host names no domain.
 */

/** One result, ready to show in the caller's language (its fields described in shared/sessionContract.ts). */
export type PaletteHit = PaletteAnswer['hits'][number];

/** POST chance-search/palette answers every installed plugin's hits. */
export type PaletteAnswer = AnswerOf<typeof sessionContracts.palette>;
