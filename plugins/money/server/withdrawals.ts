import { sql, type Updateable } from 'kysely';
import type { Database } from '../../../server/db/database';
import type { WithdrawalOrderTable } from './tables/orders';
import type { WithdrawalStage } from './tables/moneyTables';
import { withdrawFreezeJournal, withdrawPayoutJournal, withdrawReleaseJournal } from '../../../server/domain/ledgerJournals';
import { applyBps, rupees } from '../../../server/domain/money';
import { ApiError } from '../../../server/http/errors';
import { inTransaction, memberTenancy, newOrderNo, requireReason, tenantOf } from '../../../server/ledger/orderBasics';
import { lostRace } from './lostRace';
import { postJournal } from '../../../server/ledger/ledger';
import { readMoneySettings } from './settings';
import { auditWithdrawal, closeRequirements, type MemberAudit } from '../../../server/ledger/turnover';
import { assertIndependent } from '../../../server/auth/independence';
import { assertWithinLimit } from './limits';
import { recordMemberAction } from '../../../server/memberLog/memberActions';
import { sendSystemMessage } from '../../../server/notify/systemMessages';
import { withdrawalHold } from './withdrawalHolds';
import { firstReviewRow } from './tables/reviewRows';
import { memberTenancyRow } from './tables/memberTenancyRow';

/*
 * Withdrawal orders, a two-phase hold on the ledger:
 *   submit           cash → frozen (withdraw_freeze), stage 'submitted', status 1;
 *   review (approve) at or above the second-review threshold the first approval only moves it to
 *                    'first_approved'; the second must come from another staff member (maker ≠
 *                    checker). The final approval evaluates the audit (spec §9: admin fee, bonus
 *                    deduction, fee), stores the figures and moves to 'approved', status 2;
 *   pay              frozen → clearing (net) + fee income + bonus expense (withdraw_payout), 'paid',
 *                    and closes the turnover requirements it was evaluated against;
 *   reject           any stage before 'paid', reason mandatory: frozen → cash (withdraw_release),
 *                    'rejected', status 3.
 * Payout and release share the business key withdraw_final:{orderNo}, and every step is a
 * conditional UPDATE on the stage, so concurrent reviewers cannot move an order twice.
 */

export interface SubmitWithdrawal {
  memberId: number;
  amount: number;
  /** Payee as submitted (bank, IFSC, UPI, wallet), kept as JSON. */
  destination?: Record<string, string>;
  remark?: string;
  ip?: string;
  now?: number;
}

