import type { Database } from '../db/database';
import { addBombayDays, bombayDate } from '../domain/time';
import { weekStartOf } from './levelRules';
import { evaluateLevels } from './levelEvaluation';
import { payWeeklyRewards } from './weeklyReward';

/*
 * The VIP jobs in the shape of the shared periodic-job runner (server/jobs): each names the period
 * a moment makes due and runs one period in the caller's transaction. Both are idempotent by their
 * own unique keys as well, since an operator may run a period again from its screen.
 */

/** Daily level evaluation: yesterday (Bombay), once it has ended. */
export const vipLevelEvaluationJob = {
  name: 'vip.level.daily',
  duePeriod: (now: number): string | null => addBombayDays(bombayDate(now), -1),
  async run(trx: Database, period: string, now: number): Promise<number> {
    const r = await evaluateLevels(trx, period, now);
    return r.promoted + r.kept + r.dropped;
  },
};

/** Weekly rewards: the previous Monday-to-Sunday week (Bombay), once it has ended. */
export const vipWeeklyRewardJob = {
  name: 'vip.reward.weekly',
  duePeriod: (now: number): string | null => addBombayDays(weekStartOf(bombayDate(now)), -7),
  async run(trx: Database, period: string, now: number): Promise<number> {
    return (await payWeeklyRewards(trx, period, now)).paid;
  },
};
