import { column, defineRowMapping } from '../../../../server/db/rowMapping';

/*
 * The core's people tables (franchisee, station, member) where marketing reads them: the
 * franchisees and stations a form picks from, the franchisee a station belongs to (a campaign may be
 * limited to one of its franchisee's stations), and a member as a lucky draw weighs it
 * (lucky/draw.ts). Deposits in paise.
 */

/** The franchisee a station belongs to. */
export const stationOwnerRow = defineRowMapping({ franchiseeId: column('franchisee_id').int() });

/** A franchisee as a form picks it. */
export const franchiseeChoiceRow = defineRowMapping({
  id: column('id').int(),
  name: column('name').text(),
});

/** A station as a campaign form picks it, with its franchisee. */
export const stationChoiceRow = franchiseeChoiceRow.extend(stationOwnerRow.fields);

/** A member entering a draw: where it belongs, whether it may draw, its level and its approved deposits in total. */
export const luckyEntrantRow = defineRowMapping({
  id: column('id').int(),
  franchiseeId: column('franchisee_id').int(),
  stationId: column('station_id').int(),
  status: column('status').int(),
  vipLevel: column('vip_level').int(),
  totalRecharge: column('total_recharge').money(),
  isTest: column('is_test').int(),
  isInternal: column('is_internal').int(),
});
