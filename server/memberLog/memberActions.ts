import type { Database } from '../db/database';
import { MEMBER_ACTIONS, type MemberAction } from '../../shared/memberActions';

/*
 * vip_foreground_operation: what members do in the member app (submit a deposit or withdrawal,
 * place a bet, change their profile, bind a bank/UPI account, change a
 * password…), written by the member-side services inside their own transaction, so an action that
 * rolls back leaves no row. Append-only: nothing updates or deletes a row (only deleting a member
 * who never held money takes their side rows, as with the sign-in log).
 */
export { MEMBER_ACTIONS, type MemberAction };

export interface MemberActionInput {
  memberId: number;
  /** The member's franchisee when the caller has it; read otherwise. */
  franchiseeId?: number;
  action: MemberAction;
  /** Short plain text: order number and amount, period and selection… */
  detail?: string;
  ip?: string;
  source?: 'pc' | 'h5' | 'app' | '';
  now: number;
}

/**
 * A member acting in the app is a member online: the online counts (top bar, Home, the member
 * list's online flag) read member.online_at within ONLINE_WINDOW_MS, and nothing else refreshes it
 * after sign-in, so members who kept betting and depositing fell out of the count. Only moves
 * forward, so an action recorded with an older clock never takes a later sighting back.
 */
export async function markMemberSeen(db: Database, memberId: number, now: number): Promise<void> {
  await db
    .updateTable('member')
    .set({ online_at: now })
    .where('id', '=', memberId)
    .where((eb) => eb.or([eb('online_at', 'is', null), eb('online_at', '<', now)]))
    .execute();
}

export async function recordMemberAction(db: Database, input: MemberActionInput): Promise<void> {
  await markMemberSeen(db, input.memberId, input.now);
  const franchiseeId =
    input.franchiseeId ??
    Number(
      (await db.selectFrom('member').select('franchisee_id').where('id', '=', input.memberId).executeTakeFirstOrThrow()).franchisee_id,
    );
  await db
    .insertInto('member_operation_log')
    .values({
      member_id: input.memberId,
      franchisee_id: franchiseeId,
      action: input.action,
      detail: (input.detail ?? '').slice(0, 500),
      ip: input.ip ?? '',
      source: input.source ?? '',
      created_at: input.now,
    })
    .execute();
}
