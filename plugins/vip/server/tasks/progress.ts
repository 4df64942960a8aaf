import { sql } from 'kysely';
import type { Database } from '../../../../server/db/database';
import { countRow } from '../../../../server/db/countRow';
import type { RewardTaskType } from '../tables/rewardTask';
import { firstDepositRow, paiseTotalRow } from '../tables/progressRows';
import { bombayDaySql } from '../../../../server/time/bombay';
import { VALID_BET_STATUSES } from '../../shared/validBets';
import type { TaskWindow } from './taskRules';

/** Approved deposit orders (status 2), as the deposit review marks them. */
const APPROVED = 2;

/*
 * A member's progress on a task type in a window, read from what the member really did:
 *   first_deposit  the amount of the member's first approved deposit, if it was credited in the window;
 *   deposit_total  approved deposits credited in the window (paise);
 *   bet_total      valid (settled) bets placed in the window (paise of stake), as the VIP levels count them;
 *   sign_in_days   Bombay days in the window with a successful member sign-in (member_login_log).
 */
export async function taskProgress(db: Database, type: RewardTaskType, memberId: number, window: TaskWindow): Promise<number> {
  const { from, to } = window;
  if (type === 'first_deposit') {
    const row = await db
      .selectFrom('member')
      .select(['first_charge_at', 'first_charge_amount'])
      .where('id', '=', memberId)
      .executeTakeFirst();
    const first = row && firstDepositRow.map(row);
    return first && first.at !== null && first.at >= from && first.at < to ? first.amount : 0;
  }
  if (type === 'deposit_total') {
    const row = await db
      .selectFrom('deposit_order')
      .select(sql<string>`coalesce(sum(amount), 0)`.as('n'))
      .where('member_id', '=', memberId)
      .where('status', '=', APPROVED)
      .where('reviewed_at', '>=', from)
      .where('reviewed_at', '<', to)
      .executeTakeFirstOrThrow();
    return paiseTotalRow.map(row).n;
  }
  if (type === 'bet_total') {
    const row = await db
      .selectFrom('bet')
      .select(sql<string>`coalesce(sum(stake), 0)`.as('n'))
      .where('member_id', '=', memberId)
      .where('status', 'in', VALID_BET_STATUSES)
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .executeTakeFirstOrThrow();
    return paiseTotalRow.map(row).n;
  }
  const row = await db
    .selectFrom('member_login_log')
    .select(sql<string>`count(distinct ${bombayDaySql('created_at')})`.as('n'))
    .where('member_id', '=', memberId)
    .where('success', '=', 1)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .executeTakeFirstOrThrow();
  return countRow.map(row).n;
}
