import { sql } from 'kysely';
import type { Database } from '../../../server/db/database';
import { depositBonusJournal, depositJournal } from '../../../server/domain/ledgerJournals';
import { ApiError } from '../../../server/http/errors';
import { inTransaction, memberTenancy, newOrderNo, requireReason, tenantOf } from '../../../server/ledger/orderBasics';
import { lostRace } from './lostRace';
import { postJournal } from '../../../server/ledger/ledger';
import { readMoneySettings } from './settings';
import { memberTenancyRow } from './tables/memberTenancyRow';
import { openRequirement } from '../../../server/ledger/turnover';
import { assertWithinLimit } from './limits';
import { bonusOfferFor, chosenBonus } from './depositBonus';
import { recordMemberAction } from '../../../server/memberLog/memberActions';
import { sendSystemMessage } from '../../../server/notify/systemMessages';
import { rupees } from '../../../server/domain/money';

/*
 * Deposit orders: submit (pending, status 1) → approve (status 2: the amount credited by the
 * deposit journal, the bonus of depositBonus.ts by its own deposit_bonus journal, a turnover
 * requirement opened) or reject (status 3, reason kept). Every transition is a conditional
 * UPDATE … WHERE status = 1 whose affected-row count decides who won a race, in the same
 * transaction as its journals, so an order is credited at most once.
 */

export interface SubmitDeposit {
  memberId: number;
  amount: number;
  kind: 'company' | 'online';
  bonus?: number;
  channelId?: number | null;
  payerName?: string;
  utr?: string;
  remark?: string;
  ip?: string;
  now?: number;
}

