import { column, defineRowMapping } from '../../../../server/db/rowMapping';

/*
 * play's selection rows (a selection of a play group: `NUMBER` `7`) with their standard odds, as
 * the odds screen lists them (limitRoutes.ts) and an odds change is checked against them
 * (killRateLevers.ts). Odds ×100.
 */
export const selectionPlayRow = defineRowMapping({
  id: column('id').int(),
  code: column('code').text(),
  // Group rows hold no selection; the queries read selection rows only.
  selection: column('selection').text().nonNull(),
  nameZh: column('name_zh').text(),
  nameEn: column('name_en').text(),
  oddsX100: column('odds_x100').int(),
});

/** The selection an odds change is about (`NUMBER:7`) with its standard odds. */
export const selectionOddsRow = selectionPlayRow.pick('code', 'selection', 'oddsX100');
