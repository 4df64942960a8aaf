import { column, defineRowMapping } from '../../../../server/db/rowMapping';
import { CAMPAIGN_STATUSES } from '../../shared/luckyContract';

/*
 * lucky_campaign's rows as the public verification page lists them (lucky/verifyRoutes.ts): the
 * campaign, its seed's hash (published when it opens) and when it opened and closed. Epoch ms.
 */
export const luckyCampaignVerifyRow = defineRowMapping({
  campaignId: column('id').int(),
  name: column('name').text(),
  status: column('status').text().oneOf(CAMPAIGN_STATUSES),
  seedHash: column('seed_hash').text().nullable(),
  openedAt: column('opened_at').epochMs().nullable(),
  closedAt: column('closed_at').epochMs().nullable(),
});

/**
 * lucky_campaign's row as a draw and the campaign screens read it (lucky/draw.ts, verify.ts,
 * campaignRoutes.ts): the minimum deposit in paise, the draw count the draw's UPDATE … RETURNING hands back.
 */
export const luckyCampaignRow = defineRowMapping({
  id: column('id').int(),
  franchiseeId: column('franchisee_id').int().nullable(),
  stationId: column('station_id').int().nullable(),
  name: column('name').text(),
  startsAt: column('starts_at').epochMs(),
  endsAt: column('ends_at').epochMs(),
  minVipLevel: column('min_vip_level').int(),
  minDeposit: column('min_deposit').money(),
  dailyLimit: column('daily_limit').int(),
  status: column('status').text().oneOf(CAMPAIGN_STATUSES),
  seed: column('seed').text().nullable(),
  seedHash: column('seed_hash').text().nullable(),
  totalWeight: column('total_weight').int(),
  drawsMade: column('draws_made').int(),
});
