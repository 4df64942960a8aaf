import { z } from 'zod';
import { defineContract, pageOf } from '../../../shared/contract';
import { blank, idField, listFields, optionalInt, optionalText } from '../../../shared/fields';

/*
 * audit_management's review screens: every decision on deposits, withdrawals and manual requests
 * (audit_log), what awaits a decision now (ImmediateAuditQuery) and one order's whole history
 * (auditDetails). What reviewTrailRoutes.ts serves and the console's reviewCalls.ts calls. Paise,
 * epoch ms.
 */

const REVIEW_KINDS = ['deposit', 'withdrawal', 'manual'] as const;
const DECISIONS = ['approve', 'reject', 'pay'] as const;

const kind = z.enum(REVIEW_KINDS);
const kindFilter = z.preprocess(blank, kind.optional());
const timeRange = { startTime: optionalInt(0, Number.MAX_SAFE_INTEGER), endTime: optionalInt(0, Number.MAX_SAFE_INTEGER) };

const decision = z.object({
  /** `<kind>:<row id>`: a decision's own key (a withdrawal has one per step). */
  id: z.string(),
  key: z.string(),
  kind,
  orderId: z.number(),
  orderNo: z.string(),
  /** '' for a manual request (it may name many members). */
  username: z.string(),
  amount: z.number(),
  decision: z.enum(DECISIONS),
  step: z.number(),
  reviewer: z.string().nullable(),
  reason: z.string(),
  decidedAt: z.number(),
});

const waiting = z.object({
  id: z.string(),
  key: z.string(),
  kind,
  orderId: z.number(),
  orderNo: z.string(),
  username: z.string(),
  amount: z.number(),
  /** 'submitted', or a withdrawal's stage on its way ('first_approved', 'approved'). */
  stage: z.string(),
  createdAt: z.number(),
  /** How long it has waited, by the server's clock. */
  waitingMs: z.number(),
});

const orderBase = {
  id: z.number(),
  orderNo: z.string(),
  username: z.string(),
  amount: z.number(),
  remark: z.string(),
  createdAt: z.number(),
};

const historyParts = {
  steps: z.array(
    z.object({
      /** 0 is the submission. */
      step: z.number(),
      decision: z.enum(['submit', ...DECISIONS]),
      reviewer: z.string().nullable(),
      reason: z.string(),
      at: z.number(),
    }),
  ),
  /** The member's cash journals of the order (a manual request's, up to 200). */
  journals: z.array(z.object({ id: z.number(), type: z.string(), reference: z.string(), amount: z.number(), at: z.number() })),
  /** The turnover requirements the order opened (a withdrawal: those it settled). */
  requirements: z.array(
    z.object({
      id: z.number(),
      deposit: z.number(),
      discount: z.number(),
      normalRequired: z.number(),
      comprehensiveRequired: z.number(),
      relax: z.number(),
      status: z.enum(['open', 'met', 'settled', 'waived']),
      allocated: z.number(),
      normalMet: z.number(),
      comprehensiveMet: z.number(),
      createdAt: z.number(),
    }),
  ),
};

/** One order's history, its order's fields by kind. */
const history = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('deposit'),
    order: z.object({
      ...orderBase,
      bonus: z.number(),
      credited: z.number(),
      status: z.number(),
      isFirst: z.number(),
      utr: z.string(),
      payerName: z.string(),
    }),
    ...historyParts,
  }),
  z.object({
    kind: z.literal('withdrawal'),
    order: z.object({
      ...orderBase,
      fee: z.number(),
      adminFee: z.number(),
      bonusDeduction: z.number(),
      netPayout: z.number(),
      stage: z.enum(['submitted', 'first_approved', 'approved', 'paid', 'rejected']),
      needsSecondReview: z.number(),
    }),
    ...historyParts,
  }),
  z.object({
    kind: z.literal('manual'),
    order: z.object({
      ...orderBase,
      direction: z.enum(['credit', 'debit']),
      memberCount: z.number(),
      reasonType: z.string(),
      status: z.enum(['pending_approval', 'applied', 'rejected']),
      maker: z.string().nullable(),
    }),
    ...historyParts,
  }),
]);

export const reviewContracts = {
  log: defineContract({
    method: 'POST',
    path: '/chance-audit-log/list',
    summary: 'Every review decision on deposits, withdrawal steps and manual requests, newest first',
    body: z.object({
      ...listFields(20, ['decidedAt', 'amount']),
      kind: kindFilter,
      decision: z.preprocess(blank, z.enum(DECISIONS).optional()),
      orderNo: optionalText,
      username: optionalText,
      reviewer: optionalText,
      ...timeRange,
    }),
    answer: pageOf(decision),
  }),
  queue: defineContract({
    method: 'POST',
    path: '/chance-audit-queue/list',
    summary: 'What awaits a decision now, oldest first, with how long each has waited',
    body: z.object({
      ...listFields(20, ['createdAt', 'amount']),
      kind: kindFilter,
      orderNo: optionalText,
      username: optionalText,
      ...timeRange,
    }),
    answer: pageOf(waiting),
  }),
  history: defineContract({
    method: 'POST',
    path: '/chance-audit-details/get',
    summary: "One order's history by its number: the order, its decisions, its ledger journals and turnover requirements",
    body: z.object({ kind, orderNo: z.string({ error: 'v.required' }).trim().min(1, { error: 'v.required' }).max(64) }),
    answer: history,
  }),
  historyById: defineContract({
    method: 'POST',
    path: '/chance-audit-details/byId',
    summary: "One order's history by its id (the log's and the queue's rows link here)",
    body: z.object({ kind, id: idField }),
    answer: history,
  }),
};
