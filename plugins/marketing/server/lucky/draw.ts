import type { AnswerOf } from '../../../../shared/contract';
import type { CampaignContracts } from '../../shared/luckyContract';
import type { Database } from '../../../../server/db/database';
import type { LuckyDrawOutcome } from '../tables/luckyDraw';
import { luckyPrizeIndex } from '../../../../server/domain/draw/weighted';
import { DAY_MS, bombayDate, bombayDayStart } from '../../../../server/domain/time';
import { ApiError } from '../../../../server/http/errors';
import { postJournal } from '../../../../server/ledger/ledger';
import { luckyDrawJournal } from './journal';
import { idRow } from '../../../../server/db/idRow';
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
  const campaign = await trx.selectFrom('lucky_campaign').selectAll().where('id', '=', input.campaignId).executeTakeFirst();
  if (!campaign) throw new ApiError('A0404', 'not_found');
  if (campaign.status !== 'open' || now < campaign.starts_at || now >= campaign.ends_at || campaign.seed === null)
    throw new ApiError('A0400', 'lucky_not_open');

  const member = await trx
    .selectFrom('member')
    .select(['id', 'franchisee_id', 'station_id', 'status', 'vip_level', 'total_recharge', 'is_test', 'is_internal'])
    .where('id', '=', input.memberId)
    .executeTakeFirst();
  if (!member) throw new ApiError('A0400', 'member_not_found', { member: input.memberId });
  if (member.status !== 0 || member.is_test !== 0 || member.is_internal !== 0) throw new ApiError('A0400', 'lucky_member_excluded');
  if (
    (campaign.franchisee_id !== null && member.franchisee_id !== campaign.franchisee_id) ||
    (campaign.station_id !== null && member.station_id !== campaign.station_id)
  ) {
    throw new ApiError('A0400', 'lucky_member_excluded');
  }
  if (member.vip_level < campaign.min_vip_level) throw new ApiError('A0400', 'lucky_vip_too_low', { level: campaign.min_vip_level });
  if (Number(member.total_recharge) < Number(campaign.min_deposit))
    throw new ApiError('A0400', 'lucky_deposit_too_low', { amount: (Number(campaign.min_deposit) / 100).toFixed(2) });

  const taken = await trx
    .updateTable('lucky_campaign')
    .set((eb) => ({ draws_made: eb('draws_made', '+', 1) }))
    .where('id', '=', campaign.id)
    .where('status', '=', 'open')
    .returning('draws_made')
    .executeTakeFirst();
  if (!taken) throw new ApiError('A0400', 'lucky_not_open');
  const drawNo = Number(taken.draws_made);

  const dayStart = bombayDayStart(bombayDate(now));
  const today = await trx
    .selectFrom('lucky_draw')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('campaign_id', '=', campaign.id)
    .where('member_id', '=', member.id)
    .where('created_at', '>=', dayStart)
    .where('created_at', '<', dayStart + DAY_MS)
    .executeTakeFirstOrThrow();
  if (Number(today.n) >= campaign.daily_limit) throw new ApiError('A0400', 'lucky_daily_limit', { limit: campaign.daily_limit });

  const prizes = await trx.selectFrom('lucky_prize').selectAll().where('campaign_id', '=', campaign.id).orderBy('position').execute();
  const prizeIndex = luckyPrizeIndex(
    campaign.seed,
    prizes.map((p) => p.weight),
    { campaignId: campaign.id, drawNo, memberId: member.id },
  );
  const prize = prizes[prizeIndex];

  let outcome: LuckyDrawOutcome = prize.kind === 'none' ? 'no_prize' : 'won';
  if (outcome === 'won' && prize.stock_left !== null) {
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
  const drawId = Number(draw.id);

  if (outcome === 'won') {
    const amount = Number(prize.amount);
    if (prize.kind === 'money') {
      const tenant = campaign.franchisee_id === null ? 'platform' : String(campaign.franchisee_id);
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
    } else if (prize.kind === 'ticket' && prize.ticket_id !== null) {
      const ticket = await trx
        .selectFrom('ticket')
        .select(['id', 'expires_at', 'valid_days'])
        .where('id', '=', prize.ticket_id)
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
  return { drawId, drawNo, prizeIndex, prizeName: prize.name, kind: prize.kind, amount: Number(prize.amount), outcome };
}
