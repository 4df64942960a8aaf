import type { Database } from '../../server/db/database';
import { idRow } from '../../server/db/idRow';
import type { RewardTaskAward, RewardTaskPeriod, RewardTaskType } from '../../plugins/vip/server/tables/rewardTask';
import { claimTask } from '../../plugins/vip/server/tasks/claim';
import { taskProgress } from '../../plugins/vip/server/tasks/progress';
import { reached, taskWindow } from '../../plugins/vip/server/tasks/taskRules';

/** Members looked at per task for demo claims, and claims made per task at most. */
const CANDIDATES = 80;
const CLAIMS_PER_TASK = 6;

/*
 * Demo reward tasks for the first two franchisees (one of each type and award kind, one
 * disabled), and claims of members whose real seeded activity reached them: each made through
 * the claim service, so its award is in the ledger, the points ledger or the member's tickets.
 */
export async function seedRewardTasks(db: Database, now: number): Promise<void> {
  const admin = await db.selectFrom('staff_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
  const franchisees = await db.selectFrom('franchisee').select('id').orderBy('id').limit(2).execute();
  for (const f of franchisees) {
    const franchiseeId = Number(f.id);
    const ticket = await db
      .selectFrom('ticket')
      .select('id')
      .where('franchisee_id', '=', franchiseeId)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now + 7 * 86_400_000)]))
      .orderBy('id')
      .executeTakeFirst();
    const tasks: [
      zh: string,
      en: string,
      hi: string,
      type: RewardTaskType,
      threshold: number,
      award: RewardTaskAward,
      amount: number,
      period: RewardTaskPeriod,
      status: number,
    ][] = [
      ['首次存款奖励', 'First deposit bonus', 'पहली जमा बोनस', 'first_deposit', 50_000, 'money', 5_000, 'once', 0],
      ['每日投注 ₹500', 'Bet ₹500 today', 'आज ₹500 का दांव', 'bet_total', 50_000, 'points', 50, 'daily', 0],
      ['每周存款 ₹2,000', 'Deposit ₹2,000 this week', 'इस सप्ताह ₹2,000 जमा', 'deposit_total', 200_000, 'money', 10_000, 'weekly', 0],
      ['每日签到', 'Daily sign-in', 'दैनिक साइन-इन', 'sign_in_days', 1, ticket ? 'ticket' : 'points', ticket ? 0 : 5, 'daily', 0],
      ['累计投注 ₹1,00,000', 'Bet ₹1,00,000 in total', 'कुल ₹1,00,000 का दांव', 'bet_total', 10_000_000, 'money', 50_000, 'once', 0],
      ['每周签到 5 天', 'Sign in 5 days a week', 'सप्ताह में 5 दिन साइन-इन', 'sign_in_days', 5, 'points', 100, 'weekly', 1],
    ];
    const members = (
      await db
        .selectFrom('member')
        .innerJoin('member_balance as b', 'b.member_id', 'member.id')
        .select('member.id')
        .where('member.franchisee_id', '=', franchiseeId)
        .where('member.status', '=', 0)
        .where('member.is_test', '=', 0)
        .where('member.is_internal', '=', 0)
        .orderBy('b.total_bet', 'desc')
        .orderBy('member.id')
        .limit(CANDIDATES)
        .execute()
    ).map((m) => Number(m.id));
    for (const [sort, [zh, en, hi, type, threshold, award, amount, period, status]] of tasks.entries()) {
      const created = now - (30 - sort) * 86_400_000;
      const row = await db
        .insertInto('reward_task')
        .values({
          franchisee_id: franchiseeId,
          name_zh: zh,
          name_en: en,
          name_hi: hi,
          type,
          threshold,
          award_kind: award,
          award_amount: amount,
          ticket_id: award === 'ticket' ? Number(ticket?.id) : null,
          period,
          status: 0,
          sort,
          created_by: admin.id,
          updated_by: admin.id,
          created_at: created,
          updated_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const taskId = idRow.map(row).id;
      let made = 0;
      for (const memberId of members) {
        if (made >= CLAIMS_PER_TASK) break;
        if (!reached(await taskProgress(db, type, memberId, taskWindow(period, now)), threshold)) continue;
        await db.transaction().execute((trx) => claimTask(trx, { taskId, memberId, now }));
        made++;
      }
      // Switched off after its claims, as an operator would retire a task.
      if (status === 1) await db.updateTable('reward_task').set({ status }).where('id', '=', taskId).execute();
    }
  }
}
