import { z } from 'zod';
import { defineContract, pageOf } from '../../../shared/contract';
import { blank, boolField, idField, intIn, listFields, optionalText } from '../../../shared/fields';
import { RISK_KINDS } from './riskKinds';

/*
 * riskControlList's calls (plugins/system/server/risk/riskListRoutes.ts). An added entry's value is
 * checked against its kind on the server (an IP by node:net's address parser, which shared code
 * cannot import): the server parses the add body with that check added (its serverBody).
 */

export const RISK_ACTIONS = ['block_login', 'block_withdraw', 'review'] as const;
/** block_login entries come from older data: new entries take the two actions the server applies. */
export const NEW_RISK_ACTIONS = ['block_withdraw', 'review'] as const;

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
  add: defineContract({
    method: 'POST',
    path: '/chance-risk-management/add',
    summary: 'Adds an entry: an IP, device, member, bank account or UPI id, and what it does to withdrawals',
    body: z.object({
      kind: z.enum(RISK_KINDS, { error: 'v.required' }),
      /** Checked against its kind: an IP address, a device id of 3–200 characters, a member's account, 6–20 digits, a UPI id. */
      value: z.string({ error: 'v.required' }).trim().min(1, { error: 'v.required' }).max(256),
      action: z.enum(NEW_RISK_ACTIONS, { error: 'v.required' }),
      reason: z.string({ error: 'v.required' }).trim().min(2, { error: 'system.v.riskReason' }).max(200),
      expiresAt: z.preprocess(blank, intIn(0, Number.MAX_SAFE_INTEGER).optional()),
    }),
    answer: z.object({ id: z.number() }),
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
