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

const campaign = luckyCampaignRow.fields;

/**
 * A campaign as its screen's list shows it (lucky/campaignRoutes.ts), the franchisee's and the
 * station's names joined (null: platform-wide, or no station); its prizes are added from lucky_prize.
 */
export const luckyCampaignListRow = defineRowMapping({
  id: campaign.id,
  franchiseeId: campaign.franchiseeId,
  franchiseeName: column('franchisee_name').text().nullable(),
  stationId: campaign.stationId,
  stationName: column('station_name').text().nullable(),
  name: campaign.name,
  description: column('description').text(),
  startsAt: campaign.startsAt,
  endsAt: campaign.endsAt,
  minVipLevel: campaign.minVipLevel,
  minDeposit: campaign.minDeposit,
  dailyLimit: campaign.dailyLimit,
  status: campaign.status,
  seedHash: campaign.seedHash,
  totalWeight: campaign.totalWeight,
  drawsMade: campaign.drawsMade,
  openedAt: column('opened_at').epochMs().nullable(),
  closedAt: column('closed_at').epochMs().nullable(),
  createdAt: column('created_at').epochMs(),
});