export async function submitWithdrawal(
  db: Database,
  input: SubmitWithdrawal,
): Promise<{ id: number; orderNo: string; needsSecondReview: boolean }> {
  const now = input.now ?? Date.now();
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
    throw new RangeError(`withdrawal amount must be positive paise, got ${input.amount}`);
  return inTransaction(db, async (trx) => {
    await assertWithinLimit(trx, 'maxOrderAmount', 'amount', input.amount);
    const member = await memberTenancy(trx, input.memberId);
    const settings = await readMoneySettings(trx);
    // Another plugin's hold (system's risk list): a block refuses the order here, a review entry needs a second reviewer.
    const hold = await withdrawalHold(
      trx,
      { memberId: member.id, username: member.username, ip: input.ip, destination: input.destination },
      now,
    );
    const needsSecond = input.amount >= settings.secondReviewThreshold || hold.review;
    const earlier = await trx
      .selectFrom('withdrawal_order')
      .select('id')
      .where('member_id', '=', member.id)
      .where('stage', '<>', 'rejected')
      .executeTakeFirst();
    const orderNo = newOrderNo('W', now);
    const row = await trx
      .insertInto('withdrawal_order')
      .values({
        order_no: orderNo,
        member_id: member.id,
        station_id: member.station_id,
        franchisee_id: member.franchisee_id,
        agent_id: member.agent_id,
        amount: input.amount,
        status: 1,
        stage: 'submitted',
        needs_second_review: needsSecond ? 1 : 0,
        is_first: earlier ? 0 : 1,
        destination: JSON.stringify(input.destination ?? {}),
        remark: input.remark ?? '',
        created_ip: input.ip ?? '',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Refused with insufficient_funds when cash < amount; the order row rolls back with it.
    await postJournal(trx, withdrawFreezeJournal({ orderNo, memberId: member.id, amount: input.amount }), {
      now,
      refType: 'withdrawal_order',
      refId: row.id,
    });
    await recordMemberAction(trx, {
      memberId: member.id,
      franchiseeId: memberTenancyRow.map(member).franchiseeId,
      action: 'withdrawal_submit',
      detail: `${orderNo} ${rupees(input.amount)}`,
      ip: input.ip,
      now,
    });
    return { id: row.id, orderNo, needsSecondReview: needsSecond };
  });
}

async function recordStep(
  db: Database,
  withdrawalId: number,
  staffId: number,
  decision: 'approve' | 'reject' | 'pay',
  reason: string,
  now: number,
) {
  const { n } = await db
    .selectFrom('withdrawal_review')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('withdrawal_id', '=', withdrawalId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('withdrawal_review')
    .values({ withdrawal_id: withdrawalId, step: Number(n) + 1, staff_id: staffId, decision, reason, created_at: now })
    .execute();
}

async function moveStage(db: Database, id: number, from: WithdrawalStage[], set: Updateable<WithdrawalOrderTable>) {
  const result = await db.updateTable('withdrawal_order').set(set).where('id', '=', id).where('stage', 'in', from).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) await lostRace(db, 'withdrawal_order', id);
}

/** The audit figures a withdrawal would get now (preview for the review screen, and the approval). */
export async function previewWithdrawalAudit(db: Database, orderId: number): Promise<MemberAudit & { fee: number }> {
  const order = await db.selectFrom('withdrawal_order').select(['member_id', 'amount']).where('id', '=', orderId).executeTakeFirst();
  if (!order) throw new ApiError('A0404', 'not_found');
  const settings = await readMoneySettings(db);
  const fee = applyBps(order.amount, settings.withdrawFeeBps);
  const audit = await auditWithdrawal(db, order.member_id, order.amount, { feePaise: fee, adminFeeRateBps: settings.adminFeeRateBps });
  return { ...audit, fee };
}

/** Who gave an order's first review of two, with their remark, for the second reviewer to read; null until given. */
export async function firstReviewOf(
  db: Database,
  orderId: number,
): Promise<{ reviewer: string; remark: string; reviewedAt: number } | null> {
  const row = await db
    .selectFrom('withdrawal_order as o')
    .innerJoin('withdrawal_review as r', (j) => j.onRef('r.withdrawal_id', '=', 'o.id').onRef('r.staff_id', '=', 'o.first_reviewer_id'))
    .innerJoin('staff_user as s', 's.id', 'r.staff_id')
    .select(['s.username', 'r.reason', 'r.created_at'])
    .where('o.id', '=', orderId)
    .where('o.needs_second_review', '=', 1)
    .where('r.decision', '=', 'approve')
    .orderBy('r.step')
    .limit(1)
    .executeTakeFirst();
  return row ? firstReviewRow.map(row) : null;
}

export interface ReviewWithdrawal {
  orderId: number;
  staffId: number;
  remark?: string;
  now?: number;
}

export async function reviewWithdrawal(db: Database, input: ReviewWithdrawal) {
  const now = input.now ?? Date.now();
  return inTransaction(db, async (trx) => {
    const order = await trx.selectFrom('withdrawal_order').selectAll().where('id', '=', input.orderId).executeTakeFirst();
    if (!order) throw new ApiError('A0404', 'not_found');
    if (order.stage === 'submitted' && order.needs_second_review === 1) {
      await moveStage(trx, order.id, ['submitted'], { stage: 'first_approved', first_reviewer_id: input.staffId });
      await recordStep(trx, order.id, input.staffId, 'approve', input.remark ?? '', now);
      return { id: order.id, stage: 'first_approved' as const, status: 1 };
    }
    // The second reviewer must be independent of the first (not it, not an account it controls).
    if (order.stage === 'first_approved' && order.first_reviewer_id !== null)
      await assertIndependent(trx, order.first_reviewer_id, input.staffId, 'same_reviewer');
    if (order.stage !== 'submitted' && order.stage !== 'first_approved') throw new ApiError('A0400', 'order_not_pending');

    const audit = await previewWithdrawalAudit(trx, order.id);
    if (!audit.evaluation.allowed) throw new ApiError('A0400', 'net_payout_not_positive');
    const { evaluation } = audit;
    await moveStage(trx, order.id, [order.stage], {
      stage: 'approved',
      status: 2,
      reviewed_at: now,
      ...(order.stage === 'first_approved' ? { second_reviewer_id: input.staffId } : { first_reviewer_id: input.staffId }),
      fee: evaluation.fee,
      admin_fee: evaluation.adminFee,
      bonus_deduction: evaluation.discountDeduction,
      net_payout: evaluation.netPayout,
      turnover_snapshot: JSON.stringify({
        requirementIds: audit.requirementIds,
        validTurnover: audit.validTurnover,
        perRecord: evaluation.perRecord,
      }),
    });
    await recordStep(trx, order.id, input.staffId, 'approve', input.remark ?? '', now);
    return {
      id: order.id,
      stage: 'approved' as const,
      status: 2,
      fee: evaluation.fee,
      adminFee: evaluation.adminFee,
      bonusDeduction: evaluation.discountDeduction,
      netPayout: evaluation.netPayout,
    };
  });
}

export interface PayWithdrawal {
  orderId: number;
  staffId: number;
  payoutChannelId?: number | null;
  txnId?: string;
  /** Kept on the payout journal (e.g. the crypto amount and rate it was paid at). */
  remark?: string;
  now?: number;
}

export async function payWithdrawal(db: Database, input: PayWithdrawal) {
  const now = input.now ?? Date.now();
  return inTransaction(db, async (trx) => {
    // Only an enabled channel with payouts turned on may pay (DOMAIN C.3).
    if (input.payoutChannelId != null) {
      const channel = await trx
        .selectFrom('payment_channel')
        .select(['status', 'for_withdraw'])
        .where('id', '=', input.payoutChannelId)
        .executeTakeFirst();
      if (!channel || channel.status !== 0 || channel.for_withdraw !== 1) throw new ApiError('A0400', 'channel_unavailable');
    }
    await moveStage(trx, input.orderId, ['approved'], {
      stage: 'paid',
      paid_at: now,
      paid_by: input.staffId,
      payout_channel_id: input.payoutChannelId ?? null,
      payout_txn_id: input.txnId ?? '',
    });
    const order = await trx.selectFrom('withdrawal_order').selectAll().where('id', '=', input.orderId).executeTakeFirstOrThrow();
    const journal = await postJournal(
      trx,
      withdrawPayoutJournal({
        orderNo: order.order_no,
        memberId: order.member_id,
        amount: order.amount,
        fee: order.fee,
        adminFee: order.admin_fee,
        bonusDeduction: order.bonus_deduction,
        tenant: tenantOf(order),
      }),
      { now, staffId: input.staffId, refType: 'withdrawal_order', refId: order.id, remark: input.remark },
    );
    const snapshot = JSON.parse(order.turnover_snapshot || '{}') as {
      requirementIds?: number[];
      validTurnover?: number;
      perRecord?: MemberAudit['evaluation']['perRecord'];
    };
    if (snapshot.requirementIds && snapshot.perRecord) {
      await closeRequirements(
        trx,
        {
          requirementIds: snapshot.requirementIds,
          validTurnover: snapshot.validTurnover ?? 0,
          evaluation: { perRecord: snapshot.perRecord } as MemberAudit['evaluation'],
        },
        order.id,
        now,
      );
    }
    await trx
      .updateTable('member')
      .set({ total_withdrawal: sql`total_withdrawal + ${order.amount}` })
      .where('id', '=', order.member_id)
      .execute();
    await recordStep(trx, order.id, input.staffId, 'pay', '', now);
    await sendSystemMessage(trx, {
      event: 'withdrawal_paid',
      refId: order.id,
      memberId: order.member_id,
      now,
      values: { orderNo: order.order_no, amount: rupees(order.amount) },
    });
    return { id: order.id, stage: 'paid' as const, netPayout: order.net_payout, journalId: journal.journalId };
  });
}

export interface RejectWithdrawal {
  orderId: number;
  staffId: number;
  reason: string;
  now?: number;
}

export async function rejectWithdrawal(db: Database, input: RejectWithdrawal) {
  const now = input.now ?? Date.now();
  const reason = requireReason(input.reason);
  return inTransaction(db, async (trx) => {
    await moveStage(trx, input.orderId, ['submitted', 'first_approved', 'approved'], {
      stage: 'rejected',
      status: 3,
      reviewed_at: now,
      reject_reason: reason,
    });
    const order = await trx.selectFrom('withdrawal_order').selectAll().where('id', '=', input.orderId).executeTakeFirstOrThrow();
    await memberTenancy(trx, order.member_id);
    const journal = await postJournal(
      trx,
      withdrawReleaseJournal({ orderNo: order.order_no, memberId: order.member_id, amount: order.amount }),
      {
        now,
        staffId: input.staffId,
        refType: 'withdrawal_order',
        refId: order.id,
        remark: reason,
      },
    );
    await recordStep(trx, order.id, input.staffId, 'reject', reason, now);
    await sendSystemMessage(trx, {
      event: 'withdrawal_rejected',
      refId: order.id,
      memberId: order.member_id,
      now,
      values: { orderNo: order.order_no, amount: rupees(order.amount), reason },
    });
    return { id: order.id, stage: 'rejected' as const, status: 3, reason, journalId: journal.journalId };
  });
}
