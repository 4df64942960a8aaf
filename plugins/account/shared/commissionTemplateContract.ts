import { z } from 'zod';
import { defineContract } from '../../../shared/contract';
import { boolField, idField, intIn, paiseIn } from '../../../shared/fields';

/*
 * Rebate (commission) templates: what the server's commission/templateRoutes.ts serves and the
 * console's commission/calls.ts calls. Paise, rates in basis points, epoch ms.
 */

const tier = z.object({ from: paiseIn(0), bps: intIn(0, 10_000) });
const basis = z.enum(['profit', 'valid_bet']);

/** A template's terms from `effectiveFrom` on (one revision). */
const terms = z.object({
  effectiveFrom: z.number(),
  basis,
  /** Rates by the base they start from, ascending. */
  tiers: z.array(z.object({ from: z.number(), bps: z.number() })),
  gameRebates: z.array(z.object({ gameId: z.number(), bps: z.number() })),
  minActiveMembers: z.number(),
  deductDepositFee: z.boolean(),
  deductWithdrawFee: z.boolean(),
  deductBonus: z.boolean(),
  deductRebate: z.boolean(),
  minActiveBet: z.number(),
});

const template = terms.extend({
  id: z.number(),
  name: z.string(),
  isDefault: z.boolean(),
  /** Agents assigned to it now. */
  agents: z.number(),
  /** Terms saved for the next period, not in force yet. */
  pending: terms.nullable(),
  revisions: z.number(),
});

export const templateBody = z.object({
  id: z.preprocess((v) => (v === '' || v === null ? undefined : v), idField.optional()),
  name: z.string({ error: 'v.required' }).trim().min(1, { error: 'v.required' }).max(40),
  basis,
  tiers: z.array(tier).min(1).max(20),
  gameRebates: z
    .array(z.object({ gameId: idField, bps: intIn(0, 10_000) }))
    .max(200)
    .default([]),
  minActiveMembers: intIn(0, 100_000),
  minActiveBet: paiseIn(0),
  deductDepositFee: boolField,
  deductWithdrawFee: boolField,
  deductBonus: boolField,
  deductRebate: boolField,
});

export const commissionTemplateContracts = {
  list: defineContract({
    method: 'POST',
    path: '/chance-commission-template/list',
    summary: 'Every rebate template with its terms in force, pending terms and number of agents',
    answer: z.object({ list: z.array(template), total: z.number() }),
  }),
  save: defineContract({
    method: 'POST',
    path: '/chance-commission-template/save',
    summary: "Creates a template (in force at once) or saves an existing one's terms from the next period",
    body: templateBody,
    answer: z.object({ id: z.number(), effectiveFrom: z.number() }),
  }),
  setDefault: defineContract({
    method: 'POST',
    path: '/chance-commission-template/setDefault',
    summary: 'Makes a template the default (agents without an assignment earn under it)',
    body: z.object({ id: idField }),
    answer: z.object({ id: z.number() }),
  }),
  assign: defineContract({
    method: 'POST',
    path: '/chance-commission-template/assign',
    summary: 'Assigns a template to an agent from the next commission period',
    body: z.object({ agentId: idField, templateId: idField }),
    answer: z.object({ agentId: z.number(), templateId: z.number(), effectiveFrom: z.number() }),
  }),
  assignments: defineContract({
    method: 'POST',
    path: '/chance-commission-template/assignments',
    summary: "An agent's template assignments, newest first",
    body: z.object({ agentId: idField }),
    answer: z.object({
      list: z.array(
        z.object({ id: z.number(), templateId: z.number(), templateName: z.string(), effectiveFrom: z.number(), createdAt: z.number() }),
      ),
      total: z.number(),
    }),
  }),
};
