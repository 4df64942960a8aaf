import { column, defineRowMapping } from '../../../../server/db/rowMapping';
import { shape } from '../../shared/periodContract';
import { managedGameRow } from './gameRow';

/*
 * The catalogue's rows as its screens list them (catalogueRoutes.ts): lottery types with how many
 * games and top-level plays each has, the games, the game types' counts, the plays, and top-level
 * plays with how many selections they hold (enabled ones too). The counts are subqueries or
 * aggregates (BIGINT on PostgreSQL), never null though typed so.
 */

export const lotteryTypeRow = defineRowMapping({
  id: column('id').int(),
  code: column('code').text(),
  name: column('name').text(),
  // Lottery types are seeded with the shapes the contract names.
  shape: column('shape').text().oneOf(shape.options),
  sort: column('sort').int(),
  status: column('status').int(),
  games: column('games').int().nonNull(),
  plays: column('plays').int().nonNull(),
});

export const playGroupRow = defineRowMapping({
  id: column('id').int(),
  lotteryTypeId: column('lottery_type_id').int(),
  lotteryTypeName: column('lottery_type_name').text(),
  code: column('code').text(),
  nameZh: column('name_zh').text(),
  nameEn: column('name_en').text(),
  nameHi: column('name_hi').text(),
  status: column('status').int(),
  sort: column('sort').int(),
  selections: column('selections').int().nonNull(),
  enabledSelections: column('enabled_selections').int().nonNull(),
});

/** A play row (a group or one of its selections) as the play list shows it, with its group's names. */
export const cataloguePlayRow = defineRowMapping({
  id: playGroupRow.fields.id,
  lotteryTypeId: playGroupRow.fields.lotteryTypeId,
  lotteryTypeName: playGroupRow.fields.lotteryTypeName,
  parentId: column('parent_id').int().nullable(),
  code: playGroupRow.fields.code,
  selection: column('selection').text().nullable(),
  nameZh: playGroupRow.fields.nameZh,
  nameEn: playGroupRow.fields.nameEn,
  nameHi: playGroupRow.fields.nameHi,
  introZh: column('intro_zh').text(),
  introEn: column('intro_en').text(),
  introHi: column('intro_hi').text(),
  oddsX100: column('odds_x100').int(),
  rebateBps: column('rebate_bps').int(),
  sort: playGroupRow.fields.sort,
  status: playGroupRow.fields.status,
  // Null on a group row (no parent to join).
  parentNameZh: column('parent_name_zh').text().nullable(),
  parentNameEn: column('parent_name_en').text().nullable(),
  parentNameHi: column('parent_name_hi').text().nullable(),
});

/** The game manager's game columns, the same table's. */
const game = managedGameRow.fields;

/** A game as the catalogue lists and edits it: names, type, icons, trial play (0/1) and its lottery type. */
export const catalogueGameRow = defineRowMapping({
  id: game.id,
  code: game.code,
  issueCode: game.issueCode,
  name: game.name,
  providerCode: column('provider_code').text(),
  description: game.description,
  type: column('type').int(),
  state: game.state,
  testSupport: column('test_support').int(),
  iconH5: column('icon_h5').text(),
  iconPc: column('icon_pc').text(),
  betType: column('bet_type').int(),
  shape: game.shape,
  intervalSec: game.intervalSec,
  resultSource: game.resultSource,
  sort: game.sort,
  disabledAt: game.disabledAt,
  lotteryTypeId: game.lotteryTypeId,
  lotteryTypeName: game.lotteryTypeName,
});

/** A game in the member app's order. */
export const gameOrderRow = catalogueGameRow.pick('id', 'code', 'name', 'state', 'sort', 'iconH5', 'lotteryTypeName');

/** How many games (and enabled games) a game type has: a `group by type` row. */
export const gameTypeCountRow = defineRowMapping({
  type: column('type').int(),
  games: column('games').int(),
  enabled: column('enabled').int(),
});
