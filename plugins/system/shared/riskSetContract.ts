import { z } from 'zod';
import { defineContract } from '../../../shared/contract';
import { boolField } from '../../../shared/fields';
import { HOLD_KINDS } from './riskKinds';

/* riskControlSet's calls (plugins/system/server/risk/riskSetRoutes.ts): the risk rules the server applies. */

const settings = z.object({ withdrawHold: z.boolean(), holdKinds: z.array(z.enum(HOLD_KINDS)) });

export const riskSetContracts = {
  read: defineContract({
    method: 'GET',
    path: '/chance-risk-management-set/list',
    summary: 'The risk rules in force: the withdrawal hold and what it matches',
    answer: settings,
  }),
  save: defineContract({
    method: 'POST',
    path: '/chance-risk-management-set/update',
    // The spec names both; one call saves the whole set of rules.
    aliases: ['/chance-risk-management-set/update/riskSet'],
    summary: 'Saves the risk rules (the withdrawal hold and the kinds of list entry it holds for)',
    body: z
      .object({
        withdrawHold: boolField,
        holdKinds: z.array(z.enum(HOLD_KINDS, { error: 'system.v.holdKinds' }), { error: 'system.v.holdKinds' }).max(HOLD_KINDS.length),
      })
      .superRefine((body, ctx) => {
        if (new Set(body.holdKinds).size !== body.holdKinds.length)
          ctx.addIssue({ code: 'custom', path: ['holdKinds'], message: 'system.v.holdKinds' });
        if (body.withdrawHold && body.holdKinds.length === 0)
          ctx.addIssue({ code: 'custom', path: ['holdKinds'], message: 'system.v.holdKindsRequired' });
      }),
    answer: settings,
  }),
};
