import type { Database } from '../../../server/db/database';
import { betRefundJournal } from '../../../server/domain/ledgerJournals';
import { ApiError } from '../../../server/http/errors';
import { postJournal } from '../../../server/ledger/ledger';
import { gameById } from './games';
import { BetStatus, PERIOD_STATUS_NAMES, PeriodStatus } from '../shared/status';

/*
 * Voiding a period that will never have a result: a house period whose draw failed for good (its
 * committed seed is gone, so no fair result exists), or an external period whose official draw
 * did not take place. Every unsettled bet gets its whole stake back (refund:{betNo}, fee
 * included) and the status "not drawn"; the period keeps NOT_DRAWN and is closed (settled_at set)
 * so it can be neither drawn nor voided again. No result is ever produced on the way.
 */

export interface VoidOutcome {
  periodId: number;
  refunded: number;
  amount: number;
}

export async function voidPeriod(
  trx: Database,
  input: { periodId: number; staffId: number; reason: string; now: number },
): Promise<VoidOutcome> {
  if (input.reason.trim() === '') throw new ApiError('A0400', 'reason_required');
  const period = await trx
    .selectFrom('period')
    .select(['id', 'game_id', 'status', 'settled_at'])
    .where('id', '=', input.periodId)
    .executeTakeFirst();
  if (!period) throw new ApiError('A0404', 'not_found');
  const game = await gameById(trx, period.game_id);
  if (!game) throw new ApiError('A0404', 'not_found');
  // A house period still DRAWING will be drawn by the scheduler; only a failed one may be voided.
  const voidable = game.resultSource === 'house' ? [PeriodStatus.NOT_DRAWN] : [PeriodStatus.DRAWING, PeriodStatus.NOT_DRAWN];
  const closed = await trx
    .updateTable('period')
    .set({
      status: PeriodStatus.NOT_DRAWN,
      settled_at: input.now,
      draw_error: `voided: ${input.reason.trim()}`.slice(0, 500),
      bet_count: 0,
      bettor_count: 0,
      total_bet: 0,
      total_fee: 0,
      winning_amount: 0,
      house_profit: 0,
      kill_rate_bps: 0,
    })
    .where('id', '=', period.id)
    .where('status', 'in', voidable)
    .where('settled_at', 'is', null)
    .executeTakeFirst();
  if (Number(closed.numUpdatedRows) !== 1) {
    throw new ApiError('A0400', 'period_state_invalid', {
      status: period.settled_at === null ? PERIOD_STATUS_NAMES[period.status] : 'voided',
    });
  }
  // No external result may be approved for it any more.
  await trx
    .updateTable('external_result')
    .set({ status: 2, approved_by: null, approved_at: input.now })
    .where('period_id', '=', period.id)
    .where('status', '=', 0)
    .execute();

  const bets = await trx
    .selectFrom('bet')
    .select(['id', 'bet_no', 'member_id', 'franchisee_id', 'stake', 'fee', 'contract'])
    .where('period_id', '=', period.id)
    .where('status', '=', BetStatus.UNSETTLED)
    .orderBy('id')
    .execute();
  let amount = 0;
  for (const b of bets) {
    await postJournal(
      trx,
      betRefundJournal({
        betNo: b.bet_no,
        memberId: b.member_id,
        periodId: period.id,
        stake: b.stake,
        fee: b.fee,
        contract: b.contract,
        tenant: String(b.franchisee_id),
      }),
      { now: input.now, staffId: input.staffId, refType: 'bet', refId: b.id, remark: input.reason.trim() },
    );
    amount += b.stake;
  }
  await trx
    .updateTable('bet')
    .set({ status: BetStatus.NOT_DRAWN, payout: 0, settled_at: input.now })
    .where('period_id', '=', period.id)
    .where('status', '=', BetStatus.UNSETTLED)
    .execute();
  return { periodId: period.id, refunded: bets.length, amount };
}