export async function submitDeposit(db: Database, input: SubmitDeposit): Promise<{ id: number; orderNo: string }> {
  const now = input.now ?? Date.now();
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
    throw new RangeError(`deposit amount must be positive paise, got ${input.amount}`);
  const bonus = input.bonus ?? 0;
  if (!Number.isSafeInteger(bonus) || bonus < 0) throw new RangeError(`bonus must be non-negative paise, got ${bonus}`);
  return inTransaction(db, async (trx) => {
    await assertWithinLimit(trx, 'maxOrderAmount', 'amount', input.amount);
    const member = await memberTenancy(trx, input.memberId);
    if (input.channelId != null) {
      const channel = await trx
        .selectFrom('payment_channel')
        .select(['status', 'for_deposit', 'min_amount', 'max_amount'])
        .where('id', '=', input.channelId)
        .executeTakeFirst();
      const fits =
        channel &&
        channel.status === 0 &&
        channel.for_deposit === 1 &&
        input.amount >= channel.min_amount &&
        (channel.max_amount === 0 || input.amount <= channel.max_amount);
      if (!fits) throw new ApiError('A0400', 'channel_unavailable');
    }
    const settings = await readMoneySettings(trx);
    const orderNo = newOrderNo('D', now);
    const row = await trx
      .insertInto('deposit_order')
      .values({
        order_no: orderNo,
        member_id: member.id,
        station_id: member.station_id,
        franchisee_id: member.franchisee_id,
        agent_id: member.agent_id,
        kind: input.kind,
        amount: input.amount,
        bonus,
        status: 1,
        is_first: 0,
        channel_id: input.channelId ?? null,
        payer_name: input.payerName ?? '',
        utr: input.utr ?? '',
        remark: input.remark ?? '',
        normal_multiple_x100: settings.normalMultipleX100,
        comprehensive_multiple_x100: settings.comprehensiveMultipleX100,
        created_ip: input.ip ?? '',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordMemberAction(trx, {
      memberId: member.id,
      franchiseeId: memberTenancyRow.map(member).franchiseeId,
      action: 'deposit_submit',
      detail: `${orderNo} ${rupees(input.amount)}`,
      ip: input.ip,
      now,
    });
    return { id: row.id, orderNo };
  });
}

export interface ApproveDeposit {
  orderId: number;
  staffId: number;
  /** The bonus to give instead of the offer (bonusOfferFor): at most the offer's max. */
  bonus?: number;
  remark?: string;
  now?: number;
}

export async function approveDeposit(db: Database, input: ApproveDeposit) {
  const now = input.now ?? Date.now();
  return inTransaction(db, async (trx) => {
    const claimed = await trx
      .updateTable('deposit_order')
      .set({ status: 2, reviewed_at: now, reviewed_by: input.staffId, ...(input.remark ? { remark: input.remark } : {}) })
      .where('id', '=', input.orderId)
      .where('status', '=', 1)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return lostRace(trx, 'deposit_order', input.orderId);
    const claimedOrder = await trx.selectFrom('deposit_order').selectAll().where('id', '=', input.orderId).executeTakeFirstOrThrow();

    // The offer is decided after the claim, so two approvals of one member's deposits cannot both count as the first.
    const offer = await bonusOfferFor(trx, claimedOrder, now);
    const bonus = chosenBonus(offer, input.bonus);
    // A rule's bonus asks for its own turnover on deposit + bonus (the comprehensive audit); without one the settings' multiple stays.
    const comprehensive = offer.rule && bonus > 0 ? offer.rule.turnoverMultipleX100 : claimedOrder.comprehensive_multiple_x100;
    const order = { ...claimedOrder, bonus, comprehensive_multiple_x100: comprehensive };

    const tenant = tenantOf(order);
    const meta = { now, staffId: input.staffId, refType: 'deposit_order', refId: order.id, remark: order.remark };
    const deposit = await postJournal(
      trx,
      depositJournal({ orderNo: order.order_no, memberId: order.member_id, amount: order.amount, tenant }),
      meta,
    );
    const gift =
      bonus > 0
        ? await postJournal(trx, depositBonusJournal({ orderNo: order.order_no, memberId: order.member_id, bonus, tenant }), meta)
        : null;
    const last = gift ?? deposit;
    const balanceAfter = last.postings[last.postings.length - 1].balanceAfter;

    // The member's first passed deposit marks the order and the member's first charge.
    const isFirst = offer.isFirstDeposit ? 1 : 0;
    await trx
      .updateTable('deposit_order')
      .set({
        is_first: isFirst,
        bonus,
        comprehensive_multiple_x100: comprehensive,
        credited_amount: order.amount + bonus,
        balance_after: balanceAfter,
      })
      .where('id', '=', order.id)
      .execute();
    // The member's running totals on the member list (the seed keeps them the same way): deposits count without their bonus.
    await trx
      .updateTable('member')
      .set({ total_recharge: sql`total_recharge + ${order.amount}` })
      .where('id', '=', order.member_id)
      .execute();
    if (isFirst) {
      await trx
        .updateTable('member')
        .set({ first_charge_at: now, first_charge_amount: order.amount })
        .where('id', '=', order.member_id)
        .where('first_charge_at', 'is', null)
        .execute();
    }

    const requirementId = await openRequirement(trx, {
      memberId: order.member_id,
      sourceType: 'deposit',
      sourceId: order.id,
      deposit: order.amount,
      discount: bonus,
      normalMultipleX100: order.normal_multiple_x100,
      comprehensiveMultipleX100: comprehensive,
      now,
    });
    await sendSystemMessage(trx, {
      event: 'deposit_credited',
      refId: order.id,
      memberId: order.member_id,
      now,
      values: { orderNo: order.order_no, amount: rupees(order.amount), bonus: rupees(bonus) },
    });
    return {
      id: order.id,
      orderNo: order.order_no,
      status: 2,
      credited: order.amount + bonus,
      bonus,
      ruleId: bonus > 0 ? (offer.rule?.id ?? null) : null,
      balanceAfter,
      isFirst,
      requirementId,
      journalId: deposit.journalId,
      bonusJournalId: gift?.journalId ?? null,
    };
  });
}

export interface RejectDeposit {
  orderId: number;
  staffId: number;
  reason: string;
  now?: number;
}

export async function rejectDeposit(db: Database, input: RejectDeposit) {
  const now = input.now ?? Date.now();
  const reason = requireReason(input.reason);
  return inTransaction(db, async (trx) => {
    const claimed = await trx
      .updateTable('deposit_order')
      .set({ status: 3, reviewed_at: now, reviewed_by: input.staffId, reject_reason: reason })
      .where('id', '=', input.orderId)
      .where('status', '=', 1)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return lostRace(trx, 'deposit_order', input.orderId);
    const order = await trx
      .selectFrom('deposit_order')
      .select(['member_id', 'order_no', 'amount'])
      .where('id', '=', input.orderId)
      .executeTakeFirstOrThrow();
    await sendSystemMessage(trx, {
      event: 'deposit_rejected',
      refId: input.orderId,
      memberId: order.member_id,
      now,
      values: { orderNo: order.order_no, amount: rupees(order.amount), reason },
    });
    return { id: input.orderId, status: 3, reason };
  });
}
