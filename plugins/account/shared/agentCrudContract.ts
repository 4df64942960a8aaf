import { z } from 'zod';
import { defineContract, pageOf } from '../../../shared/contract';
import { hex64, idField, listFields, optionalId, optionalText } from '../../../shared/fields';
import { lockStatus, optionalStatus, optionalUrl, phone, rebateBps, shortText, username } from './agentFields';

/*
 * The calls chance_offline_agent/* and chance_online_agent/* both have (the shareholder ›
 * offline_agent screen): what the server's agents/crudRoutes.ts serves and the console's
 * agentCalls.ts calls. Paise, rebates in basis points, times in epoch ms.
 */

export const agentType = z.enum(['online', 'offline']);

/** An agent as every agent list and detail answers it (server/agents/agentRows.ts selectAgentView). */
export const agentRecord = z.object({
  id: z.number(),
  username: z.string(),
  agentType,
  parentId: z.number().nullable(),
  parentUsername: z.string().nullable(),
  stationId: z.number(),
  stationName: z.string(),
  franchiseeId: z.number(),
  level: z.number(),
  /** 0 active, 1 locked. */
  status: z.number(),
  quotaLimit: z.number(),
  quotaUsed: z.number(),
  quotaAvailable: z.number(),
  rebateBps: z.number(),
  promotionId: z.string(),
  promotionSite: z.string(),
  inviteCode: z.string().nullable(),
  promotionLink: z.string(),
  phone: z.string(),
  remark: z.string(),
  createdAt: z.number(),
  memberCount: z.number(),
  subAgentCount: z.number(),
});

/** What the same seven calls take and answer under either prefix (the paths follow below). */
const crud = {
  list: {
    method: 'POST',
    summary: "A page of agents of the prefix's type in the caller's scope, filtered by name, phone, station, parent and status",
    body: z.object({
      ...listFields(20, ['id', 'username', 'createdAt', 'quotaLimit', 'level']),
      usernameKeyword: optionalText,
      phone: optionalText,
      stationId: optionalId,
      parentId: optionalId,
      status: optionalStatus,
    }),
    answer: pageOf(agentRecord),
  },
  detail: {
    method: 'POST',
    summary: "One agent of the prefix's type in the caller's scope",
    body: z.object({ id: idField }),
    answer: agentRecord,
  },
  insert: {
    method: 'POST',
    summary: "Creates an agent of the prefix's type (under a parent, or at the top of a station) and its login",
    body: z
      .object({
        username,
        password: hex64,
        parentId: optionalId,
        stationId: optionalId,
        phone,
        rebateBps,
        promotionSite: optionalUrl,
        promotionLink: optionalUrl,
        remark: shortText,
      })
      .refine((b) => b.parentId !== undefined || b.stationId !== undefined, { path: ['stationId'], error: 'v.required' }),
    answer: agentRecord,
  },
  updateData: {
    method: 'POST',
    summary: "Changes an agent's phone, rebate, promotion details and remark",
    body: z.object({
      id: idField,
      phone,
      rebateBps,
      promotionSite: optionalUrl,
      promotionLink: optionalUrl,
      promotionId: shortText,
      remark: shortText,
    }),
    answer: agentRecord,
  },
  lock: {
    method: 'POST',
    summary: 'Locks (1) or unlocks (0) an agent and its login; a lock ends its sessions',
    body: z.object({ id: idField, status: lockStatus }),
    answer: z.null(),
  },
  resetPassword: {
    method: 'POST',
    summary: "Sets a new password on an agent's login and ends its sessions",
    body: z.object({ id: idField, password: hex64 }),
    answer: z.null(),
  },
  delete: {
    method: 'POST',
    summary: 'Deletes an agent without members, sub-agents or history',
    body: z.object({ id: idField }),
    answer: z.null(),
  },
} as const;

export const offlineAgentContracts = {
  list: defineContract({ ...crud.list, path: '/chance_offline_agent/list' }),
  detail: defineContract({ ...crud.detail, path: '/chance_offline_agent/getByOnlineAgentId' }),
  insert: defineContract({ ...crud.insert, path: '/chance_offline_agent/insert' }),
  updateData: defineContract({ ...crud.updateData, path: '/chance_offline_agent/updateData' }),
  lock: defineContract({ ...crud.lock, path: '/chance_offline_agent/lock' }),
  resetPassword: defineContract({ ...crud.resetPassword, path: '/chance_offline_agent/resetPassword' }),
  delete: defineContract({ ...crud.delete, path: '/chance_offline_agent/delete' }),
};

export const onlineAgentContracts = {
  list: defineContract({ ...crud.list, path: '/chance_online_agent/list' }),
  detail: defineContract({ ...crud.detail, path: '/chance_online_agent/getByOnlineAgentId' }),
  insert: defineContract({ ...crud.insert, path: '/chance_online_agent/insert' }),
  updateData: defineContract({ ...crud.updateData, path: '/chance_online_agent/updateData' }),
  lock: defineContract({ ...crud.lock, path: '/chance_online_agent/lock' }),
  resetPassword: defineContract({ ...crud.resetPassword, path: '/chance_online_agent/resetPassword' }),
  delete: defineContract({ ...crud.delete, path: '/chance_online_agent/delete' }),
};

/** Either type's contracts, as the server's shared route builder and the console's hook take them. */
export type AgentCrudContracts = typeof offlineAgentContracts | typeof onlineAgentContracts;
