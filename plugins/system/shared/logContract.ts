import { z } from 'zod';
import { cappedPageOf, defineContract } from '../../../shared/contract';
import { idField, intIn, listFields, optionalText } from '../../../shared/fields';
import { MEMBER_ACTIONS } from '../../../shared/memberActions';

/*
 * Log_management's calls (plugins/system/server/logRoutes.ts): the four append-only logs, read
 * only. Lists count up to a cap (`totalCapped`) because these tables grow to millions of rows.
 * Times are epoch ms.
 */

const blankToAbsent = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalTime = z.preprocess(blankToAbsent, intIn(0, Number.MAX_SAFE_INTEGER).optional());
const optionalFlag = z.preprocess(blankToAbsent, intIn(0, 1).optional());
const timeWindow = { startTime: optionalTime, endTime: optionalTime };
const sortable = ['id', 'createTime'] as const;

const staffLogin = z.object({
  id: z.number(),
  username: z.string(),
  staffId: z.number().nullable(),
  ip: z.string(),
  /** The browser's user agent. */
  device: z.string(),
  /** 1 signed in, 0 refused (`reason` says why). */
  success: z.number(),
  reason: z.string(),
  createTime: z.number(),
});

const memberLogin = z.object({
  id: z.number(),
  memberId: z.number(),
  username: z.string(),
  ip: z.string(),
  device: z.string(),
  source: z.enum(['pc', 'h5', 'app']),
  geo: z.string(),
  success: z.number(),
  reason: z.string(),
  createTime: z.number(),
});

const memberAction = z.object({
  id: z.number(),
  memberId: z.number(),
  username: z.string(),
  action: z.string(),
  detail: z.string(),
  ip: z.string(),
  /** 'pc', 'h5', 'app', or '' when unknown. */
  source: z.string(),
  createTime: z.number(),
});

const operation = z.object({
  id: z.number(),
  staffId: z.number(),
  username: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  ip: z.string(),
  createTime: z.number(),
});

export const logContracts = {
  staffLogins: defineContract({
    method: 'POST',
    path: '/chance_sys_log/query/system/login/log/list',
    summary: 'Staff sign-in attempts, successful or refused (with the reason)',
    body: z.object({ ...listFields(20, [...sortable]), username: optionalText, ip: optionalText, success: optionalFlag, ...timeWindow }),
    answer: cappedPageOf(staffLogin),
  }),
  memberLogins: defineContract({
    method: 'POST',
    path: '/member/login/log/api/query/member/login/log/list',
    summary: 'Member sign-ins from the member apps (PC, H5, app)',
    body: z.object({
      ...listFields(20, [...sortable]),
      username: optionalText,
      ip: optionalText,
      source: z.preprocess(blankToAbsent, z.enum(['pc', 'h5', 'app']).optional()),
      success: optionalFlag,
      ...timeWindow,
    }),
    answer: cappedPageOf(memberLogin),
  }),
  memberActions: defineContract({
    method: 'POST',
    path: '/chance_sys_log/query/member/operator/log/list',
    // The console's first path for this list, before it was served under the spec's own.
    aliases: ['/member/operation/log/api/list'],
    summary: 'What members did in the member apps',
    body: z.object({
      ...listFields(20, [...sortable]),
      username: optionalText,
      action: z.preprocess(blankToAbsent, z.enum(MEMBER_ACTIONS).optional()),
      ip: optionalText,
      ...timeWindow,
    }),
    answer: cappedPageOf(memberAction),
  }),
  operations: defineContract({
    method: 'POST',
    path: '/chance_sys_log/list',
    summary: 'Every staff write (the operation log)',
    body: z.object({
      ...listFields(20, [...sortable]),
      username: optionalText,
      action: optionalText,
      targetType: optionalText,
      targetId: optionalText,
      ...timeWindow,
    }),
    answer: cappedPageOf(operation),
  }),
  operationDetail: defineContract({
    method: 'POST',
    path: '/chance_sys_log/detail',
    summary: 'One operation with its before and after snapshots',
    body: z.object({ id: idField }),
    answer: operation.extend({ before: z.unknown(), after: z.unknown() }),
  }),
};
