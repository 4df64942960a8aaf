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
