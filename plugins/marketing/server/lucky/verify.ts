import type { AnswerOf } from '../../../../shared/contract';
import type { luckyDrawContracts } from '../../shared/luckyContract';
import type { Database } from '../../../../server/db/database';
import { commitment, isSeed } from '../../../../server/domain/draw/commitReveal';
import { luckyPrizeIndex } from '../../../../server/domain/draw/weighted';
import { luckyCampaignRow } from '../tables/luckyCampaignRow';
import { luckyDrawVerifyRow, luckyPrizeRow } from '../tables/luckyDrawRows';

/*
 * Public verification of a lucky-draw campaign (anyone may call it). While it takes draws only the
 * commitment and the published weights are shown; once closed, or once its end time has passed
 * (no draw is accepted after it, draw.ts), the seed is revealed and each
 * draw says whether luckyPrizeIndex(seed, weights, campaign, drawNo, member) gives exactly the
 * prize recorded, and the campaign whether SHA-256(seed) equals the commitment.
 */

export type LuckyVerification = AnswerOf<typeof luckyDrawContracts.verify>;

export async function verifyCampaign(
  db: Database,
  campaignId: number,
  options: { drawNo?: number; limit: number; now: number },
): Promise<LuckyVerification | undefined> {
  const row = await db
    .selectFrom('lucky_campaign')
    .selectAll()
    .where('id', '=', campaignId)
    .where('status', 'in', ['open', 'closed'])
    .executeTakeFirst();
  if (!row) return undefined;
  const c = luckyCampaignRow.map(row);
  const prizes = (
    await db
      .selectFrom('lucky_prize')
      .select(['id', 'position', 'name', 'kind', 'weight'])
      .where('campaign_id', '=', c.id)
      .orderBy('position')
      .execute()
  ).map(luckyPrizeRow.pick('id', 'position', 'name', 'kind', 'weight').map);
  const positionOf = new Map(prizes.map((p) => [p.id, p.position]));
  const rows = (
    await db
      .selectFrom('lucky_draw')
      .select(['draw_no', 'member_id', 'prize_id', 'outcome', 'created_at'])
      .where('campaign_id', '=', c.id)
      .$if(options.drawNo !== undefined, (q) => q.where('draw_no', '=', options.drawNo as number))
      .orderBy('draw_no', 'desc')
      .limit(options.limit)
      .execute()
  ).map(luckyDrawVerifyRow.map);
  const over = c.status === 'closed' || options.now >= c.endsAt;
  const revealed = over && c.seed !== null && isSeed(c.seed) ? c.seed : null;
  const weights = prizes.map((p) => p.weight);
  return {
    campaignId: c.id,
    name: c.name,
    status: c.status,
    seedHash: c.seedHash,
    seed: revealed,
    commitmentOk: revealed === null ? null : commitment(revealed) === c.seedHash,
    prizes: prizes.map((p) => ({ position: p.position, name: p.name, kind: p.kind, weight: p.weight })),
    totalWeight: weights.reduce((a, b) => a + b, 0),
    drawsMade: c.drawsMade,
    draws: rows.map((d) => {
      const prizeIndex = positionOf.get(d.prizeId) ?? -1;
      return {
        drawNo: d.drawNo,
        memberId: d.memberId,
        prizeIndex,
        outcome: d.outcome,
        createdAt: d.createdAt,
        verified:
          revealed === null
            ? null
            : luckyPrizeIndex(revealed, weights, { campaignId: c.id, drawNo: d.drawNo, memberId: d.memberId }) === prizeIndex,
      };
    }),
  };
}
