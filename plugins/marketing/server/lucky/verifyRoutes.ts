import { ApiError } from '../../../../server/http/errors';
import { defineRoute } from '../../../../server/http/route';
import { verifyCampaign } from './verify';
import { luckyDrawContracts } from '../../shared/luckyContract';
import { luckyCampaignVerifyRow } from '../tables/luckyCampaignRow';

/* What the public verification page (/verify, signed out) shows of lucky-draw campaigns: only opened ones. */

export const luckyVerifyRoutes = [
  defineRoute({
    contract: luckyDrawContracts.verifyCampaigns,
    auth: 'public',
    async handler({ db }) {
      const rows = await db
        .selectFrom('lucky_campaign')
        .select(['id', 'name', 'status', 'seed_hash', 'opened_at', 'closed_at'])
        .where('status', 'in', ['open', 'closed'])
        .orderBy('opened_at', 'desc')
        .limit(100)
        .execute();
      return rows.map(luckyCampaignVerifyRow.map);
    },
  }),

  defineRoute({
    contract: luckyDrawContracts.verify,
    auth: 'public',
    async handler({ db, query, now }) {
      const answer = await verifyCampaign(db, query.campaignId, { drawNo: query.drawNo, limit: query.limit, now });
      if (!answer) throw new ApiError('A0404', 'not_found');
      return answer;
    },
  }),
];
