import { sql } from 'kysely';
import type { Database } from '../../../../server/db/database';
import { ApiError } from '../../../../server/http/errors';
import { accountOwnerRow, historyOwnerRow } from '../tables/memberRows';

/*
 * Deleting members: only accounts that never held money or bet may go (anything else is history
 * the ledger and reports depend on; such members are locked instead). Their side rows (login log,
 * remarks, labels, bank details, points, tickets, empty ledger accounts…) go with them.
 */

const HISTORY_TABLES = [
  'bet',
  'third_party_bet',
  'deposit_order',
  'withdrawal_order',
  'crypto_payout',
  'manual_adjustment',
  'rebate_record',
  'vip_weekly_reward',
  'yuebao_record',
  'lucky_draw',
  'reward_task_claim',
] as const;
// Rows about the member only (their messages to the platform, their mailbox, their VIP standing…): they go with the member.
const SIDE_TABLES = [
  'member_login_log',
  'member_remark',
  'member_label_link',
  'member_bank',
  'points_adjustment',
  'points_ledger',
  'member_ticket',
  'restricted_account',
  'turnover_requirement',
  'member_turnover',
  'member_mail',
  'member_operation_log',
  'member_message',
  'vip_level_change',
  'vip_member_state',
  'member_balance',
] as const;

/** A row in a table referencing member that neither list above knows (a table added later): refuse clearly rather than fail with a 500. */
function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: string } | null;
  return e?.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || e?.code === '23503';
}

export interface RemovedMember {
  id: number;
  username: string;
  phone: string;
  agentId: number | null;
}

export async function deleteMembers(db: Database, ids: readonly number[]): Promise<RemovedMember[]> {
  const members = await db
    .selectFrom('member')
    .select(['id', 'username', 'phone', 'agent_id', 'yuebao_balance'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
  const owners = members.map((m) => String(m.id));
  const money = await db
    .selectFrom('ledger_account')
    .select('owner_id')
    .where('owner_type', '=', 'member')
    .where('owner_id', 'in', owners)
    .where('balance', '<>', 0)
    .execute();
  const withMoney = new Set(money.map((r) => accountOwnerRow.map(r).memberId));
  for (const m of members) {
    if (withMoney.has(m.id) || m.yuebao_balance !== 0) throw new ApiError('A0400', 'member_delete_has_money', { username: m.username });
  }
  const posted = await db
    .selectFrom('ledger_posting as p')
    .innerJoin('ledger_account as a', 'a.id', 'p.account_id')
    .select('a.owner_id')
    .where('a.owner_type', '=', 'member')
    .where('a.owner_id', 'in', owners)
    .limit(1)
    .executeTakeFirst();
  const withRecords = new Set(posted ? [accountOwnerRow.map(posted).memberId] : []);
  for (const table of HISTORY_TABLES) {
    const row = await db.selectFrom(table).select('member_id').where('member_id', 'in', ids).limit(1).executeTakeFirst();
    if (row) withRecords.add(historyOwnerRow.map(row).memberId);
  }
  const first = members.find((m) => withRecords.has(m.id));
  if (first) throw new ApiError('A0400', 'member_delete_has_records', { username: first.username });

  try {
    for (const table of SIDE_TABLES) await db.deleteFrom(table).where('member_id', 'in', ids).execute();
    await db
      .deleteFrom('ledger_account')
      .where('owner_type', '=', 'member')
      .where('owner_id', 'in', owners)
      .where(sql<boolean>`balance = 0`)
      .execute();
    await db.deleteFrom('member').where('id', 'in', ids).execute();
  } catch (error) {
    // The route's transaction rolls back whatever was deleted before the violation.
    if (isForeignKeyViolation(error))
      throw new ApiError('A0400', 'member_delete_has_records', { username: members.map((m) => m.username).join(', ') });
    throw error;
  }
  return members.map((m) => ({ id: m.id, username: m.username, phone: m.phone, agentId: m.agent_id }));
}
