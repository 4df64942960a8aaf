import { addBombayDays, bombayDate } from '../../../server/domain/time';
import { previousBombayDay, type PeriodicJob } from '../../../server/jobs/periodicJob';
import { weekStartOf } from './levelRules';
import { evaluateLevels } from './levelEvaluation';
import { payWeeklyRewards } from './weeklyReward';

/*
 * The VIP jobs on the shared periodic-job runner (server/jobs): each names the period a moment
 * makes due and runs one period in the runner's transaction. Both are idempotent by their own
 * unique keys as well, since an operator may run a period again from its screen.
 */

/** Daily level evaluation of the Bombay day that ended last. */
export const vipLevelEvaluationJob: PeriodicJob = {
  name: 'vip.level.daily',
  duePeriod: previousBombayDay,
  async run(trx, period, now) {
    const r = await evaluateLevels(trx, period, now);
    return r.promoted + r.kept + r.dropped;
  },
};

/** Weekly rewards of the Monday-to-Sunday week (Bombay) that ended last; the period is its Monday. */
export const vipWeeklyRewardJob: PeriodicJob = {
  name: 'vip.reward.weekly',
  duePeriod: (now) => addBombayDays(weekStartOf(bombayDate(now)), -7),
  async run(trx, period, now) {
    return (await payWeeklyRewards(trx, period, now)).paid;
  },
};
