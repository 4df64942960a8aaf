import { column, defineRowMapping } from '../../../../server/db/rowMapping';
import { resultSource, shape } from '../../shared/periodContract';

/*
 * game's rows as the game manager answers them (gameManagerRoutes.ts): the game with its draw
 * settings and its lottery type's name. Amounts paise, fees basis points, times epoch ms.
 */
export const managedGameRow = defineRowMapping({
  id: column('id').int(),
  code: column('code').text(),
  issueCode: column('issue_code').text(),
  name: column('name').text(),
  description: column('description').text(),
  // The game editor stores only the shapes and sources the contract names.
  shape: column('shape').text().oneOf(shape.options),
  resultSource: column('result_source').text().oneOf(resultSource.options),
  intervalSec: column('interval_sec').int(),
  freezeSec: column('freeze_sec').int(),
  feeBps: column('fee_bps').int(),
  minBet: column('min_bet').money(),
  maxBet: column('max_bet').money(),
  maxBetPerPeriod: column('max_bet_per_period').money(),
  state: column('state').int(),
  sort: column('sort').int(),
  disabledAt: column('disabled_at').epochMs().nullable(),
  createdAt: column('created_at').epochMs(),
  lotteryTypeId: column('lottery_type_id').int(),
  lotteryTypeName: column('lottery_type_name').text(),
});

/** A game in the manager's list: with the period taking bets now and when the next one opens. */
export const managedGameListRow = managedGameRow.extend({
  openIssueNo: column('open_issue_no').text().nullable(),
  openCloseAt: column('open_close_at').epochMs().nullable(),
  nextOpenAt: column('next_open_at').epochMs().nullable(),
});

/** A game's draw settings as the game manager saves them (gameManager.ts): freeze, fee and stake limits. */
export const drawSettingsRow = managedGameRow.pick('freezeSec', 'feeBps', 'minBet', 'maxBet', 'maxBetPerPeriod');

/** A game's own stake limits, named as a play's limits: what a play without limits of its own gets (limitRoutes.ts). */
export const gameStakeLimitsRow = defineRowMapping({
  minStake: column('min_bet').money(),
  maxStake: column('max_bet').money(),
  maxPerMemberPeriod: column('max_bet_per_period').money(),
});

/** The last place in the member app's order of games (max(sort)); 0 before the first game. */
export const lastGameSortRow = defineRowMapping({ sort: column('sort').int().nullAs(0) });
