import { z } from 'zod';
import { column, defineRowMapping, type RowMappingTo } from '../../../../server/db/rowMapping';
import type { AnswerOf } from '../../../../shared/contract';
import type { betContracts } from '../../shared/betContract';
import type { killRateContracts } from '../../shared/killRateContract';

/*
 * The lottery's operation logs as their screens list them: the bet cancellation log (operation_log
 * rows of action lottery.bet.cancel, betRoutes.ts) and the kill-rate lever log
 * (kill_rate_operation_log, killRateRoutes.ts). Times epoch ms, stakes paise.
 */

type CancelRecord = AnswerOf<typeof betContracts.cancelLog>['list'][number];
type LeverLogRecord = AnswerOf<typeof killRateContracts.operationLog>['list'][number];

/** What cancelBets writes in after_json; a row without it (or without a key) answers the defaults. */
const cancelSnapshot = z.object({
  betNo: z.string().default(''),
  memberId: z.number().int().nullable().default(null),
  periodId: z.number().int().nullable().default(null),
  stake: z.number().int().default(0),
  reason: z.string().default(''),
});
/** The cancelled bet's snapshot, one key of it per field. */
const snapshot = column('after_json');

/** A bet cancellation: the bet's id is the log row's target, its details the snapshot taken then. */
export const betCancelLogRow = defineRowMapping({
  id: column('id').int(),
  betId: column('target_id').int().nonNull(),
  betNo: snapshot.json(cancelSnapshot.transform((s) => s.betNo)).nullAs(''),
  memberId: snapshot.json(cancelSnapshot.transform((s) => s.memberId)).nullAs(null),
  periodId: snapshot.json(cancelSnapshot.transform((s) => s.periodId)).nullAs(null),
  stake: snapshot.json(cancelSnapshot.transform((s) => s.stake)).nullAs(0),
  reason: snapshot.json(cancelSnapshot.transform((s) => s.reason)).nullAs(''),
  staff: column('username').text(),
  ip: column('ip').text(),
  createdAt: column('created_at').epochMs(),
}) satisfies RowMappingTo<CancelRecord>;

/** A lever's before/after state as logged (a JSON object), or null (suspend and resume log none). */
const leverState = (name: 'before_json' | 'after_json') => column(name).json(z.record(z.string(), z.unknown())).nullable();

/** A kill-rate lever change, with its game, operator and approver named. */
export const killRateLogRow = defineRowMapping({
  id: column('id').int(),
  gameId: column('game_id').int(),
  gameName: column('game_name').text(),
  kind: column('kind').text().oneOf(['odds', 'limit', 'band', 'suspend', 'resume']),
  target: column('target').text(),
  before: leverState('before_json'),
  after: leverState('after_json'),
  reason: column('reason').text(),
  effectiveIssueNo: column('effective_issue_no').text().nullable(),
  operator: column('operator').text(),
  approver: column('approver').text().nullable(),
  createdAt: column('created_at').epochMs(),
}) satisfies RowMappingTo<LeverLogRecord>;
