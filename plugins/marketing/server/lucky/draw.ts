import type { AnswerOf } from '../../../../shared/contract';
import type { CampaignContracts } from '../../shared/luckyContract';
import type { Database } from '../../../../server/db/database';
import type { LuckyDrawOutcome } from '../tables/luckyDraw';
import { luckyPrizeIndex } from '../../../../server/domain/draw/weighted';
import { DAY_MS, bombayDate, bombayDayStart } from '../../../../server/domain/time';
import { ApiError } from '../../../../server/http/errors';
import { postJournal } from '../../../../server/ledger/ledger';
import { luckyDrawJournal } from './journal';
import { countRow } from '../../../../server/db/countRow';
import { idRow } from '../../../../server/db/idRow';
import { luckyCampaignRow } from '../tables/luckyCampaignRow';
import { luckyPrizeRow } from '../tables/luckyDrawRows';
import { luckyEntrantRow } from '../tables/peopleRows';
import { pointsRef } from '../../../vip/shared/pointsLedger';

/*
 * One member's draw in a campaign: what the member app calls (here the simulator, and the staff
 * "simulate" route tests use, stand in for it). Must run inside the caller's transaction.
 *
 * Order matters for concurrency: the campaign row is updated first (draws_made + 1, only while
 * open), which takes its row lock on PostgreSQL and serialises a campaign's draws, so the draw
 * number is unique and the per-day count read after it is exact. Stock is taken by a conditional
 * UPDATE (stock_left > 0), so it can never go below zero: a drawn prize with no stock left is
 * recorded as 'out_of_stock' and pays nothing. The prize is paid once: the money journal's business
 * key, the points ledger ref and the ticket serial are all unique per draw.
 */

export type DrawAnswer = AnswerOf<CampaignContracts['simulate']>;

