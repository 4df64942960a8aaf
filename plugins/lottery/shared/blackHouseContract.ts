import { z } from 'zod';
import { defineContract, pageOf } from '../../../shared/contract';
import { blank, boolField, idField, intIn, listFields, optionalId, optionalText, paiseIn } from '../../../shared/fields';

/*
 * The small black room (yoyo_lottery → game_result → blackHouse): members whose betting is
 * suspended or capped — what blackHouseRoutes.ts serves and lotteryCalls.ts's restrictedActions
 * call. Paise, epoch ms.
 */

const restriction = z.enum(['betting_suspended', 'stake_cap']);

const restrictedRow = z.object({
  id: z.number(),
  franchiseeId: z.number(),
  franchiseeName: z.string(),
  memberId: z.number(),
  username: z.string(),
  restriction,
  /** Paise; only for 'stake_cap'. */
  stakeCap: z.number().nullable(),
  enabled: z.number(),
  reason: z.string(),
  /** Staff username, null for rows nobody signed (seeded). */
  createdBy: z.string().nullable(),
  expiresAt: z.number().nullable(),
  /** Enabled or not, its expiry has passed: bets no longer see it, the limits still count it. */
  expired: z.boolean(),
  createdAt: z.number(),
  updatedAt: z.number(),
});

export const blackHouseContracts = {
  list: defineContract({
    method: 'POST',
    path: '/chance-restricted-account/list',
    summary: 'Members whose betting is suspended or capped',
    body: z.object({
      ...listFields(20, ['createdAt', 'expiresAt']),
      franchiseeId: optionalId,
      username: optionalText,
      enabled: z.preprocess(blank, intIn(0, 1).optional()),
      restriction: z.preprocess(blank, restriction.optional()),
    }),
    answer: pageOf(restrictedRow),
  }),
  summary: defineContract({
    method: 'POST',
    path: '/chance-restricted-account/summary',
    summary: "Each franchisee's restricted accounts against the limits (rows, enabled rows)",
    answer: z.object({
      maxTotal: z.number(),
      maxEnabled: z.number(),
      franchisees: z.array(z.object({ franchiseeId: z.number(), franchiseeName: z.string(), total: z.number(), enabled: z.number() })),
    }),
  }),
  add: defineContract({
    method: 'POST',
    path: '/chance-restricted-account/add',
    summary: "Suspends or caps a member's betting, named by id or username, with a reason and an optional expiry",
    body: z.object({
      memberId: optionalId,
      username: optionalText,
      restriction,
      stakeCap: z.preprocess(blank, paiseIn(1, 'v.paise').optional()),
      enabled: boolField,
      reason: z.string({ error: 'v.required' }).trim().min(1, { error: 'v.required' }).max(200),
      expiresAt: z.preprocess(blank, idField.optional()),
    }),
    answer: z.object({ id: z.number() }),
  }),
  setEnabled: defineContract({
    method: 'POST',
    path: '/chance-restricted-account/setEnabled',
    summary: 'Enables or disables a restriction',
    body: z.object({ id: idField, enabled: boolField }),
    answer: z.object({ id: z.number(), enabled: z.number() }),
  }),
  remove: defineContract({
    method: 'POST',
    path: '/chance-restricted-account/remove',
    summary: 'Removes a restriction',
    body: z.object({ id: idField }),
    answer: z.object({ id: z.number() }),
  }),
};
