import { assertIndependent } from '../../../server/auth/independence';
import type { Database } from '../../../server/db/database';
import { decideRequest } from '../../../server/db/decideRequest';
import type { ManualStatus } from './tables/manualReview';
import { manualCreditJournal, manualDebitJournal } from '../../../server/domain/ledgerJournals';
import { rupees } from '../../../server/domain/money';
import { ApiError } from '../../../server/http/errors';
import { scopeFilter, type Scope } from '../../../server/scope/scope';
import { inTransaction, newOrderNo, requireReason } from '../../../server/ledger/orderBasics';
import { postJournals } from '../../../server/ledger/ledger';
import { memberBalances } from '../../../server/ledger/balances';
import { assertWithinLimit } from './limits';
import { readMoneySettings } from './settings';
import { openRequirement } from '../../../server/ledger/turnover';

/*
 * Manual deposits (credits, house → member cash) and withdrawals (debits, member cash → house)
 * under maker-checker (ARCHITECTURE §6, DOMAIN E "Double review"):
 *
 *   submit   one staff member asks for a credit/debit to one member ('single') or a list
 *            ('batch'): a manual_batch row (the request) in pending_approval and one
 *            manual_adjustment row per member, NO ledger movement. Members must exist (the route
 *            also checks they are in the caller's scope), the amount must be positive and a debit
 *            must be covered by each member's cash at that moment, so bad input is refused here.
 *   approve  another staff member (never the maker: refused here and by a DB CHECK) applies it:
 *            every member's journal, its adjustment row and any turnover requirement commit in ONE
 *            transaction, or nothing does (a debit that would overdraw at approval time refuses
 *            the whole approval and the request stays pending).
 *   reject   another staff member, with a mandatory reason; no money moves.
 *
 * Approve and reject are conditional UPDATEs of the request's status (pending_approval → applied
 * or rejected), so of concurrent reviewers exactly one wins; the others get request_not_pending.
 */

export type Direction = 'credit' | 'debit';
export type RequestKind = 'single' | 'batch';

export interface ManualRequestInput {
  kind: RequestKind;
  direction: Direction;
  /** Paise per member (every member the same), unless `amounts` is given. */
  amount: number;
  memberIds: readonly number[];
  /** Paise for each member of `memberIds`, in order (a batch uploaded as member + amount rows). */
  amounts?: readonly number[];
  /** The maker. */
  staffId: number;
  reasonType: string;
  remark?: string;
  /** Credits only: open a requirement with the normal multiple configured when it is approved. */
  normalAudit?: boolean;
  /** Credits only: comprehensive multiple in hundredths; 0 = no comprehensive audit. */
  comprehensiveMultipleX100?: number;
  now?: number;
}

export interface ManualRequest {
  id: number;
  requestNo: string;
  kind: RequestKind;
  direction: Direction;
  status: ManualStatus;
  count: number;
  totalAmount: number;
}

/** Rows per multi-row insert or `in (…)` list, well under SQLite's bound-parameter limit. */
const CHUNK = 500;

function checkAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`manual amount must be positive paise, got ${amount}`);
}

async function membersOf(trx: Database, ids: readonly number[]) {
  const found = new Map<number, { id: number; franchisee_id: number; station_id: number; agent_id: number | null }>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await trx
      .selectFrom('member')
      .select(['id', 'franchisee_id', 'station_id', 'agent_id'])
      .where('id', 'in', ids.slice(i, i + CHUNK))
      .execute();
    for (const r of rows) found.set(r.id, r);
  }
  return ids.map((id) => {
    const member = found.get(id);
    if (!member) throw new ApiError('A0400', 'member_not_found', { member: id });
    return member;
  });
}