export async function drawForMember(trx: Database, input: { campaignId: number; memberId: number; now: number }): Promise<DrawAnswer> {
  const { now } = input;
  const found = await trx.selectFrom('lucky_campaign').selectAll().where('id', '=', input.campaignId).executeTakeFirst();
  if (!found) throw new ApiError('A0404', 'not_found');
  const campaign = luckyCampaignRow.map(found);
  if (campaign.status !== 'open' || now < campaign.startsAt || now >= campaign.endsAt || campaign.seed === null)
    throw new ApiError('A0400', 'lucky_not_open');

  const entrant = await trx
    .selectFrom('member')
    .select(['id', 'franchisee_id', 'station_id', 'status', 'vip_level', 'total_recharge', 'is_test', 'is_internal'])
    .where('id', '=', input.memberId)
    .executeTakeFirst();
  if (!entrant) throw new ApiError('A0400', 'member_not_found', { member: input.memberId });
  const member = luckyEntrantRow.map(entrant);
  if (member.status !== 0 || member.isTest !== 0 || member.isInternal !== 0) throw new ApiError('A0400', 'lucky_member_excluded');
  if (
    (campaign.franchiseeId !== null && member.franchiseeId !== campaign.franchiseeId) ||
    (campaign.stationId !== null && member.stationId !== campaign.stationId)
  ) {
    throw new ApiError('A0400', 'lucky_member_excluded');
  }
  if (member.vipLevel < campaign.minVipLevel) throw new ApiError('A0400', 'lucky_vip_too_low', { level: campaign.minVipLevel });
  if (member.totalRecharge < campaign.minDeposit)
    throw new ApiError('A0400', 'lucky_deposit_too_low', { amount: (campaign.minDeposit / 100).toFixed(2) });

  const taken = await trx
    .updateTable('lucky_campaign')
    .set((eb) => ({ draws_made: eb('draws_made', '+', 1) }))
    .where('id', '=', campaign.id)
    .where('status', '=', 'open')
    .returning('draws_made')
    .executeTakeFirst();
  if (!taken) throw new ApiError('A0400', 'lucky_not_open');
  const drawNo = luckyCampaignRow.pick('drawsMade').map(taken).drawsMade;

  const dayStart = bombayDayStart(bombayDate(now));
  const today = await trx
    .selectFrom('lucky_draw')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('campaign_id', '=', campaign.id)
    .where('member_id', '=', member.id)
    .where('created_at', '>=', dayStart)
    .where('created_at', '<', dayStart + DAY_MS)
    .executeTakeFirstOrThrow();
  if (countRow.map(today).n >= campaign.dailyLimit) throw new ApiError('A0400', 'lucky_daily_limit', { limit: campaign.dailyLimit });

  const prizes = (await trx.selectFrom('lucky_prize').selectAll().where('campaign_id', '=', campaign.id).orderBy('position').execute()).map(
    luckyPrizeRow.map,
  );
  const prizeIndex = luckyPrizeIndex(
    campaign.seed,
    prizes.map((p) => p.weight),
    { campaignId: campaign.id, drawNo, memberId: member.id },
  );
  const prize = prizes[prizeIndex];

  let outcome: LuckyDrawOutcome = prize.kind === 'none' ? 'no_prize' : 'won';
  if (outcome === 'won' && prize.stockLeft !== null) {
    const took = await trx
      .updateTable('lucky_prize')
      .set((eb) => ({ stock_left: eb('stock_left', '-', 1) }))
      .where('id', '=', prize.id)
      .where('stock_left', '>', 0)
      .executeTakeFirst();
    if (Number(took.numUpdatedRows) !== 1) outcome = 'out_of_stock';
  }

  const draw = await trx
    .insertInto('lucky_draw')
    .values({
      campaign_id: campaign.id,
      draw_no: drawNo,
      member_id: member.id,
      prize_id: prize.id,
      outcome,
      journal_id: null,
      points_ledger_id: null,
      member_ticket_id: null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const drawId = idRow.map(draw).id;

  if (outcome === 'won') {
    const amount = prize.amount;
    if (prize.kind === 'money') {
      const tenant = campaign.franchiseeId === null ? 'platform' : String(campaign.franchiseeId);
      const posted = await postJournal(trx, luckyDrawJournal({ drawId, memberId: member.id, amount, tenant }), {
        now,
        refType: 'lucky_draw',
        refId: drawId,
        remark: `${campaign.name} #${drawNo}: ${prize.name}`,
      });
      await trx.updateTable('lucky_draw').set({ journal_id: posted.journalId }).where('id', '=', drawId).execute();
    } else if (prize.kind === 'points') {
      await trx
        .updateTable('member')
        .set((eb) => ({ points: eb('points', '+', amount) }))
        .where('id', '=', member.id)
        .execute();
      const { points } = await trx.selectFrom('member').select('points').where('id', '=', member.id).executeTakeFirstOrThrow();
      // 'promotion': points given by a marketing promotion (the points ledger's kinds are fixed by a CHECK).
      const row = await trx
        .insertInto('points_ledger')
        .values({
          member_id: member.id,
          kind: 'promotion',
          amount,
          balance_after: Number(points),
          ref: pointsRef('lucky_draw', { drawId }),
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('lucky_draw')
        .set({ points_ledger_id: idRow.map(row).id })
        .where('id', '=', drawId)
        .execute();
    } else if (prize.kind === 'ticket' && prize.ticketId !== null) {
      const ticket = await trx
        .selectFrom('ticket')
        .select(['id', 'expires_at', 'valid_days'])
        .where('id', '=', prize.ticketId)
        .executeTakeFirstOrThrow();
      const row = await trx
        .insertInto('member_ticket')
        .values({
          ticket_id: ticket.id,
          member_id: member.id,
          serial_no: `LD${campaign.id}-${drawNo}`,
          issued_at: now,
          expires_at: ticket.expires_at ?? now + (ticket.valid_days ?? 0) * DAY_MS,
          used_at: null,
          lucky_draw_id: drawId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.updateTable('ticket').set({ status: 1 }).where('id', '=', ticket.id).where('status', '=', 0).execute();
      await trx
        .updateTable('lucky_draw')
        .set({ member_ticket_id: idRow.map(row).id })
        .where('id', '=', drawId)
        .execute();
    }
  }
  return { drawId, drawNo, prizeIndex, prizeName: prize.name, kind: prize.kind, amount: prize.amount, outcome };
}
