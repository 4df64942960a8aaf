import { defineActions, useActions, type Action } from '../../../dataProvider';

/* What the reward-task screens send and get back (amounts in paise, times epoch ms, periods Bombay dates). */

export const TASK_TYPES = ['first_deposit', 'deposit_total', 'bet_total', 'sign_in_days'] as const;
export const TASK_AWARDS = ['money', 'points', 'ticket'] as const;
export const TASK_PERIODS = ['once', 'daily', 'weekly'] as const;
export type TaskType = (typeof TASK_TYPES)[number];
export type TaskAward = (typeof TASK_AWARDS)[number];
export type TaskPeriod = (typeof TASK_PERIODS)[number];

export const TASK_LIST_PATH = '/vip_management/rewardTask';
export const TASK_EDIT_PATH = '/vip_management/rewardTaskEdit';

/** Types whose condition is an amount of money (sign-ins count days). */
export const isMoneyType = (type: TaskType) => type !== 'sign_in_days';

export interface TaskRecord {
  id: number;
  franchiseeId: number;
  franchiseeName: string;
  nameZh: string;
  nameEn: string;
  nameHi: string;
  type: TaskType;
  threshold: number;
  awardKind: TaskAward;
  awardAmount: number;
  ticketId: number | null;
  ticketName: string | null;
  period: TaskPeriod;
  status: number;
  sort: number;
  createdAt: number;
  updatedAt: number;
  claims?: number;
}

export interface TaskPayload {
  id?: number;
  franchiseeId?: number;
  nameZh: string;
  nameEn: string;
  nameHi: string;
  type: TaskType;
  threshold: number;
  awardKind: TaskAward;
  awardAmount: number;
  ticketId?: number;
  period: TaskPeriod;
  status: 0 | 1;
  sort: number;
}

export interface ClaimRecord {
  id: number;
  memberId: number;
  username: string;
  periodKey: string;
  progress: number;
  awardKind: TaskAward;
  awardAmount: number;
  businessKey: string;
  createdAt: number;
}

export interface ProgressAnswer {
  memberId: number;
  username: string;
  periodKey: string;
  progress: number;
  threshold: number;
  reached: boolean;
  claimedAt: number | null;
}

export interface TaskOptions {
  franchisees: { id: number; name: string }[];
  tickets: { id: number; name: string; franchiseeId: number }[];
}

export interface TaskActions {
  detail: Action<{ id: number }, TaskRecord>;
  options: Action<void, TaskOptions>;
  save: Action<TaskPayload, { id: number }>;
  status: Action<{ id: number; status: 0 | 1 }>;
  progress: Action<{ taskId: number; username: string }, ProgressAnswer>;
}

export const taskActions = defineActions<TaskActions>({
  detail: { path: 'chance-reward-task/detail' },
  options: { path: 'chance-reward-task/options' },
  save: { path: 'chance-reward-task/save' },
  status: { path: 'chance-reward-task/status' },
  progress: { path: 'chance-reward-task/progress' },
});

export const useTaskCalls = () => useActions('rewardTask', taskActions);
