import { sql } from 'kysely';
import type { Database } from '../db/database';
import { depositJournal } from '../domain/ledgerJournals';
import { ApiError } from '../http/errors';
import { inTransaction, lostRace, memberTenancy, newOrderNo, requireReason, tenantOf } from './common';
import { postJournal } from './ledger';
import { readMoneySettings } from './settings';
import { openRequirement } from './turnover';
import { assertWithinLimit } from './limits';

/*
 * Deposit orders: submit (pending, status 1) → approve (status 2: amount + bonus credited by one
 * journal, a turnover requirement opened) or reject (status 3, reason kept). Every transition is a
 * conditional UPDATE … WHERE status = 1 whose affected-row count decides who won a race, in the
 * same transaction as its journal, so an order is credited at most once.
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
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new RangeError(`deposit amount must be positive paise, got ${input.amount}`);
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
      const fits = channel && channel.status === 0 && channel.for_deposit === 1 &&
        input.amount >= channel.min_amount && (channel.max_amount === 0 || input.amount <= channel.max_amount);
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
    return { id: row.id, orderNo };
  });
}

export interface ApproveDeposit {
  orderId: number;
  staffId: number;
  /** Overrides the bonus given at submit. */
  bonus?: number;
  remark?: string;
  now?: number;
}

export async function approveDeposit(db: Database, input: ApproveDeposit) {
  const now = input.now ?? Date.now();
  return inTransaction(db, async (trx) => {
    const claimed = await trx
      .updateTable('deposit_order')
      .set({ status: 2, reviewed_at: now, reviewed_by: input.staffId, ...(input.bonus === undefined ? {} : { bonus: input.bonus }), ...(input.remark ? { remark: input.remark } : {}) })
      .where('id', '=', input.orderId)
      .where('status', '=', 1)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return lostRace(trx, 'deposit_order', input.orderId);
    const order = await trx.selectFrom('deposit_order').selectAll().where('id', '=', input.orderId).executeTakeFirstOrThrow();

    const journal = await postJournal(trx, depositJournal({ orderNo: order.order_no, memberId: order.member_id, amount: order.amount, bonus: order.bonus, tenant: tenantOf(order) }), {
      now, staffId: input.staffId, refType: 'deposit_order', refId: order.id, remark: order.remark,
    });
    const balanceAfter = journal.postings[journal.postings.length - 1].balanceAfter;

    // The member's first passed deposit marks the order and the member's first charge.
    const earlier = await trx
      .selectFrom('deposit_order')
      .select('id')
      .where('member_id', '=', order.member_id)
      .where('status', '=', 2)
      .where('id', '<>', order.id)
      .executeTakeFirst();
    const isFirst = earlier ? 0 : 1;
    await trx
      .updateTable('deposit_order')
      .set({ is_first: isFirst, credited_amount: order.amount + order.bonus, balance_after: balanceAfter })
      .where('id', '=', order.id)
      .execute();
    // The member's running totals on the member list (the seed keeps them the same way): deposits count without their bonus.
    await trx.updateTable('member').set({ total_recharge: sql`total_recharge + ${order.amount}` }).where('id', '=', order.member_id).execute();
    if (isFirst) {
      await trx.updateTable('member').set({ first_charge_at: now, first_charge_amount: order.amount })
        .where('id', '=', order.member_id).where('first_charge_at', 'is', null).execute();
    }

    const requirementId = await openRequirement(trx, {
      memberId: order.member_id,
      sourceType: 'deposit',
      sourceId: order.id,
      deposit: order.amount,
      discount: order.bonus,
      normalMultipleX100: order.normal_multiple_x100,
      comprehensiveMultipleX100: order.comprehensive_multiple_x100,
      now,
    });
    return { id: order.id, orderNo: order.order_no, status: 2, credited: order.amount + order.bonus, balanceAfter, isFirst, requirementId, journalId: journal.journalId };
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
    return { id: input.orderId, status: 3, reason };
  });
}
