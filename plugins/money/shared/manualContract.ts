import { z } from 'zod';
import { defineContract, pageOf } from '../../../shared/contract';
import { blank, boolField, idField, intIn, listFields, optionalId, optionalInt, optionalText } from '../../../shared/fields';
import { paise, reason, remark, requestStatus } from './moneyFields';

/*
 * Manual deposits and withdrawals under maker-checker (money_management › manual_access): what
 * manualRoutes.ts and manualBatchRoutes.ts serve and the console's manualCalls.ts calls. Amounts
 * in paise per member, times in epoch ms.
 */

/** A batch holds at most this many members (DOMAIN C.9 "batch by tier ≤ 3 000 members"); the server's manualBatch.ts takes it from here. */
export const MAX_BATCH_ROWS = 3_000;

const direction = z.enum(['credit', 'debit']);
const requestKind = z.enum(['single', 'batch']);
const optionalStatus = z.preprocess(blank, requestStatus.optional());
const username = z.string({ error: 'v.required' }).trim().min(1, { error: 'v.required' }).max(64);

const common = {
  amount: paise,
  reasonType: z.string({ error: 'v.required' }).trim().min(1, { error: 'v.required' }).max(50),
  remark,
};
/** Credits only: open a turnover requirement when approved. */
const creditExtras = {
  normalAudit: z.preprocess(blank, boolField.optional()),
  comprehensiveMultipleX100: optionalInt(0, 100_000),
};

const singleBody = z.object({ username, ...common });

// Either one amount for every listed member, or member + amount rows (an uploaded list).
const batchFields = {
  usernames: z.array(z.string().trim().min(1).max(64)).min(1).max(MAX_BATCH_ROWS).optional(),
  rows: z
    .array(z.object({ username: z.string().trim().min(1).max(64), amount: paise }))
    .min(1)
    .max(MAX_BATCH_ROWS)
    .optional(),
  ...common,
  amount: paise.optional(),
};
const batchRefine = (b: { rows?: unknown; usernames?: unknown; amount?: unknown }, ctx: z.RefinementCtx) => {
  if (b.rows === undefined && (b.usernames === undefined || b.amount === undefined))
    ctx.addIssue({ code: 'custom', path: ['rows'], message: 'v.batchList' });
  if (b.rows !== undefined && b.usernames !== undefined) ctx.addIssue({ code: 'custom', path: ['usernames'], message: 'v.batchList' });
};

/** A request as submitted: pending until another staff member approves it. */
const submitted = z.object({
  id: z.number(),
  requestNo: z.string(),
  kind: requestKind,
  direction,
  status: requestStatus,
  count: z.number(),
  totalAmount: z.number(),
});
const batchSubmitted = submitted.extend({ batchNo: z.string() });

const recordsBody = z.object({
  ...listFields(20, ['created_at', 'amount', 'id']),
  username: optionalText,
  memberId: optionalId,
  batchNo: optionalText,
  status: optionalStatus,
  startTime: optionalInt(0, Number.MAX_SAFE_INTEGER),
  endTime: optionalInt(0, Number.MAX_SAFE_INTEGER),
});

/** One member's adjustment, with the request it belongs to. */
const record = z.object({
  id: z.number(),
  ref: z.string(),
  requestId: z.number(),
  requestNo: z.string(),
  /** Only batch requests have a batch number (a single request is numbered like its record). */
  batchNo: z.string().nullable(),
  kind: requestKind,
  memberId: z.number(),
  username: z.string(),
  amount: z.number(),
  balanceAfter: z.number().nullable(),
  reasonType: z.string(),
  remark: z.string(),
  /** 1 when approval opens a normal-multiple requirement. */
  normalAudit: z.number(),
  comprehensiveMultipleX100: z.number(),
  status: requestStatus,
  maker: z.string(),
  /** The maker, as the screen named it before maker-checker. */
  operator: z.string(),
  checker: z.string().nullable(),
  rejectReason: z.string().nullable(),
  createdAt: z.number(),
  reviewedAt: z.number().nullable(),
});

const request = z.object({
  id: z.number(),
  requestNo: z.string(),
  kind: requestKind,
  direction,
  status: requestStatus,
  count: z.number(),
  totalAmount: z.number(),
  /** Per member (the total over the count, rounded down). */
  amount: z.number(),
  reasonType: z.string(),
  remark: z.string(),
  rejectReason: z.string(),
  maker: z.string(),
  checker: z.string().nullable(),
  /** A single request's member; null on a batch. */
  memberId: z.number().nullable(),
  username: z.string().nullable(),
  createdAt: z.number(),
  reviewedAt: z.number().nullable(),
});

const text = (max: number) =>
  z.preprocess((v) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v), z.string().max(max));

// Raw cells as typed or read from the file: the preview says what is wrong with each, rather than refusing the list.
const previewBody = z
  .object({
    rows: z
      .array(z.object({ username: text(64), amount: text(32) }))
      .min(1)
      .max(MAX_BATCH_ROWS)
      .optional(),
    vipLevel: intIn(0, 1_000).optional(),
    amount: text(32).optional(),
  })
  .superRefine((b, ctx) => {
    if ((b.rows === undefined) === (b.vipLevel === undefined)) ctx.addIssue({ code: 'custom', path: ['rows'], message: 'v.batchList' });
    if (b.vipLevel !== undefined && !b.amount) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'v.required' });
  });

