import { addBombayDays, bombayDate, bombayDayStart } from '../../../../server/domain/time';
import type { RewardTaskPeriod, RewardTaskType } from '../tables/rewardTask';
import { weekStartOf } from '../levelRules';
import { pointsRef } from '../../shared/pointsLedger';
import { TASK_AWARDS, TASK_PERIODS, TASK_TYPES } from '../../shared/taskContract';

/*
 * Reward-task rules as pure functions (the claim service, the console's progress view and the
 * tests share them). A task's period is a window of Bombay time: 'once' is the member's whole
 * history (one claim ever), 'daily' the Bombay day of the claim, 'weekly' the Bombay week
 * (Monday to Sunday) of the claim. The period key names the window in the claim's business key.
 */

// The kinds are the contract's (a request and answer field), and they are the table's.
export { TASK_AWARDS, TASK_PERIODS, TASK_TYPES };
TASK_TYPES satisfies readonly RewardTaskType[];
TASK_PERIODS satisfies readonly RewardTaskPeriod[];

/** Types whose threshold and progress are paise (the other counts days). */
export const isMoneyType = (type: RewardTaskType) => type !== 'sign_in_days';

export interface TaskWindow {
  /** 'once', or the Bombay date of the day / the week's Monday. */
  key: string;
  from: number;
  to: number;
}

/** The window of `period` that holds the instant `now`. */
export function taskWindow(period: RewardTaskPeriod, now: number): TaskWindow {
  if (period === 'once') return { key: 'once', from: 0, to: Number.MAX_SAFE_INTEGER };
  const day = bombayDate(now);
  const first = period === 'daily' ? day : weekStartOf(day);
  const from = bombayDayStart(first);
  return { key: first, from, to: bombayDayStart(addBombayDays(first, period === 'daily' ? 1 : 7)) };
}

/** The claim's business key: the money journal's key, the points ledger's ref and the ticket's serial. */
export const claimKey = (taskId: number, periodKey: string, memberId: number) => pointsRef('task', { taskId, period: periodKey, memberId });

/** Whether `progress` meets the task's threshold. */
export const reached = (progress: number, threshold: number) => progress >= threshold;
