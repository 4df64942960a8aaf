import { z } from 'zod';
import { defineContract, pageOf } from '../../../shared/contract';
import { blank, boolField, idField, intIn, listFields, optionalText } from '../../../shared/fields';
import { RISK_KINDS } from './riskKinds';

/*
 * riskControlList's calls (plugins/system/server/risk/riskListRoutes.ts). Adding an entry is not
 * here yet: its value check runs node:net's address parser, which shared code cannot import.
 */

export const RISK_ACTIONS = ['block_login', 'block_withdraw', 'review'] as const;

const entry = z.object({
  id: z.number(),
  kind: z.enum(RISK_KINDS),
  value: z.string(),
  action: z.enum(RISK_ACTIONS),
  reason: z.string(),
  enabled: z.number(),
  /** 1 while enabled and not expired. */
  active: z.number(),
  expiresAt: z.number().nullable(),
  createTime: z.number(),
  /** Staff who added it; null for entries from imports or older data. */
  createdBy: z.string().nullable(),
});

export const riskListContracts = {
  list: defineContract({
    method: 'POST',
    path: '/chance-risk-management/query/risk/list',
    summary: 'The risk list: IPs, devices, members and bank or UPI accounts, with what each entry does',
    body: z.object({
      ...listFields(20, ['id', 'createTime', 'expiresAt']),
      kind: z.preprocess(blank, z.enum(RISK_KINDS).optional()),
      action: z.preprocess(blank, z.enum(RISK_ACTIONS).optional()),
      value: optionalText,
      active: z.preprocess(blank, intIn(0, 1).optional()),
    }),
    answer: pageOf(entry),
  }),
  status: defineContract({
    method: 'POST',
    path: '/chance-risk-management/update/riskMemberStatus',
    summary: 'Enables or disables one entry',
    body: z.object({ id: idField, enabled: boolField }),
    answer: z.null(),
  }),
  remove: defineContract({
    method: 'POST',
    path: '/chance-risk-management/delete',
    summary: 'Removes one entry',
    body: z.object({ id: idField }),
    answer: z.null(),
  }),
};
