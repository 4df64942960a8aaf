import { z } from 'zod';
import { defineContract } from '../../../shared/contract';
import { AMOUNT_CEILING, idField, intIn } from '../../../shared/fields';

/*
 * Corrections of paid commission lines: what the server's commission/adjustmentRoutes.ts serves
 * and the console's commission/calls.ts calls. Paise (signed), epoch ms.
 */

const amount = intIn(-AMOUNT_CEILING, AMOUNT_CEILING, 'commission_adjust_amount').refine((v) => v !== 0, {
  error: 'commission_adjust_amount',
});
const reason = z.string({ error: 'v.required' }).trim().min(1, { error: 'v.required' }).max(200);
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const adjustmentStatus = z.enum(['pending', 'approved', 'rejected', 'paid']);

const adjustment = z.object({
  id: z.number(),
  lineId: z.number(),
  periodKey: z.string(),
  agentId: z.number(),
  agentName: z.string(),
  amount: z.number(),
  reason: z.string(),
  status: adjustmentStatus,
  createdBy: z.string().nullable(),
  createdAt: z.number(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.number().nullable(),
  paidBy: z.string().nullable(),
  paidAt: z.number().nullable(),
  journalId: z.number().nullable(),
});

export const commissionAdjustmentContracts = {
  create: defineContract({
    method: 'POST',
    path: '/chance-commission-adjustment/create',
    summary: 'Enters a correction of a paid commission line (approved by a second staff member, then paid)',
    body: z.object({ lineId: idField, amount, reason }),
    answer: z.object({ id: z.number(), status: adjustmentStatus }),
  }),
  review: defineContract({
    method: 'POST',
    path: '/chance-commission-adjustment/review',
    summary: 'Approves or rejects a pending adjustment (not its maker)',
    body: z.object({ id: idField, approve: z.boolean({ error: 'v.boolean' }) }),
    answer: z.object({ id: z.number(), status: adjustmentStatus }),
  }),
  pay: defineContract({
    method: 'POST',
    path: '/chance-commission-adjustment/pay',
    summary: "Pays an approved adjustment into (or out of) the agent's wallet",
    body: z.object({ id: idField }),
    answer: z.object({ id: z.number(), status: adjustmentStatus, journalId: z.number().nullable(), walletAfter: z.number() }),
    moneyMoving: true,
  }),
  list: defineContract({
    method: 'POST',
    path: '/chance-commission-adjustment/list',
    summary: "Commission adjustments in the caller's scope (at most 1,000), by period and agent",
    body: z.object({
      periodKey: z.preprocess(blankToUndefined, z.string().trim().max(40).optional()),
      agentId: z.preprocess(blankToUndefined, idField.optional()),
    }),
    answer: z.object({ list: z.array(adjustment), total: z.number() }),
  }),
};
