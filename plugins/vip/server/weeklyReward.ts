import { sql } from 'kysely';
import type { AnswerOf } from '../../../shared/contract';
import type { rewardContracts } from '../shared/rewardContract';
import type { Database } from '../../../server/db/database';
import { vipWeeklyDueRow } from './tables/vipRows';
import { postJournals, type JournalEntry } from '../../../server/ledger/ledger';
import { addBombayDays, bombayDayStart } from '../../../server/domain/time';
import { isMonday, weeklyKey } from './levelRules';
import { VALID_BET_STATUSES } from '../shared/validBets';
import { vipRewardJournal } from './journals';

/** Members paid and the amount paid (paise). */
export type WeeklyResult = AnswerOf<typeof rewardContracts.run>;

/**
 * Weekly rewards of the Bombay week starting `weekStart` (a Monday), inside the caller's transaction:
 * every member whose current level has the weekly reward switched on and a positive amount, and whose
 * valid bets that week reach the level's weekly requirement (at least one bet), is paid the level's
 * weekly reward through the ledger. One row and one journal per member and week: re-running pays nobody twice.
 */
export async function payWeeklyRewards(db: Database, weekStart: string, now: number, franchiseeId?: number): Promise<WeeklyResult> {
  if (!isMonday(weekStart)) throw new RangeError(`${weekStart} is not a Monday`);
  const from = bombayDayStart(weekStart);
  const to = bombayDayStart(addBombayDays(weekStart, 7));
  const rows = await db
    .selectFrom('bet')
    .innerJoin('member', 'member.id', 'bet.member_id')
    .innerJoin('vip_level as l', (j) => j.onRef('l.franchisee_id', '=', 'member.franchisee_id').onRef('l.level', '=', 'member.vip_level'))
    .select([
      'member.id',
      'member.franchisee_id',
      'l.level',
      'l.weekly_reward',
      'l.required_weekly',
      sql<number>`sum(bet.stake)`.as('weekly'),
    ])
    .where('bet.created_at', '>=', from)
    .where('bet.created_at', '<', to)
    .where('bet.status', 'in', VALID_BET_STATUSES)
    .where('bet.is_test', '=', 0)
    .where('member.is_test', '=', 0)
    .where('member.is_internal', '=', 0)
    .where('l.weekly_reward_enabled', '=', 1)
    .where('l.weekly_reward', '>', 0)
    .$if(franchiseeId !== undefined, (q) => q.where('member.franchisee_id', '=', franchiseeId as number))
    .where((w) =>
      w.not(
        w.exists(
          w
            .selectFrom('vip_weekly_reward as r')
            .select('r.id')
            .whereRef('r.member_id', '=', 'member.id')
            .where('r.week_start', '=', weekStart),
        ),
      ),
    )
    .groupBy(['member.id', 'member.franchisee_id', 'l.level', 'l.weekly_reward', 'l.required_weekly'])
    .execute();
  const journals: JournalEntry[] = [];
  const result: WeeklyResult = { paid: 0, amount: 0 };
  const values = [];
  for (const r of rows.map(vipWeeklyDueRow.map)) {
    const { weekly, memberId, franchiseeId: franchisee, weeklyReward: amount } = r;
    if (weekly <= 0 || weekly < r.requiredWeekly) continue;
    const key = weeklyKey(memberId, weekStart);
    journals.push({
      journal: vipRewardJournal({ key, memberId, amount, franchiseeId: franchisee }),
      meta: { now, refType: 'vip_weekly', refId: weekStart, remark: `VIP ${r.level}` },
    });
    values.push({
      member_id: memberId,
      franchisee_id: franchisee,
      week_start: weekStart,
      level: r.level,
      weekly_bet: weekly,
      amount,
      journal_key: key,
      created_at: now,
    });
    result.paid += 1;
    result.amount += amount;
  }
  for (let i = 0; i < values.length; i += 500)
    await db
      .insertInto('vip_weekly_reward')
      .values(values.slice(i, i + 500))
      .execute();
  await postJournals(db, journals);
  return result;
}
