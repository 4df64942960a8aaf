import { defineActions, useActions, type ContractActions } from '../../../dataProvider';
import type { AnswerOf, PayloadOf } from '../../../shared/contract';
import type { taskContracts } from '../shared/taskContract';
import { menuUrl } from '../../../shared/menuUrl';
import { VIP_MENU } from '../shared/menuTree';

/* What the reward-task screens send and get back (amounts in paise, times epoch ms, periods Bombay dates). */

export const TASK_TYPES = ['first_deposit', 'deposit_total', 'bet_total', 'sign_in_days'] as const;
export const TASK_AWARDS = ['money', 'points', 'ticket'] as const;
export const TASK_PERIODS = ['once', 'daily', 'weekly'] as const;
export type TaskType = (typeof TASK_TYPES)[number];
export type TaskAward = (typeof TASK_AWARDS)[number];
export type TaskPeriod = (typeof TASK_PERIODS)[number];

export const TASK_LIST_PATH = menuUrl(VIP_MENU.vip_management.rewardTask.path);
export const TASK_EDIT_PATH = menuUrl(VIP_MENU.vip_management.rewardTaskEdit.path);

/** Types whose condition is an amount of money (sign-ins count days). */
export const isMoneyType = (type: TaskType) => type !== 'sign_in_days';

type Contracts = typeof taskContracts;

/** A task as the list shows it (`claims`: how many were paid) or its edit page reads it (no `claims`). */
export type TaskRecord = AnswerOf<Contracts['detail']> & { claims?: number };
export type TaskPayload = PayloadOf<Contracts['save']>;
export type ClaimRecord = AnswerOf<Contracts['claims']>['list'][number];
export type ProgressAnswer = AnswerOf<Contracts['progress']>;
export type TaskOptions = AnswerOf<Contracts['options']>;

export type TaskActions = ContractActions<Pick<Contracts, 'detail' | 'options' | 'save' | 'status' | 'progress'>>;

export const taskActions = defineActions<TaskActions>({
  detail: { path: 'chance-reward-task/detail' },
  options: { path: 'chance-reward-task/options' },
  save: { path: 'chance-reward-task/save' },
  status: { path: 'chance-reward-task/status' },
  progress: { path: 'chance-reward-task/progress' },
});

export const useTaskCalls = () => useActions('rewardTask', taskActions);
