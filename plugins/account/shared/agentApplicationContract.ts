import { z } from 'zod';
import { defineContract, pageOf } from '../../../shared/contract';
import { blank, hex64, idField, intIn, listFields, optionalId, optionalText } from '../../../shared/fields';
import { agentType } from './agentCrudContract';
import { optionalTime } from './agentFields';

/*
 * The agent-application screen (shareholder › agent_application): what the server's
 * agents/applicationRoutes.ts serves and the console's agentCalls.ts calls. Times in epoch ms.
 */

const application = z.object({
  id: z.number(),
  username: z.string(),
  phone: z.string(),
  realName: z.string(),
  email: z.string(),
  agentType,
  promotionSite: z.string(),
  message: z.string(),
  ip: z.string(),
  stationId: z.number(),
  stationName: z.string(),
  parentAgentId: z.number().nullable(),
  parentUsername: z.string().nullable(),
  /** 0 pending, 1 approved, 2 rejected. */
  status: z.number(),
  createdAt: z.number(),
  reviewedAt: z.number().nullable(),
  reviewedBy: z.string().nullable(),
  reviewNote: z.string(),
});

export const agentApplicationContracts = {
  list: defineContract({
    method: 'POST',
    path: '/chance_agent_apply_record/list',
    summary: "A page of agent applications over the caller's stations or downline",
    body: z.object({
      ...listFields(20, ['id', 'createdAt', 'username', 'status']),
      status: z.preprocess(blank, intIn(0, 2).optional()),
      usernameKeyword: optionalText,
      phone: optionalText,
      agentType: z.preprocess(blank, agentType.optional()),
      stationId: optionalId,
      createdFrom: optionalTime,
      createdTo: optionalTime,
    }),
    answer: pageOf(application),
  }),
  /**
   * Reviews one pending application: status 1 approves it (creating the agent under the applied
   * parent, with a login whose initial password the reviewer sets), status 2 rejects it with a
   * reason. The reviewer may correct the type and parent before approving.
   */
  review: defineContract({
    method: 'POST',
    path: '/chance_agent_apply_record/lock',
    summary: 'Approves a pending agent application (creating the agent and its login) or rejects it with a reason',
    body: z.discriminatedUnion('status', [
      z.object({
        id: idField,
        status: z.literal(1),
        password: hex64,
        agentType: agentType.optional(),
        parentAgentId: z.preprocess((v) => (v === '' ? undefined : v), idField.nullable().optional()),
        note: z.string().trim().max(255).default(''),
      }),
      z.object({ id: idField, status: z.literal(2), note: z.string().trim().min(1, { error: 'v.required' }).max(255) }),
    ]),
    /** The agent created by an approval; null on a rejection. */
    answer: z.object({ id: z.number(), status: z.union([z.literal(1), z.literal(2)]), agentId: z.number().nullable() }),
  }),
};
