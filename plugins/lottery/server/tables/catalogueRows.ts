import { column, defineRowMapping } from '../../../../server/db/rowMapping';
import { shape } from '../../shared/periodContract';

/*
 * The catalogue's rows as its screens list them (catalogueRoutes.ts): lottery types with how many
 * games and top-level plays each has, and top-level plays with how many selections they hold
 * (enabled ones too). The counts are subqueries (BIGINT on PostgreSQL), never null though typed so.
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
  lotteryTypeName: column('lotteryTypeName').text(),
  code: column('code').text(),
  nameZh: column('name_zh').text(),
  nameEn: column('name_en').text(),
  nameHi: column('name_hi').text(),
  status: column('status').int(),
  sort: column('sort').int(),
  selections: column('selections').int().nonNull(),
  enabledSelections: column('enabledSelections').int().nonNull(),
});
