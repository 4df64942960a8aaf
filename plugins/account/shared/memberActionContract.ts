import { z } from 'zod';
import { defineContract } from '../../../shared/contract';
import { blank, idField, intIn, paiseIn } from '../../../shared/fields';
import { memberRemarkRow } from './memberDetailContract';
import { deleteIds, emailText, idList, phoneText, remarkText, tagText, text } from './memberFields';

/*
 * The formal member list's row actions (server: members/actionRoutes.ts): profile edits, locks,
 * temporary passwords, kick, agent, audit allowance, tags, remarks, delete. Writes answer what
 * they changed (or null); paise, times epoch ms.
 */

const byId = z.object({ id: idField });
const updated = z.object({ updated: z.number() });
const temporaryPassword = z.object({ password: z.string() });

const customerClass = z.enum(['A', 'B', 'C', 'D']);
const memberLanguage = z.enum(['en', 'hi']);

export const memberActionContracts = {
  save: defineContract({
    method: 'POST',
    path: '/chance-member/save/member/account',
    summary: "Edits a member's profile fields; answers the fields that changed",
    body: z.object({
      id: idField,
      nickname: z.preprocess(blank, tagText.optional()),
      realName: z.preprocess(blank, z.string().trim().max(50).optional()),
      phone: z.preprocess(blank, phoneText.optional()),
      email: z.preprocess(blank, emailText.optional()),
      sex: z.preprocess(blank, intIn(0, 2).optional()),
      birthDate: z.preprocess(
        blank,
        z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/)
          .optional(),
      ),
      language: z.preprocess(blank, memberLanguage.optional()),
      customerClass: z.preprocess(blank, customerClass.optional()),
    }),
    // Only the fields whose value changed are named.
    answer: z.object({
      id: z.number(),
      nickname: z.string().optional(),
      realName: z.string().optional(),
      phone: z.string().optional(),
      email: z.string().optional(),
      sex: z.number().optional(),
      birthDate: z.string().optional(),
      language: memberLanguage.optional(),
      customerClass: customerClass.optional(),
    }),
  }),
  lock: defineContract({
    method: 'POST',
    path: '/chance-member/lock',
    summary: 'Locks (status 1, with a reason) or unlocks (0) the ticked members',
    body: z.object({ ids: idList, status: intIn(0, 1), reason: z.preprocess(blank, z.string().trim().max(255).optional()) }),
    answer: updated,
  }),
  resetPassword: defineContract({
    method: 'POST',
    path: '/chance-member/resetPassword',
    summary: 'Sets a temporary login password on a member and answers it (shown once)',
    body: byId,
    answer: temporaryPassword,
  }),
  resetTradePassword: defineContract({
    method: 'POST',
    path: '/chance-member/resetTransactionPassword',
    summary: 'Sets a temporary trade password on a member and answers it (shown once)',
    body: byId,
    answer: temporaryPassword,
  }),
  kick: defineContract({
    method: 'GET',
    path: '/chance-member/kick/line/member',
    summary: 'Signs a member out: offline at once, sessions opened before now refused',
    query: byId,
    answer: z.null(),
  }),
  changeAgent: defineContract({
    method: 'POST',
    path: '/chance-member/update/member/agent',
    summary: "Moves a member under another agent of the member's station",
    body: z.object({ id: idField, agentId: idField }),
    answer: z.object({ agentId: z.number(), agentName: z.string() }),
  }),
  auditQuota: defineContract({
    method: 'POST',
    path: '/chance-member/update/member/audit/quota',
    summary: "Sets the audit allowance (paise) on one of a member's open turnover requirements (the latest by default)",
    // relax: the audit allowance (放宽额度, paise) granted on one open turnover requirement.
    body: z.object({ id: idField, requirementId: z.preprocess(blank, idField.optional()), relax: paiseIn(0) }),
    answer: z.object({ requirementId: z.number(), relax: z.number() }),
  }),
  tag: defineContract({
    method: 'POST',
    path: '/chance-member-label/update/member/memberLabel',
    summary: 'Sets (or clears, with an empty tag) the customer tag of the ticked members',
    body: z.object({ ids: idList, customerTag: z.preprocess((v) => v ?? '', tagText) }),
    answer: updated,
  }),
  labels: defineContract({
    method: 'GET',
    path: '/chance-member-label/query/memberLabelList',
    summary: "The franchisee's member labels and every tag in use in the caller's scope, by name",
    answer: z.array(z.object({ name: z.string(), color: z.string() })),
  }),
  memory: defineContract({
    method: 'GET',
    path: '/chance-member-memory-record/getById',
    summary: "A member's front-desk and back-office remarks with their last 200 changes and memos",
    query: byId,
    answer: z.object({
      id: z.number(),
      username: z.string(),
      remarkFront: z.string(),
      remarkBack: z.string(),
      history: z.array(memberRemarkRow),
    }),
  }),
  saveMemory: defineContract({
    method: 'POST',
    path: '/chance-member-memory-record/update/memberMemory',
    summary: "Changes a member's remarks and/or adds a memo, each kept in the remark history",
    body: z
      .object({ id: idField, remarkFront: remarkText.optional(), remarkBack: remarkText.optional(), memo: text(255) })
      .refine((b) => b.remarkFront !== undefined || b.remarkBack !== undefined || b.memo !== undefined, {
        error: 'length_1_255',
        path: ['memo'],
      }),
    answer: z.null(),
  }),
  delete: defineContract({
    method: 'POST',
    path: '/chance-member/deleteMember',
    summary: 'Deletes formal members that never held money or bet (others are refused)',
    body: z.object({ ids: deleteIds }),
    answer: z.object({ deleted: z.number() }),
  }),
};