/** Creates a pending request; nothing moves until another staff member approves it. */
export async function submitManual(db: Database, input: ManualRequestInput): Promise<ManualRequest> {
  const amounts = input.amounts ?? input.memberIds.map(() => input.amount);
  if (amounts.length !== input.memberIds.length) throw new RangeError('one amount per member');
  for (const amount of amounts) checkAmount(amount);
  requireReason(input.reasonType);
  if (input.memberIds.length === 0) throw new ApiError('A0400', 'member_not_found', { member: '-' });
  if (input.kind === 'single' && input.memberIds.length !== 1) throw new RangeError('a single manual request names exactly one member');
  const seen = new Set<number>();
  for (const id of input.memberIds) {
    if (seen.has(id)) throw new ApiError('A0400', 'duplicate_members', { member: id });
    seen.add(id);
  }
  const now = input.now ?? Date.now();
  return inTransaction(db, async (trx) => {
    const totalAmount = amounts.reduce((sum, a) => sum + a, 0);
    await assertWithinLimit(trx, 'maxManualAmount', 'amount', Math.max(...amounts));
    await assertWithinLimit(trx, 'maxBatchTotal', 'totalAmount', totalAmount);
    const members = await membersOf(trx, input.memberIds);
    if (input.direction === 'debit') {
      // Early refusal for the maker; the approval checks again against the balance of its moment.
      const amountOf = new Map(input.memberIds.map((id, i) => [id, amounts[i]]));
      for (let i = 0; i < members.length; i += CHUNK) {
        const balances = await memberBalances(trx, input.memberIds.slice(i, i + CHUNK));
        for (const [id, b] of balances)
          if (b.cash < (amountOf.get(id) as number)) throw new ApiError('A0400', 'insufficient_funds', { account: `member:${id}:cash` });
      }
    }
    const franchisees = new Set(members.map((m) => m.franchisee_id));
    const requestNo = newOrderNo(input.kind === 'single' ? 'M' : 'B', now);
    const request = await trx
      .insertInto('manual_batch')
      .values({
        batch_no: requestNo,
        kind: input.kind,
        direction: input.direction,
        member_count: members.length,
        total_amount: totalAmount,
        reason_type: input.reasonType,
        remark: input.remark ?? '',
        maker_id: input.staffId,
        franchisee_id: franchisees.size === 1 ? members[0].franchisee_id : null,
        status: 'pending_approval',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const credit = input.direction === 'credit';
    const rows = members.map((m, i) => ({
      // A single request's member row shares its number; a batch's rows are numbered after it.
      ref: input.kind === 'single' ? requestNo : `${requestNo}-${i + 1}`,
      batch_id: request.id,
      member_id: m.id,
      franchisee_id: m.franchisee_id,
      station_id: m.station_id,
      agent_id: m.agent_id,
      direction: input.direction,
      amount: amounts[i],
      reason_type: input.reasonType,
      remark: input.remark ?? '',
      normal_audit: credit && input.normalAudit ? 1 : 0,
      comprehensive_multiple_x100: credit ? (input.comprehensiveMultipleX100 ?? 0) : 0,
      journal_id: null,
      balance_after: null,
      maker_id: input.staffId,
      status: 'pending_approval' as const,
      created_at: now,
    }));
    for (let i = 0; i < rows.length; i += CHUNK)
      await trx
        .insertInto('manual_adjustment')
        .values(rows.slice(i, i + CHUNK))
        .execute();
    return {
      id: request.id,
      requestNo,
      kind: input.kind,
      direction: input.direction,
      status: 'pending_approval',
      count: members.length,
      totalAmount,
    };
  });
}

export interface ReviewInput {
  /** manual_batch id of the request. */
  id: number;
  /** The checker. */
  staffId: number;
  /** The checker's row scope (a franchisee reviews its own franchisee's requests); omitted = all. */
  scope?: Scope;
  now?: number;
}

async function pendingRequest(trx: Database, input: ReviewInput) {
  const request = await trx
    .selectFrom('manual_batch')
    .select(['id', 'batch_no', 'kind', 'direction', 'status', 'maker_id', 'member_count', 'total_amount'])
    .where('id', '=', input.id)
    .$if(input.scope !== undefined, (q) => q.where(scopeFilter(input.scope as Scope, { franchisee: 'manual_batch.franchisee_id' })))
    .executeTakeFirst();
  // Out of scope answers exactly like missing.
  if (!request) throw new ApiError('A0404', 'not_found');
  await assertIndependent(trx, request.maker_id, input.staffId);
  return request;
}

/** Rows named in an overdraw refusal before the rest are summarised as a count. */
const NAMED_ROWS = 10;

/**
 * Refuses a debit request whose members' cash no longer covers their rows, naming the rows (its
 * line in the request, member and amount), so the checker knows which members to fix. The
 * ledger refuses the same overdraw on its own; this only makes the refusal say where.
 */
async function assertCovered(trx: Database, rows: readonly { member_id: number; amount: number }[]): Promise<void> {
  const short: string[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const slice = rows.slice(i, i + CHUNK);
    const balances = await memberBalances(
      trx,
      slice.map((r) => r.member_id),
    );
    const names = new Map(
      (
        await trx
          .selectFrom('member')
          .select(['id', 'username'])
          .where(
            'id',
            'in',
            slice.map((r) => r.member_id),
          )
          .execute()
      ).map((m) => [m.id, m.username]),
    );
    slice.forEach((r, j) => {
      const cash = balances.get(r.member_id)?.cash ?? 0;
      if (cash < r.amount) short.push(`#${i + j + 1} ${names.get(r.member_id)} (${rupees(r.amount)} > ${rupees(cash)})`);
    });
  }
  if (short.length === 0) return;
  const more = short.length > NAMED_ROWS ? ` … +${short.length - NAMED_ROWS}` : '';
  throw new ApiError('A0400', 'batch_overdraw', { count: short.length, rows: short.slice(0, NAMED_ROWS).join(', ') + more });
}

/** Applies a pending request: every member's journal in this one transaction, or none. */
export async function approveManual(db: Database, input: ReviewInput) {
  const now = input.now ?? Date.now();
  return inTransaction(db, async (trx) => {
    const request = await pendingRequest(trx, input);
    await decideRequest(trx, 'manual_batch', { id: request.id, staffId: input.staffId, now, to: 'applied' });
    const rows = await trx
      .selectFrom('manual_adjustment')
      .select(['id', 'ref', 'member_id', 'franchisee_id', 'amount', 'remark', 'normal_audit', 'comprehensive_multiple_x100'])
      .where('batch_id', '=', request.id)
      .orderBy('id')
      .execute();
    // A batch names its overdrawing rows; a single request keeps the ledger's plain insufficient_funds.
    if (request.direction === 'debit' && request.kind === 'batch') await assertCovered(trx, rows);
    const build = request.direction === 'credit' ? manualCreditJournal : manualDebitJournal;
    // Refused whole with insufficient_funds when any member's cash no longer covers a debit.
    const posted = await postJournals(
      trx,
      rows.map((r) => ({
        journal: build({ ref: r.ref, memberId: r.member_id, amount: r.amount, tenant: String(r.franchisee_id) }),
        meta: { now, staffId: input.staffId, refType: 'manual_adjustment', refId: r.ref, remark: r.remark },
      })),
    );
    const settings = await readMoneySettings(trx);
    const items = [];
    for (const [i, r] of rows.entries()) {
      const journal = posted[i];
      const memberLeg = journal.postings.find((p) => p.account.ownerType === 'member') as (typeof journal.postings)[number];
      await trx
        .updateTable('manual_adjustment')
        .set({
          status: 'applied',
          checker_id: input.staffId,
          reviewed_at: now,
          journal_id: journal.journalId,
          balance_after: memberLeg.balanceAfter,
        })
        .where('id', '=', r.id)
        .execute();
      const normal = r.normal_audit === 1 ? settings.normalMultipleX100 : 0;
      if (normal > 0 || r.comprehensive_multiple_x100 > 0) {
        await openRequirement(trx, {
          memberId: r.member_id,
          sourceType: 'manual_credit',
          sourceId: r.id,
          deposit: r.amount,
          discount: 0,
          normalMultipleX100: normal,
          comprehensiveMultipleX100: r.comprehensive_multiple_x100,
          now,
        });
      }
      items.push({ id: r.id, ref: r.ref, memberId: r.member_id, balanceAfter: memberLeg.balanceAfter });
    }
    return {
      id: request.id,
      requestNo: request.batch_no,
      kind: request.kind,
      direction: request.direction,
      status: 'applied' as const,
      count: rows.length,
      totalAmount: request.total_amount,
      makerId: request.maker_id,
      items,
    };
  });
}

/** Rejects a pending request with a reason; no money moves. */
export async function rejectManual(db: Database, input: ReviewInput & { reason: string }) {
  const reason = requireReason(input.reason);
  const now = input.now ?? Date.now();
  return inTransaction(db, async (trx) => {
    const request = await pendingRequest(trx, input);
    await decideRequest(trx, 'manual_batch', { id: request.id, staffId: input.staffId, now, to: 'rejected', rejectReason: reason });
    await trx
      .updateTable('manual_adjustment')
      .set({ status: 'rejected', checker_id: input.staffId, reviewed_at: now })
      .where('batch_id', '=', request.id)
      .execute();
    return {
      id: request.id,
      requestNo: request.batch_no,
      kind: request.kind,
      direction: request.direction,
      status: 'rejected' as const,
      count: request.member_count,
      totalAmount: request.total_amount,
      makerId: request.maker_id,
      reason,
    };
  });
}
