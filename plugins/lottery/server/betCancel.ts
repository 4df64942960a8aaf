import { sql } from 'kysely';
import type { Database } from '../../../server/db/database';
import { betRefundJournal } from '../../../server/domain/ledgerJournals';
import { ApiError } from '../../../server/http/errors';
import { postJournal } from '../../../server/ledger/ledger';
import type { Scope } from '../../../server/scope/scope';
import { scopeFilter } from '../../../server/scope/scope';
import { BetStatus, PeriodStatus } from '../shared/status';

/*
 * Cancelling bets (注单撤单) before their period has a result: the whole stake (fee included) goes
 * back to the member through the ledger (refund:{betNo}) and the bet leaves the draw with the
 * status "not drawn", as a voided period's bets do. Once a result exists a cancel would let staff
 * pick which bets lose, so a drawn or settled period refuses it. The period row is claimed with a
 * conditional UPDATE first: in PostgreSQL the draw's own status update then waits for this cancel.
 */

/** Periods whose result does not exist yet. */
const CANCELLABLE_PERIODS = [PeriodStatus.NOT_STARTED, PeriodStatus.BETTING, PeriodStatus.DRAWING, PeriodStatus.NOT_DRAWN];

export interface CancelledBet {
  id: number;
  betNo: string;
  memberId: number;
  periodId: number;
  stake: number;
}

export async function cancelBets(
  trx: Database,
  input: { ids: number[]; reason: string; staffId: number; scope: Scope; now: number },
): Promise<CancelledBet[]> {
  const reason = input.reason.trim();
  if (reason === '') throw new ApiError('A0400', 'reason_required');
  const ids = [...new Set(input.ids)].sort((a, b) => a - b);
  const bets = await trx
    .selectFrom('bet')
    .select(['id', 'bet_no', 'member_id', 'franchisee_id', 'period_id', 'stake', 'fee', 'contract', 'status'])
    .where('id', 'in', ids)
    .where(scopeFilter(input.scope, { franchisee: 'bet.franchisee_id', agent: 'bet.agent_id' }))
    .orderBy('id')
    .execute();
  // A bet outside the caller's scope answers exactly as a missing one.
  if (bets.length !== ids.length) throw new ApiError('A0404', 'not_found');
  const notOpen = bets.find((b) => b.status !== BetStatus.UNSETTLED);
  if (notOpen) throw new ApiError('A0400', 'bet_not_cancellable', { betNo: notOpen.bet_no });

  const out: CancelledBet[] = [];
  for (const b of bets) {
    const claimed = await trx
      .updateTable('period')
      .set({ bet_count: sql`bet_count - 1`, total_bet: sql`total_bet - ${b.stake}`, total_fee: sql`total_fee - ${b.fee}` })
      .where('id', '=', b.period_id)
      .where('status', 'in', CANCELLABLE_PERIODS)
      .where('settled_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw new ApiError('A0400', 'bet_not_cancellable', { betNo: b.bet_no });
    const changed = await trx
      .updateTable('bet')
      .set({ status: BetStatus.NOT_DRAWN, payout: 0, settled_at: input.now })
      .where('id', '=', b.id)
      .where('status', '=', BetStatus.UNSETTLED)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) throw new ApiError('A0400', 'bet_not_cancellable', { betNo: b.bet_no });
    await postJournal(
      trx,
      betRefundJournal({
        betNo: b.bet_no,
        memberId: b.member_id,
        periodId: b.period_id,
        stake: b.stake,
        fee: b.fee,
        contract: b.contract,
        tenant: String(b.franchisee_id),
      }),
      { now: input.now, staffId: input.staffId, refType: 'bet', refId: b.id, remark: reason },
    );
    out.push({ id: b.id, betNo: b.bet_no, memberId: b.member_id, periodId: b.period_id, stake: b.stake });
  }
  return out;
}
