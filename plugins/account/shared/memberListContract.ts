import { z } from 'zod';
import { cappedPageOf, defineContract } from '../../../shared/contract';
import { blank, idField, listFields, optionalInt } from '../../../shared/fields';
import { MEMBER_COLUMN_KEYS } from './memberColumns';
import { optionalFlag, optionalTime, text } from './memberFields';

/*
 * The member lists (spec §7 "Members"): the formal list and its export, and the same list of
 * another kind or behind another menu (points, VIP standing, trial players, play-along accounts).
 * What the server's members/listQuery.ts selects; paise, times epoch ms, flags 0/1.
 */

// Sort keys are the API field names, as the console's columns send them.
export const MEMBER_SORTABLE = [
  'id',
  'username',
  'createdAt',
  'lastLoginAt',
  'balance',
  'yuebaoBalance',
  'vipLevel',
  'points',
  'totalRecharge',
  'totalWithdrawal',
  'totalBet',
  'totalWin',
  'firstChargeAt',
  'online',
] as const;

export const memberFilters = {
  username: text(100),
  nickname: text(100),
  phone: text(20),
  agentName: text(100),
  agentId: optionalInt(1, Number.MAX_SAFE_INTEGER),
  vipLevel: optionalInt(0, 100),
  customerClass: z.preprocess(blank, z.enum(['A', 'B', 'C', 'D']).optional()),
  customerTag: text(20),
  status: optionalFlag,
  online: optionalFlag,
  firstCharged: optionalFlag,
  registerStart: optionalTime,
  registerEnd: optionalTime,
  loginStart: optionalTime,
  loginEnd: optionalTime,
  registerIp: text(64),
  registerDevice: text(100),
  /** Limit to these ids (export of a selection). */
  ids: z.preprocess(blank, z.array(idField).max(10_000).optional()),
};

export const memberListBody = z.object({ ...listFields(20, MEMBER_SORTABLE), ...memberFilters });

const flag = z.union([z.literal(0), z.literal(1)]);

/** One member as every list answers it (and the detail, with more). */
export const memberRow = z.object({
  id: z.number(),
  username: z.string(),
  nickname: z.string(),
  realName: z.string(),
  phone: z.string(),
  email: z.string(),
  /** 0 unknown, 1 male, 2 female. */
  sex: z.number(),
  /** 'YYYY-MM-DD'. */
  birthDate: z.string().nullable(),
  language: z.string(),
  agentId: z.number().nullable(),
  agentName: z.string().nullable(),
  stationId: z.number(),
  franchiseeId: z.number(),
  balance: z.number(),
  frozen: z.number(),
  yuebaoBalance: z.number(),
  vipLevel: z.number(),
  points: z.number(),
  customerClass: z.string(),
  customerTag: z.string(),
  /** 1 locked. */
  status: z.number(),
  lockReason: z.string(),
  online: flag,
  firstCharged: flag,
  firstChargeAt: z.number().nullable(),
  firstChargeAmount: z.number(),
  totalRecharge: z.number(),
  totalWithdrawal: z.number(),
  totalBet: z.number(),
  totalWin: z.number(),
  createdAt: z.number(),
  registerIp: z.string(),
  registerDevice: z.string(),
  lastLoginAt: z.number().nullable(),
  lastLoginIp: z.string(),
  lastLoginDevice: z.string(),
  remarkFront: z.string(),
  remarkBack: z.string(),
  isInternal: z.number(),
  isTest: z.number(),
});

const memberListContract = <const P extends `/${string}`>(path: P, summary: string) =>
  defineContract({ method: 'POST', path, summary, body: memberListBody, answer: cappedPageOf(memberRow) });

/** A paged member list of one kind behind one menu. */
export type MemberListContract = ReturnType<typeof memberListContract>;

export const memberListContracts = {
  list: memberListContract('/chance-member/list', 'Formal members, filtered and sorted, counted up to the list cap'),
  export: defineContract({
    method: 'POST',
    path: '/chance-member/export',
    summary: 'The filtered formal members as a spreadsheet of the chosen columns',
    body: memberListBody.omit({ pageIndex: true, pageSize: true }).extend({
      fields: z.array(z.enum(MEMBER_COLUMN_KEYS)).max(MEMBER_COLUMN_KEYS.length).optional(),
    }),
    answer: z.unknown(),
    file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  }),
  points: memberListContract('/chance-member/integral/list', "Formal members with their points (the points view's list)"),
  vipInfo: memberListContract('/chance-member/vipInfo/list', "Formal members with their VIP standing (the VIP info view's list)"),
  trial: memberListContract('/chance-member/test/member/list', 'Trial (demo-money) players'),
  beltPlay: memberListContract('/chance-member/daiWanlist', 'Internal play-along accounts'),
};
