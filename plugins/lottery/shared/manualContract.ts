import { z } from 'zod';
import { defineContract, pageOf } from '../../../shared/contract';
import { blank, idField, intIn, listFields, optionalId } from '../../../shared/fields';
import { drawResult } from './periodContract';

/*
 * The manual lottery (yoyo_lottery → manualLottery): external results entered by one admin and
 * approved by another, supplementary draws and settlements requested and approved the same way,
 * voiding a period, and the log of supplementary runs — what manualRoutes.ts serves and
 * lotteryCalls.ts's manualActions call. Whatever settles or refunds a period moves money.
 */

const REASON = z.string({ error: 'v.required' }).trim().min(1, { error: 'v.required' }).max(500);
const supplementaryKind = z.enum(['draw', 'settle']);
const supplementaryStatus = z.enum(['pending_approval', 'approved', 'rejected']);

/** A settled period's figures (server/rules/settlement.ts PeriodTotals): paise, the kill rate three ways. */
const periodTotals = z.object({
  betCount: z.number(),
  bettorCount: z.number(),
  totalStake: z.number(),
  totalFee: z.number(),
  totalPayout: z.number(),
  houseProfit: z.number(),
  killRateBps: z.number(),
  killRate: z.number(),
  profitLossPct: z.number(),
});
/** What settling a period did; null when another run had settled it already. */
const settled = z.object({ periodId: z.number(), totals: periodTotals, winners: z.number() }).nullable();

/** A row as stored (column names as they are). */
const externalResultRow = z.object({
  id: z.number(),
  game_id: z.number(),
  period_id: z.number(),
  issue_no: z.string(),
  result: drawResult,
  source: z.string(),
  reason: z.string(),
  /** 0 waiting for approval, 1 approved (drawn and settled), 2 rejected. */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  entered_at: z.number(),
  approved_at: z.number().nullable(),
  /** Staff usernames: the maker, and the checker who approved or rejected. */
  entered_by: z.string(),
  approved_by: z.string().nullable(),
});

const supplementaryRow = z.object({
  id: z.number(),
  periodId: z.number(),
  issueNo: z.string(),
  gameName: z.string(),
  kind: supplementaryKind,
  reason: z.string(),
  status: supplementaryStatus,
  /** '' unless rejected. */
  rejectReason: z.string(),
  maker: z.string(),
  checker: z.string().nullable(),
  createdAt: z.number(),
  reviewedAt: z.number().nullable(),
});

/** One supplementary draw or settlement as it ran (column names as stored). */
const supplementaryRun = z.object({
  id: z.number(),
  kind: supplementaryKind,
  /** 1 when it ran, 0 when it failed (message says why). */
  success: z.number(),
  message: z.string(),
  created_at: z.number(),
  /** Null when the scheduler ran it. */
  username: z.string().nullable(),
  request_id: z.number().nullable(),
});

const supplementaryRequest = {
  body: z.object({ periodId: idField, reason: REASON }),
  answer: z.object({ id: z.number(), periodId: z.number(), kind: supplementaryKind, status: z.literal('pending_approval') }),
};

export const manualContracts = {
  externalResults: defineContract({
    method: 'POST',
    path: '/chance-external-result/list',
    summary: 'External results entered by staff, newest first, with who entered and who decided',
    body: z.object({ ...listFields(20, ['enteredAt']), gameId: optionalId, status: z.preprocess(blank, intIn(0, 2).optional()) }),
    answer: pageOf(externalResultRow),
  }),
  enter: defineContract({
    method: 'POST',
    path: '/chance-external-result/enter',
    summary: "Enters an external game's official result for a period (drawn once another admin approves it)",
    body: z.object({
      periodId: idField,
      result: z.array(z.number().int().min(0).max(9)).min(1).max(5),
      source: z.string().trim().max(100).default(''),
      reason: REASON,
    }),
    answer: z.object({ id: z.number() }),
  }),
  approve: defineContract({
    method: 'POST',
    path: '/chance-external-result/approve',
    summary: 'Approves an entered external result: the period is drawn with it and settled',
    body: z.object({ id: idField }),
    answer: z.object({ periodId: z.number(), result: z.array(z.number()), settled }),
    moneyMoving: true,
  }),
  reject: defineContract({
    method: 'POST',
    path: '/chance-external-result/reject',
    summary: 'Rejects an entered external result',
    body: z.object({ id: idField }),
    answer: z.object({ periodId: z.number() }),
  }),
  requestDraw: defineContract({
    method: 'POST',
    path: '/chance-period/supplementaryDraw',
    summary: 'Asks for a supplementary draw of a period whose draw failed (run once another admin approves it)',
    ...supplementaryRequest,
  }),
  requestSettle: defineContract({
    method: 'POST',
    path: '/chance-period/supplementarySettle',
    summary: 'Asks for a supplementary settlement of a drawn period (run once another admin approves it)',
    ...supplementaryRequest,
  }),
  approveSupplementary: defineContract({
    method: 'POST',
    path: '/chance-period/supplementaryApprove',
    summary: 'Approves a supplementary draw or settlement request and runs it',
    body: z.object({ id: idField }),
    answer: z.object({
      id: z.number(),
      periodId: z.number(),
      kind: supplementaryKind,
      success: z.boolean(),
      message: z.string(),
      /** A draw's result, once drawn. */
      result: z.array(z.number()).optional(),
      settled: settled.optional(),
    }),
    moneyMoving: true,
  }),
  rejectSupplementary: defineContract({
    method: 'POST',
    path: '/chance-period/supplementaryReject',
    summary: 'Rejects a supplementary draw or settlement request, with a reason',
    body: z.object({ id: idField, reason: REASON }),
    answer: z.object({ id: z.number(), periodId: z.number(), kind: supplementaryKind, status: z.literal('rejected'), reason: z.string() }),
  }),
  supplementaryRequests: defineContract({
    method: 'POST',
    path: '/chance-period/supplementaryRequests',
    summary: 'Supplementary draw and settlement requests, newest first',
    body: z.object({
      ...listFields(20, ['createdAt']),
      periodId: optionalId,
      kind: z.preprocess(blank, supplementaryKind.optional()),
      status: z.preprocess(blank, supplementaryStatus.optional()),
    }),
    answer: pageOf(supplementaryRow),
  }),
  voidPeriod: defineContract({
    method: 'POST',
    path: '/chance-period/void',
    summary: 'Voids a period that has no result: every bet is refunded',
    body: z.object({
      periodId: idField,
      reason: REASON,
    }),
    answer: z.object({ periodId: z.number(), refunded: z.number(), amount: z.number() }),
    moneyMoving: true,
  }),
  runs: defineContract({
    method: 'POST',
    path: '/chance-period/runs',
    summary: "A period's supplementary draws and settlements as they ran",
    body: z.object({ periodId: idField }),
    answer: z.object({ list: z.array(supplementaryRun), total: z.number() }),
  }),
};
