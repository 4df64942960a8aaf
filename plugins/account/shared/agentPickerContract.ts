import { z } from 'zod';
import { defineContract, pageOf } from '../../../shared/contract';
import { idField, listFields, optionalId, optionalText } from '../../../shared/fields';

/* The agent picker of filters and forms across sections (server/agents/selectListRoutes.ts). */

export const agentPickerContracts = {
  selectList: defineContract({
    method: 'POST',
    path: '/chance_offline_agent/selectList',
    summary: "Agent ids and usernames in the caller's scope, by name, station or ids",
    body: z.object({
      ...listFields(20, ['id', 'username']),
      usernameKeyword: optionalText,
      stationId: optionalId,
      ids: z.array(idField).min(1).max(100).optional(),
    }),
    answer: pageOf(z.object({ id: z.number(), username: z.string() })),
  }),
};
