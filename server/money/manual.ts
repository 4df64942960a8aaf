import type { Database } from '../db/database';
import { manualCreditJournal, manualDebitJournal } from '../domain/ledgerJournals';
import { ApiError } from '../http/errors';
import { inTransaction, memberTenancy, newOrderNo, requireReason, tenantOf } from './common';
import { postJournal } from './ledger';
import { readMoneySettings } from './settings';
import { openRequirement } from './turnover';

/*
 * Manual deposits (credits, house → member cash) and withdrawals (debits, member cash → house),
 * one member or a batch. A batch is ONE transaction: every member's journal and adjustment row
 * commit together or not at all (a refused debit, an unknown member or a crash mid-way leaves no
 * trace). A credit may open a turnover requirement (normal audit on, comprehensive multiple).
 */

export type Direction = 'credit' | 'debit';

export interface ManualInput {
  direction: Direction;
  amount: number;
  staffId: number;
  reasonType: string;
  remark?: string;
  /** Credits only: open a requirement with the configured normal multiple. */
  normalAudit?: boolean;
  /** Credits only: comprehensive multiple in hundredths; 0 = no comprehensive audit. */
  comprehensiveMultipleX100?: number;
  now?: number;
}

async function applyOne(trx: Database, input: ManualInput & { memberId: number; batchId: number | null; ref: string; normalMultipleX100: number }, now: number) {
  const member = await memberTenancy(trx, input.memberId);
  const build = input.direction === 'credit' ? manualCreditJournal : manualDebitJournal;
  const journal = await postJournal(trx, build({ ref: input.ref, memberId: member.id, amount: input.amount, tenant: tenantOf(member) }), {
    now, staffId: input.staffId, refType: 'manual_adjustment', refId: input.ref, remark: input.remark ?? '',
  });
  const memberLeg = journal.postings.find((p) => p.account.ownerType === 'member') as (typeof journal.postings)[number];
  const comprehensive = input.direction === 'credit' ? (input.comprehensiveMultipleX100 ?? 0) : 0;
  const normal = input.direction === 'credit' && input.normalAudit ? input.normalMultipleX100 : 0;
  const row = await trx
    .insertInto('manual_adjustment')
    .values({
      ref: input.ref,
      batch_id: input.batchId,
      member_id: member.id,
      franchisee_id: member.franchisee_id,
      station_id: member.station_id,
      agent_id: member.agent_id,
      direction: input.direction,
      amount: input.amount,
      reason_type: input.reasonType,
      remark: input.remark ?? '',
      normal_audit: normal > 0 ? 1 : 0,
      comprehensive_multiple_x100: comprehensive,
      journal_id: journal.journalId,
      balance_after: memberLeg.balanceAfter,
      maker_id: input.staffId,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (normal > 0 || comprehensive > 0) {
    await openRequirement(trx, {
      memberId: member.id, sourceType: 'manual_credit', sourceId: row.id, deposit: input.amount, discount: 0,
      normalMultipleX100: normal, comprehensiveMultipleX100: comprehensive, now,
    });
  }
  return { id: row.id, ref: input.ref, memberId: member.id, balanceAfter: memberLeg.balanceAfter };
}

function checkAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`manual amount must be positive paise, got ${amount}`);
}

export async function manualAdjust(db: Database, input: ManualInput & { memberId: number }) {
  checkAmount(input.amount);
  requireReason(input.reasonType);
  const now = input.now ?? Date.now();
  return inTransaction(db, async (trx) => {
    const settings = await readMoneySettings(trx);
    return applyOne(trx, { ...input, batchId: null, ref: newOrderNo('M', now), normalMultipleX100: settings.normalMultipleX100 }, now);
  });
}

export async function manualBatch(db: Database, input: ManualInput & { memberIds: readonly number[] }) {
  checkAmount(input.amount);
  requireReason(input.reasonType);
  if (input.memberIds.length === 0) throw new ApiError('A0400', 'member_not_found', { member: '-' });
  const seen = new Set<number>();
  for (const id of input.memberIds) {
    if (seen.has(id)) throw new ApiError('A0400', 'duplicate_members', { member: id });
    seen.add(id);
  }
  const now = input.now ?? Date.now();
  return inTransaction(db, async (trx) => {
    const settings = await readMoneySettings(trx);
    const batchNo = newOrderNo('B', now);
    const batch = await trx
      .insertInto('manual_batch')
      .values({
        batch_no: batchNo,
        direction: input.direction,
        member_count: input.memberIds.length,
        total_amount: input.amount * input.memberIds.length,
        reason_type: input.reasonType,
        remark: input.remark ?? '',
        maker_id: input.staffId,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const items = [];
    for (const [i, memberId] of input.memberIds.entries()) {
      items.push(await applyOne(trx, { ...input, memberId, batchId: batch.id, ref: `${batchNo}-${i + 1}`, normalMultipleX100: settings.normalMultipleX100 }, now));
    }
    return { id: batch.id, batchNo, count: items.length, totalAmount: input.amount * items.length, items };
  });
}
