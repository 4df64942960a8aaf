import { column, defineRowMapping } from '../../../../server/db/rowMapping';

/*
 * Sums over a period's bets: those the bet limits check a new bet against (limitRules.ts, bets.ts)
 * and the open period's exposure per selection (killRateMeasure.ts). Paise, coalesced to 0 in SQL
 * (NUMERIC on PostgreSQL, read as a whole number); counts BIGINT on PostgreSQL.
 */

/** What the live bets on one selection pay if it wins. */
export const selectionExposureRow = defineRowMapping({ exposure: column('exposure').money() });

/** A member's stake in a period: on one play's live bets (a play's limit), or on all its bets (the game's per-period limit). */
export const memberStakeRow = defineRowMapping({ total: column('total').money() });

/** The live bets on one selection of the open period: stake, bettors, bets and what they pay if it wins. */
export const selectionBetsRow = defineRowMapping({
  playCode: column('play_code').text(),
  selection: column('selection').text(),
  stake: column('stake').money(),
  bettors: column('bettors').int(),
  betCount: column('bet_count').int(),
  exposure: column('exposure').money(),
});
