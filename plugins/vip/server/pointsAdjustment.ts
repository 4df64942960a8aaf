import { assertIndependent } from '../../../server/auth/independence';
import type { Database } from '../../../server/db/database';
import { decideRequest } from '../../../server/db/decideRequest';
import { idRow } from '../../../server/db/idRow';
import { pointsAdjustmentRow } from './tables/pointsAdjustmentRow';
import { ApiError } from '../../../server/http/errors';
import { memberScope, scopeFilter, type Scope } from '../../../server/scope/scope';
import { pointsRef } from '../shared/pointsLedger';

/*
 * Manual points adjustments under maker-checker (issue 16; DOMAIN "Double review"). Submitting
 * only records the request. Approving, by a staff member independent of the maker, claims the
 * request with one conditional UPDATE (so concurrent approvals apply once), then moves
 * member.points by a conditional UPDATE that refuses to go below zero and writes the matching
 * points_ledger row (kind 'adjust', balance after) — all in the route's one transaction, so a
 * refusal leaves the request pending and nothing changed.
 */

export { POINTS_CEILING } from '../shared/pointsContract';

export interface SubmitInput {
  memberId: number;
  /** Signed: positive adds, negative deducts. */
  amount: number;
  reason: string;
  staffId: number;
  scope: Scope;
  now: number;
}

export async function submitAdjustment(trx: Database, input: SubmitInput) {
  const member = await trx
    .selectFrom('member')
    .select(['id', 'username', 'franchisee_id', 'points'])
    .where('id', '=', input.memberId)
    .where(memberScope(input.scope))
    .executeTakeFirst();
  // Out of scope answers exactly like missing.
  if (!member) throw new ApiError('A0404', 'not_found');
  // Early refusal for the maker; the approval checks again against the balance of its moment.
  if (Number(member.points) + input.amount < 0) throw new ApiError('A0400', 'vip_points_below_zero', { points: Number(member.points) });
  const row = await trx
    .insertInto('points_adjustment')
    .values({
      member_id: member.id,
      franchisee_id: member.franchisee_id,
      amount: input.amount,
      reason: input.reason,
      maker_id: input.staffId,
      created_at: input.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    id: idRow.map(row).id,
    memberId: Number(member.id),
    username: member.username,
    amount: input.amount,
    points: Number(member.points),
    status: 'pending_approval' as const,
  };
}

export interface ReviewInput {
  id: number;
  staffId: number;
  scope: Scope;
  now: number;
}

async function pendingRequest(trx: Database, input: ReviewInput) {
  const request = await trx
    .selectFrom('points_adjustment')
    .select(['id', 'member_id', 'amount', 'maker_id', 'status'])
    .where('id', '=', input.id)
    .where(scopeFilter(input.scope, { franchisee: 'points_adjustment.franchisee_id' }))
    .executeTakeFirst();
  if (!request) throw new ApiError('A0404', 'not_found');
  await assertIndependent(trx, request.maker_id, input.staffId);
  return pointsAdjustmentRow.map(request);
}

export async function approveAdjustment(trx: Database, input: ReviewInput) {
  const request = await pendingRequest(trx, input);
  await decideRequest(trx, 'points_adjustment', { id: request.id, staffId: input.staffId, now: input.now, to: 'applied' });
  const amount = request.amount;
  const moved = await trx
    .updateTable('member')
    .set((eb) => ({ points: eb('points', '+', amount) }))
    .where('id', '=', request.memberId)
    .where((eb) => eb(eb('points', '+', amount), '>=', 0))
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) {
    const now = await trx.selectFrom('member').select('points').where('id', '=', request.memberId).executeTakeFirstOrThrow();
    throw new ApiError('A0400', 'vip_points_below_zero', { points: Number(now.points) });
  }
  const { points } = await trx.selectFrom('member').select('points').where('id', '=', request.memberId).executeTakeFirstOrThrow();
  const ledger = await trx
    .insertInto('points_ledger')
    .values({
      member_id: request.memberId,
      kind: 'adjust',
      amount,
      balance_after: Number(points),
      ref: pointsRef('adjust', { requestId: request.id }),
      created_at: input.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.updateTable('points_adjustment').set({ ledger_id: ledger.id }).where('id', '=', request.id).execute();
  return {
    id: request.id,
    memberId: request.memberId,
    amount,
    balanceAfter: Number(points),
    makerId: request.makerId,
    status: 'applied' as const,
  };
}

export async function rejectAdjustment(trx: Database, input: ReviewInput & { reason: string }) {
  const request = await pendingRequest(trx, input);
  await decideRequest(trx, 'points_adjustment', {
    id: request.id,
    staffId: input.staffId,
    now: input.now,
    to: 'rejected',
    rejectReason: input.reason,
  });
  return {
    id: request.id,
    memberId: request.memberId,
    amount: request.amount,
    makerId: request.makerId,
    status: 'rejected' as const,
    reason: input.reason,
  };
}
