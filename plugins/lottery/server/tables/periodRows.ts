import { column, defineRowMapping } from '../../../../server/db/rowMapping';

/*
 * period's rows where they become answers outside the period screens: the open period's opening
 * (the limit and odds screens, limitRoutes.ts) and a period found by its issue number (the command
 * palette, paletteSearch.ts). Times epoch ms.
 */

/** When the open period opened, and its issue number. */
export const periodOpeningRow = defineRowMapping({
  openAt: column('open_at').epochMs(),
  issueNo: column('issue_no').text(),
});

/** A period with its game's name, as the palette lists it. */
export const periodHitRow = defineRowMapping({
  id: column('id').int(),
  gameId: column('game_id').int(),
  issueNo: column('issue_no').text(),
  gameName: column('name').text(),
});
