import { column, defineRowMapping } from '../../../../server/db/rowMapping';

/*
 * Sums over a period's live bets that the bet limits check a new bet against (limitRules.ts):
 * paise, coalesced to 0 in SQL (NUMERIC on PostgreSQL, read as a whole number).
 */

/** What the live bets on one selection pay if it wins. */
export const selectionExposureRow = defineRowMapping({ exposure: column('exposure').money() });

/** A member's live stake on one play. */
export const playStakeRow = defineRowMapping({ total: column('total').money() });
