import type { AnswerOf } from '../../../../shared/contract';
import type { taskContracts } from '../../shared/taskContract';
import type { Database } from '../../../../server/db/database';
import { DAY_MS } from '../../../../server/domain/time';
import { idRow } from '../../../../server/db/idRow';
import { rewardTaskClaimRow, rewardTaskRow } from '../tables/rewardTaskRow';
import { vipCandidateRow } from '../tables/vipRows';
import { ApiError } from '../../../../server/http/errors';
import { postJournal } from '../../../../server/ledger/ledger';
import { taskRewardJournal } from '../journals';
import { taskProgress } from './progress';
import { claimKey, reached, taskWindow } from './taskRules';

/*
 * A member claims a task's award for the current period: what the member app calls (here the
 * admin's "claim for member" route and the tests stand in for it). Must run inside the caller's
 * transaction, which commits the claim row and its award together or neither.
 *
 * Exactly once: the claim row is inserted first, ON CONFLICT DO NOTHING on (task, member, period).
 * A concurrent claim of the same period waits on that row (PostgreSQL) and then inserts nothing;
 * it and any later retry answer the stored claim with replayed: true and pay nothing. The award's
 * own keys (journal business key, points ledger ref, ticket serial) are the claim's business key
 * and unique in their tables as well.
 */

export type ClaimAnswer = AnswerOf<typeof taskContracts.claim>;

export async function claimTask(trx: Database, input: { taskId: number; memberId: number; now: number }): Promise<ClaimAnswer> {
  const { now } = input;
  const found = await trx.selectFrom('reward_task').selectAll().where('id', '=', input.taskId).executeTakeFirst();
  if (!found) throw new ApiError('A0404', 'not_found');
  const task = rewardTaskRow
    .pick('id', 'franchiseeId', 'nameEn', 'type', 'threshold', 'awardKind', 'awardAmount', 'ticketId', 'period', 'status')
    .map(found);
  const member = await trx
    .selectFrom('member')
    .select(['id', 'franchisee_id', 'status', 'is_test', 'is_internal'])
    .where('id', '=', input.memberId)
    .executeTakeFirst();
  if (!member) throw new ApiError('A0400', 'member_not_found', { member: input.memberId });
  const { memberId, franchiseeId } = vipCandidateRow.pick('memberId', 'franchiseeId').map(member);
  const window = taskWindow(task.period, now);
  const key = claimKey(task.id, window.key, memberId);

  const stored = async (): Promise<ClaimAnswer | undefined> => {
    const row = await trx
      .selectFrom('reward_task_claim')
      .select(['id', 'progress', 'award_kind', 'award_amount'])
      .where('business_key', '=', key)
      .executeTakeFirst();
    if (!row) return undefined;
    const c = rewardTaskClaimRow.pick('claimId', 'progress', 'awardKind', 'awardAmount').map(row);
    return {
      claimId: c.claimId,
      periodKey: window.key,
      progress: c.progress,
      awardKind: c.awardKind,
      awardAmount: c.awardAmount,
      replayed: true,
    };
  };
  const earlier = await stored();
  if (earlier) return earlier;

  if (task.status !== 0) throw new ApiError('A0400', 'task_disabled');
  if (franchiseeId !== task.franchiseeId || member.status !== 0 || member.is_test !== 0 || member.is_internal !== 0) {
    throw new ApiError('A0400', 'task_member_excluded');
  }
  const progress = await taskProgress(trx, task.type, memberId, window);
  if (!reached(progress, task.threshold)) throw new ApiError('A0400', 'task_not_reached', { progress, threshold: task.threshold });

  const amount = task.awardKind === 'ticket' ? 0 : task.awardAmount;
  const inserted = await trx
    .insertInto('reward_task_claim')
    .values({
      task_id: task.id,
      member_id: member.id,
      period_key: window.key,
      business_key: key,
      progress,
      award_kind: task.awardKind,
      award_amount: amount,
      journal_id: null,
      points_ledger_id: null,
      member_ticket_id: null,
      created_at: now,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    // A concurrent claim of the same period committed first: answer it, pay nothing.
    const other = await stored();
    if (other) return other;
    throw new ApiError('A0400', 'task_claim_busy');
  }
  const claimId = idRow.map(inserted).id;
  const remark = `${task.nameEn} (${window.key})`;

  if (task.awardKind === 'money') {
    const posted = await postJournal(trx, taskRewardJournal({ key, memberId, amount, franchiseeId: task.franchiseeId }), {
      now,
      refType: 'reward_task_claim',
      refId: claimId,
      remark,
    });
    await trx.updateTable('reward_task_claim').set({ journal_id: posted.journalId }).where('id', '=', claimId).execute();
  } else if (task.awardKind === 'points') {
    const { points } = await trx
      .updateTable('member')
      .set((eb) => ({ points: eb('points', '+', amount) }))
      .where('id', '=', member.id)
      .returning('points')
      .executeTakeFirstOrThrow();
    // 'promotion': points given by a marketing promotion (the points ledger's kinds are fixed by a CHECK).
    const row = await trx
      .insertInto('points_ledger')
      .values({ member_id: member.id, kind: 'promotion', amount, balance_after: Number(points), ref: key, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('reward_task_claim')
      .set({ points_ledger_id: idRow.map(row).id })
      .where('id', '=', claimId)
      .execute();
  } else {
    const ticket = await trx
      .selectFrom('ticket')
      .select(['id', 'expires_at', 'valid_days'])
      .where('id', '=', task.ticketId as number)
      .executeTakeFirstOrThrow();
    if (ticket.expires_at !== null && ticket.expires_at <= now) throw new ApiError('A0400', 'ticket_expired');
    const row = await trx
      .insertInto('member_ticket')
      .values({
        ticket_id: ticket.id,
        member_id: member.id,
        serial_no: key,
        issued_at: now,
        expires_at: ticket.expires_at ?? now + (ticket.valid_days ?? 0) * DAY_MS,
        used_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('ticket').set({ status: 1 }).where('id', '=', ticket.id).where('status', '=', 0).execute();
    await trx
      .updateTable('reward_task_claim')
      .set({ member_ticket_id: idRow.map(row).id })
      .where('id', '=', claimId)
      .execute();
  }
  return { claimId, periodKey: window.key, progress, awardKind: task.awardKind, awardAmount: amount, replayed: false };
}