const preview = z.object({
  rows: z.array(
    z.object({
      /** 1-based line of the pasted/uploaded list. */
      line: z.number(),
      username: z.string(),
      amountText: z.string(),
      amount: z.number().nullable(),
      memberId: z.number().nullable(),
      /** The member's cash now, shown for debits. */
      cash: z.number().nullable(),
      error: z.enum(['username_missing', 'member_not_found', 'duplicate', 'bad_amount', 'over_limit', 'insufficient_funds']).nullable(),
    }),
  ),
  validCount: z.number(),
  validTotal: z.number(),
  invalidCount: z.number(),
  maxManualAmount: z.number(),
  maxBatchTotal: z.number(),
  /** The valid rows together exceed the batch limit: the batch cannot be submitted. */
  overTotal: z.boolean(),
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const manualContracts = {
  member: defineContract({
    method: 'POST',
    path: '/chance-manual/member',
    summary: 'The member a manual form names (by username or id), with cash, frozen and bonus balances',
    // By name (the forms' field) or by id (the popup's member preset).
    body: z
      .object({ username: z.preprocess(blank, z.string().trim().min(1).max(64).optional()), memberId: optionalId })
      .superRefine((b, ctx) => {
        if (b.username === undefined && b.memberId === undefined)
          ctx.addIssue({ code: 'custom', path: ['username'], message: 'v.required' });
      }),
    answer: z.object({ id: z.number(), username: z.string(), cash: z.number(), frozen: z.number(), bonus: z.number() }),
  }),
  deposit: defineContract({
    method: 'POST',
    path: '/chance-manual/deposit',
    summary: "Submits a manual credit of one member's cash for approval",
    body: singleBody.extend(creditExtras),
    answer: submitted,
    moneyMoving: true,
  }),
  withdrawal: defineContract({
    method: 'POST',
    path: '/chance-manual/withdrawal',
    summary: "Submits a manual debit of one member's cash for approval",
    body: singleBody,
    answer: submitted,
    moneyMoving: true,
  }),
  depositBatch: defineContract({
    method: 'POST',
    path: '/chance-manual/deposit/batch',
    summary: 'Submits a manual credit of many members (one amount each, or member and amount rows) for approval',
    body: z.object({ ...batchFields, ...creditExtras }).superRefine(batchRefine),
    answer: batchSubmitted,
    moneyMoving: true,
  }),
  withdrawalBatch: defineContract({
    method: 'POST',
    path: '/chance-manual/withdrawal/batch',
    summary: 'Submits a manual debit of many members (one amount each, or member and amount rows) for approval',
    body: z.object(batchFields).superRefine(batchRefine),
    answer: batchSubmitted,
    moneyMoving: true,
  }),
  depositRecords: defineContract({
    method: 'POST',
    path: '/chance-manual/deposit/record',
    summary: 'Manual credits per member, with request, maker, checker and status',
    body: recordsBody,
    answer: pageOf(record),
  }),
  withdrawalRecords: defineContract({
    method: 'POST',
    path: '/chance-manual/withdrawal/record',
    summary: 'Manual debits per member, with request, maker, checker and status',
    body: recordsBody,
    answer: pageOf(record),
  }),
  requests: defineContract({
    method: 'POST',
    path: '/chance-manual/request/list',
    summary: "Manual requests for the checker, newest first, in the caller's scope",
    body: z.object({
      ...listFields(20, ['created_at', 'total_amount', 'id']),
      status: optionalStatus,
      batchNo: optionalText,
      direction: z.preprocess(blank, direction.optional()),
      kind: z.preprocess(blank, requestKind.optional()),
    }),
    answer: pageOf(request),
  }),
  approve: defineContract({
    method: 'POST',
    path: '/chance-manual/approve',
    summary: "Approves a manual request: every member's journal posts in one transaction",
    body: z.object({ id: idField }),
    answer: submitted.extend({
      status: z.literal('applied'),
      /** A single request answers its member's balance after. */
      memberId: z.number().optional(),
      balanceAfter: z.number().optional(),
    }),
    moneyMoving: true,
  }),
  reject: defineContract({
    method: 'POST',
    path: '/chance-manual/reject',
    summary: 'Rejects a manual request with a reason (no money moves)',
    body: z.object({ id: idField, reason }),
    answer: submitted.extend({ status: z.literal('rejected'), reason: z.string() }),
  }),
  batchLevels: defineContract({
    method: 'POST',
    path: '/chance-manual/batch/levels',
    summary: "VIP levels with members in the caller's scope, with their member counts",
    answer: z.array(z.object({ level: z.number(), members: z.number() })),
  }),
  previewDeposit: defineContract({
    method: 'POST',
    path: '/chance-manual/deposit/batch/preview',
    summary: "Checks each row of a credit batch (or a VIP level's members) before it is submitted",
    body: previewBody,
    answer: preview,
  }),
  previewWithdrawal: defineContract({
    method: 'POST',
    path: '/chance-manual/withdrawal/batch/preview',
    summary: "Checks each row of a debit batch (or a VIP level's members) before it is submitted",
    body: previewBody,
    answer: preview,
  }),
  depositBatchResult: defineContract({
    method: 'POST',
    path: '/chance-manual/deposit/batch/result',
    summary: 'The per-row result workbook of a credit batch',
    body: z.object({ id: idField }),
    answer: z.unknown(),
    file: XLSX,
  }),
  withdrawalBatchResult: defineContract({
    method: 'POST',
    path: '/chance-manual/withdrawal/batch/result',
    summary: 'The per-row result workbook of a debit batch',
    body: z.object({ id: idField }),
    answer: z.unknown(),
    file: XLSX,
  }),
};
