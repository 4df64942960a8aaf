import { z } from 'zod';
import { defineContract, pageOf } from '../../../shared/contract';
import { blank, idField, intIn, listFields, optionalId, optionalInt, paiseIn } from '../../../shared/fields';

/*
 * The member rebate templates (money_management › fan_yong › promotion_settings): what
 * rebateTemplateRoutes.ts serves and the console's templateCalls.ts calls. Rates in basis points
 * per VIP level, caps in paise, epoch ms.
 */

/** VIP levels 0 … 10 each have a rate (the server's rebateRules.ts says the same). */
export const VIP_LEVELS = 11;

const template = z.object({
  id: z.number(),
  /** Null: every franchisee's members. */
  franchiseeId: z.number().nullable(),
  name: z.string(),
  /** Null: every game. */
  gameId: z.number().nullable(),
  gameName: z.string().nullable(),
  /** Basis points for VIP levels 0 … 10, in level order. */
  rates: z.array(z.number()),
  auditMultipleX100: z.number(),
  /** Paise per member per Bombay day; 0 = no cap. */
  dailyCap: z.number(),
  /** 0 enabled, 1 disabled. */
  status: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
});

export const rebateTemplateContracts = {
  list: defineContract({
    method: 'POST',
    path: '/chance-rebate-template/list',
    summary: 'Rebate templates the caller sees; a game filter shows that game’s and the all-games ones',
    body: z.object({ ...listFields(20, ['id', 'updatedAt']), gameId: optionalId, status: optionalInt(0, 1) }),
    answer: pageOf(template),
  }),
  games: defineContract({
    method: 'POST',
    path: '/chance-rebate-template/games',
    summary: 'The games a template can be limited to',
    body: z.object({}),
    answer: pageOf(z.object({ id: z.number(), name: z.string() })),
  }),
  save: defineContract({
    method: 'POST',
    path: '/chance-rebate-template/save',
    summary: 'Creates or changes a rebate template',
    body: z.object({
      id: optionalId,
      franchiseeId: optionalId,
      name: z.string({ error: 'v.required' }).trim().min(1, { error: 'v.required' }).max(50),
      /** Null or absent: every game. */
      gameId: optionalId,
      /** Basis points per VIP level 0 … VIP_LEVELS − 1, in level order. */
      rates: z.array(intIn(0, 10_000)).length(VIP_LEVELS),
      auditMultipleX100: intIn(0, 10_000),
      dailyCap: paiseIn(0),
      status: z.preprocess(blank, intIn(0, 1).optional()),
    }),
    answer: template,
  }),
  status: defineContract({
    method: 'POST',
    path: '/chance-rebate-template/status',
    summary: 'Enables (0) or disables (1) a rebate template',
    body: z.object({ id: idField, status: intIn(0, 1) }),
    answer: z.object({ id: z.number(), status: z.number() }),
  }),
};
