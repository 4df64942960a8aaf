import { column, defineRowMapping } from '../../../../server/db/rowMapping';

/*
 * period's rows where they become answers outside the period screens: the open period's opening
 * (the limit and odds screens, limitRoutes.ts), a period found by its issue number (the command
 * palette, paletteSearch.ts), and the open and settled periods the kill-rate screen measures
 * (killRateMeasure.ts). Times epoch ms, amounts paise, kill rates basis points.
 */

/** When the open period opened, and its issue number. */
export const periodOpeningRow = defineRowMapping({
  openAt: column('open_at').epochMs(),
  issueNo: column('issue_no').text(),
});

/** The open period's betting window and what has been staked on it so far. */
export const openPeriodBetsRow = periodOpeningRow.pick('openAt').extend({
  closeAt: column('close_at').epochMs(),
  totalBet: column('total_bet').money(),
});

/** A settled period's outcome for the house. */
export const settledPeriodRow = defineRowMapping({
  issueNo: column('issue_no').text(),
  drawAt: column('draw_at').epochMs(),
  totalBet: column('total_bet').money(),
  payout: column('winning_amount').money(),
  houseProfit: column('house_profit').money(),
  killRateBps: column('kill_rate_bps').int(),
});

/** A period with its game's name, as the palette lists it. */
export const periodHitRow = defineRowMapping({
  id: column('id').int(),
  gameId: column('game_id').int(),
  issueNo: column('issue_no').text(),
  gameName: column('name').text(),
});
