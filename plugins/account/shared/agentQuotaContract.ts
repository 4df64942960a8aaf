import { z } from 'zod';
import { defineContract, pageOf } from '../../../shared/contract';
import { idField, listFields, optionalId, paiseIn } from '../../../shared/fields';
import { optionalTime, paise, shortText } from './agentFields';

/*
 * Offline agents' quota (credit line, paise): what the server's agents/quotaRoutes.ts serves and
 * the console's agentCalls.ts calls. Times in epoch ms.
 */

const quotaRecord = z.object({
  id: z.number(),
  /** 'set' an administrator setting the line, 'transfer' quota moved from one agent to another. */
  kind: z.enum(['set', 'transfer']),
  fromAgentId: z.number().nullable(),
  fromUsername: z.string().nullable(),
  toAgentId: z.number(),
  toUsername: z.string(),
  amount: z.number(),
  /** The receiving agent's quota limit around the change. */
  limitBefore: z.number(),
  limitAfter: z.number(),
  remark: z.string(),
  operator: z.string().nullable(),
  createdAt: z.number(),
});

export const agentQuotaContracts = {
  setAmount: defineContract({
    method: 'POST',
    path: '/chance_offline_agent/setAmount',
    summary: "Sets an offline agent's quota limit (not below what it has used)",
    body: z.object({ id: idField, quotaLimit: paiseIn(0), remark: shortText }),
    answer: z.object({ id: z.number(), quotaLimit: z.number() }),
  }),
  updateAmount: defineContract({
    method: 'POST',
    path: '/chance_offline_agent/updateAmount',
    summary: 'Moves available quota from one offline agent to another of the same franchisee',
    body: z.object({ fromId: idField, toId: idField, amount: paise, remark: shortText }),
    answer: z.object({ fromId: z.number(), toId: z.number(), amount: z.number() }),
    // A repeated click must not move the quota twice.
    moneyMoving: true,
  }),
  transferRecord: defineContract({
    method: 'POST',
    path: '/chance_offline_agent/tranferRecord',
    summary: 'A page of quota settings and transfers, by agent, kind and time',
    body: z.object({
      ...listFields(20, ['id', 'createdAt', 'amount']),
      agentId: optionalId,
      kind: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(['set', 'transfer']).optional()),
      createdFrom: optionalTime,
      createdTo: optionalTime,
    }),
    answer: pageOf(quotaRecord),
  }),
};
