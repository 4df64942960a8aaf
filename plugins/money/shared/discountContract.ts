import { z } from 'zod';
import { defineContract, pageOf } from '../../../shared/contract';
import { blank, idField, intIn, listFields, optionalId, optionalInt, paiseIn } from '../../../shared/fields';

/*
 * The deposit bonus rules (money_management › recharge_discount): what discountRoutes.ts serves and
 * the console's discountCalls.ts calls. Paise, rates in basis points, multiples ×100, epoch ms.
 */

const kind = z.enum(['first', 'daily', 'every']);

const rule = z.object({
  id: z.number(),
  /** Null: a platform-wide rule. */
  franchiseeId: z.number().nullable(),
  name: z.string(),
  kind,
  minAmount: z.number(),
  /** 0: no upper bound. */
  maxAmount: z.number(),
  rateBps: z.number(),
  cap: z.number(),
  turnoverMultipleX100: z.number(),
  sort: z.number(),
  /** 0 enabled, 1 disabled. */
  status: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
});

/** The bonus one rule gives a deposit of the asked size, or null when none applies. */
const bonus = z.object({ ruleId: z.number(), bonus: z.number(), turnoverMultipleX100: z.number() }).nullable();

export const discountContracts = {
  list: defineContract({
    method: 'POST',
    path: '/chance-recharge-discount/list',
    summary: 'Deposit bonus rules the caller sees: platform-wide ones and its franchisee’s',
    body: z.object({
      ...listFields(20, ['sort', 'id']),
      kind: z.preprocess(blank, kind.optional()),
      status: optionalInt(0, 1),
    }),
    answer: pageOf(rule),
  }),
  save: defineContract({
    method: 'POST',
    path: '/chance-recharge-discount/save',
    summary: 'Creates or changes a deposit bonus rule',
    body: z
      .object({
        id: optionalId,
        franchiseeId: optionalId,
        name: z.string({ error: 'v.required' }).trim().min(1, { error: 'v.required' }).max(50),
        kind,
        minAmount: paiseIn(0),
        maxAmount: paiseIn(0),
        rateBps: intIn(1, 10_000),
        cap: paiseIn(0),
        turnoverMultipleX100: intIn(0, 10_000),
        sort: z.preprocess(blank, intIn(0, 1_000_000).optional()),
        status: z.preprocess(blank, intIn(0, 1).optional()),
      })
      .refine((b) => b.maxAmount === 0 || b.maxAmount >= b.minAmount, { path: ['maxAmount'], message: 'must be at least minAmount' }),
    answer: rule,
  }),
  status: defineContract({
    method: 'POST',
    path: '/chance-recharge-discount/status',
    summary: 'Enables (0) or disables (1) a deposit bonus rule',
    body: z.object({ id: idField, status: intIn(0, 1) }),
    answer: z.null(),
  }),
  delete: defineContract({
    method: 'POST',
    path: '/chance-recharge-discount/delete',
    summary: 'Deletes a deposit bonus rule',
    body: z.object({ id: idField }),
    answer: z.null(),
  }),
  preview: defineContract({
    method: 'POST',
    path: '/chance-recharge-discount/preview',
    summary: 'The bonus a deposit of this size would get now: as a first deposit, a first of the day, and again the same day',
    body: z.object({ amount: paiseIn(1), franchiseeId: optionalId }),
    answer: z.object({ first: bonus, daily: bonus, again: bonus }),
  }),
};
