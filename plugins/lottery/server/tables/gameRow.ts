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
  lotteryTypeName: column('lotteryTypeName').text(),
});

/** A game in the manager's list: with the period taking bets now and when the next one opens. */
export const managedGameListRow = managedGameRow.extend({
  openIssueNo: column('openIssueNo').text().nullable(),
  openCloseAt: column('openCloseAt').epochMs().nullable(),
  nextOpenAt: column('nextOpenAt').epochMs().nullable(),
});
