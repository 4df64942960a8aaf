import { column, defineRowMapping } from '../../../../server/db/rowMapping';
import { TASK_AWARDS, TASK_PERIODS, TASK_TYPES } from '../../shared/taskContract';

/*
 * reward_task's rows as the task screens answer them (tasks/taskRoutes.ts), with the franchisee's
 * and the award ticket's names joined. Thresholds and money awards in paise, times epoch ms.
 */
export const rewardTaskRow = defineRowMapping({
  id: column('id').int(),
  franchiseeId: column('franchisee_id').int(),
  franchiseeName: column('franchisee_name').text(),
  nameZh: column('name_zh').text(),
  nameEn: column('name_en').text(),
  nameHi: column('name_hi').text(),
  type: column('type').text().oneOf(TASK_TYPES),
  threshold: column('threshold').int(),
  awardKind: column('award_kind').text().oneOf(TASK_AWARDS),
  awardAmount: column('award_amount').int(),
  ticketId: column('ticket_id').int().nullable(),
  ticketName: column('ticket_name').text().nullable(),
  period: column('period').text().oneOf(TASK_PERIODS),
  status: column('status').int(),
  sort: column('sort').int(),
  createdAt: column('created_at').epochMs(),
  updatedAt: column('updated_at').epochMs(),
});

/** A task in the list, with how many claims it has (a count subquery). */
export const rewardTaskListRow = rewardTaskRow.extend({ claims: column('claims').int().nonNull() });

/** The id a new task was given. */
export const rewardTaskIdRow = rewardTaskRow.pick('id');

/**
 * A task's award claimed for one period (reward_task_claim, tasks/claim.ts): the progress it was
 * paid on, what was paid (paise for money, points for points, 0 for a ticket) and when.
 */
export const rewardTaskClaimRow = defineRowMapping({
  claimId: column('id').int(),
  progress: column('progress').int(),
  awardKind: column('award_kind').text().oneOf(TASK_AWARDS),
  awardAmount: column('award_amount').int(),
  createdAt: column('created_at').epochMs(),
});

/** A task's claims as its list shows them, with the member's username: what was paid and into what (journal, ticket). */
export const rewardTaskClaimListRow = defineRowMapping({
  id: column('id').int(),
  memberId: column('member_id').int(),
  username: column('username').text(),
  periodKey: column('period_key').text(),
  progress: rewardTaskClaimRow.fields.progress,
  awardKind: rewardTaskClaimRow.fields.awardKind,
  awardAmount: rewardTaskClaimRow.fields.awardAmount,
  businessKey: column('business_key').text(),
  // Null for the kinds that pay no money (points) or no ticket.
  journalId: column('journal_id').int().nullable(),
  memberTicketId: column('member_ticket_id').int().nullable(),
  createdAt: rewardTaskClaimRow.fields.createdAt,
});

/** The ticket a task awards, as a task's save checks it: the franchisee it belongs to and until when it is valid. */
export const taskTicketRow = defineRowMapping({
  franchiseeId: column('franchisee_id').int(),
  expiresAt: column('expires_at').epochMs().nullable(),
});

/** A ticket the task form may pick as the award, with its franchisee. */
export const taskTicketOptionRow = defineRowMapping({
  id: column('id').int(),
  name: column('name').text(),
  franchiseeId: taskTicketRow.fields.franchiseeId,
});
