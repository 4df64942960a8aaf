import { z } from 'zod';
import { defineContract, pageOf } from '../../../shared/contract';
import { blank, idField, intIn, listFields, optionalId, paiseIn } from '../../../shared/fields';

/*
 * rewardTask and rewardTaskEdit (server/tasks/taskRoutes.ts; console tasks/taskCalls.ts): the
 * reward tasks, their claims, a member's progress, and paying a claim. Amounts in paise, times in
 * epoch ms, periods named by Bombay dates.
 */

export const TASK_TYPES = ['first_deposit', 'deposit_total', 'bet_total', 'sign_in_days'] as const;
export const TASK_AWARDS = ['money', 'points', 'ticket'] as const;
export const TASK_PERIODS = ['once', 'daily', 'weekly'] as const;

/** Most points one task may award, and the largest sign-in threshold of a once task (a year of days). */
const MAX_POINTS = 1_000_000;
const MAX_DAYS = { once: 366, daily: 1, weekly: 7 } as const;
const isMoneyType = (type: (typeof TASK_TYPES)[number]) => type !== 'sign_in_days';

const name = (max: number, min: number) =>
  z.preprocess((v) => v ?? '', z.string().trim().min(min, { error: 'task_name_length' }).max(max, { error: 'task_name_length' }));

const taskBody = z
  .object({
    id: optionalId,
    franchiseeId: optionalId,
    nameZh: name(40, 1),
    nameEn: name(40, 1),
    nameHi: name(40, 0),
    type: z.enum(TASK_TYPES, { error: 'task_type' }),
    threshold: paiseIn(1, 'task_threshold'),
    awardKind: z.enum(TASK_AWARDS, { error: 'task_award' }),
    awardAmount: z.preprocess((v) => blank(v) ?? 0, paiseIn(0, 'task_award_amount')),
    ticketId: optionalId,
    period: z.enum(TASK_PERIODS, { error: 'task_period' }),
    status: z.preprocess((v) => blank(v) ?? 0, intIn(0, 1)),
    sort: z.preprocess((v) => blank(v) ?? 0, intIn(0, 9_999)),
  })
  .refine((b) => isMoneyType(b.type) || b.threshold <= MAX_DAYS[b.period], { error: 'task_days', path: ['threshold'] })
  .refine((b) => b.awardKind === 'ticket' || b.awardAmount > 0, { error: 'task_award_amount', path: ['awardAmount'] })
  .refine((b) => b.awardKind !== 'points' || b.awardAmount <= MAX_POINTS, { error: 'task_award_amount', path: ['awardAmount'] })
  .refine((b) => b.awardKind !== 'ticket' || b.ticketId !== undefined, { error: 'task_ticket_required', path: ['ticketId'] });

const task = z.object({
  id: z.number(),
  franchiseeId: z.number(),
  franchiseeName: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  nameHi: z.string(),
  type: z.enum(TASK_TYPES),
  threshold: z.number(),
  awardKind: z.enum(TASK_AWARDS),
  awardAmount: z.number(),
  ticketId: z.number().nullable(),
  ticketName: z.string().nullable(),
  period: z.enum(TASK_PERIODS),
  status: z.number(),
  sort: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
});

export const taskContracts = {
  list: defineContract({
    method: 'POST',
    path: '/chance-reward-task/list',
    summary: 'The reward tasks, with how many claims each has',
    body: z.object({
      ...listFields(20, ['id', 'sort']),
      name: z.preprocess(blank, z.string().trim().max(100).optional()),
      type: z.preprocess(blank, z.enum(TASK_TYPES).optional()),
      period: z.preprocess(blank, z.enum(TASK_PERIODS).optional()),
      status: z.preprocess(blank, intIn(0, 1).optional()),
    }),
    answer: pageOf(task.extend({ claims: z.number() })),
  }),
  detail: defineContract({
    method: 'POST',
    path: '/chance-reward-task/detail',
    summary: 'One reward task, for its edit page',
    body: z.object({ id: idField }),
    answer: task,
  }),
  options: defineContract({
    method: 'POST',
    path: '/chance-reward-task/options',
    summary: 'What the task form picks from: franchisees in scope and the tickets still valid',
    answer: z.object({
      franchisees: z.array(z.object({ id: z.number(), name: z.string() })),
      tickets: z.array(z.object({ id: z.number(), name: z.string(), franchiseeId: z.number() })),
    }),
  }),
  save: defineContract({
    method: 'POST',
    path: '/chance-reward-task/save',
    summary: 'Creates or edits a reward task',
    body: taskBody,
    answer: z.object({ id: z.number() }),
  }),
  status: defineContract({
    method: 'POST',
    path: '/chance-reward-task/status',
    summary: 'Switches a reward task on (0) or off (1)',
    body: z.object({ id: idField, status: intIn(0, 1) }),
    answer: z.null(),
  }),
  claims: defineContract({
    method: 'POST',
    path: '/chance-reward-task/claims',
    summary: "A reward task's claims",
    body: z.object({
      ...listFields(10, ['id']),
      taskId: idField,
      username: z.preprocess(blank, z.string().trim().max(100).optional()),
    }),
    answer: pageOf(
      z.object({
        id: z.number(),
        memberId: z.number(),
        username: z.string(),
        periodKey: z.string(),
        progress: z.number(),
        awardKind: z.enum(TASK_AWARDS),
        awardAmount: z.number(),
        businessKey: z.string(),
        journalId: z.number().nullable(),
        memberTicketId: z.number().nullable(),
        createdAt: z.number(),
      }),
    ),
  }),
  progress: defineContract({
    method: 'POST',
    path: '/chance-reward-task/progress',
    summary: "One member's progress in a task's current period, and whether it was claimed",
    body: z.object({
      taskId: idField,
      username: z.string({ error: 'task_username' }).trim().min(1, { error: 'task_username' }).max(100, { error: 'task_username' }),
    }),
    answer: z.object({
      memberId: z.number(),
      username: z.string(),
      periodKey: z.string(),
      progress: z.number(),
      threshold: z.number(),
      reached: z.boolean(),
      claimedAt: z.number().nullable(),
    }),
  }),
  claim: defineContract({
    method: 'POST',
    path: '/chance-reward-task/claim',
    summary: "Pays a member's task award as the member app would (once per period; a repeat answers the stored claim)",
    body: z.object({ taskId: idField, memberId: idField }),
    answer: z.object({
      claimId: z.number(),
      periodKey: z.string(),
      progress: z.number(),
      awardKind: z.enum(TASK_AWARDS),
      awardAmount: z.number(),
      replayed: z.boolean(),
    }),
    moneyMoving: true,
  }),
};
