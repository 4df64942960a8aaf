import { z } from 'zod';
import { defineContract, pageOf } from '../../../shared/contract';
import { blank, idField, intIn, listFields, optionalId, optionalInt } from '../../../shared/fields';
import { POINTS_KINDS, POINTS_REASON_KEYS } from './pointsLedger';
import { optionalDate } from './vipFields';

/*
 * integral_management and integral_detail (server/pointsRoutes.ts; console vipCalls.ts): members'
 * points balances, the points ledger, and manual adjustments under maker-checker.
 */

/** The largest manual adjustment, in points. */
export const POINTS_CEILING = 1_000_000;

export const ADJUSTMENT_STATUSES = ['pending_approval', 'applied', 'rejected'] as const;

const text = (max: number) => z.preprocess(blank, z.string().trim().max(max).optional());
const reasonText = z.string({ error: 'v.required' }).trim().min(1, { error: 'v.required' }).max(255, { error: 'length_1_255' });

export const pointsContracts = {
  balances: defineContract({
    method: 'POST',
    path: '/chance-vip-points/list',
    summary: "Members' points balances, with their adjustments awaiting a checker",
    body: z
      .object({
        ...listFields(20, ['id', 'points']),
        memberId: optionalId,
        username: text(100),
        vipLevel: optionalInt(0, 99),
        minPoints: optionalInt(0, Number.MAX_SAFE_INTEGER),
        maxPoints: optionalInt(0, Number.MAX_SAFE_INTEGER),
      })
      .refine((b) => b.minPoints === undefined || b.maxPoints === undefined || b.minPoints <= b.maxPoints, {
        error: 'vip_points_range',
        path: ['maxPoints'],
      }),
    answer: pageOf(
      z.object({
        id: z.number(),
        username: z.string(),
        nickname: z.string(),
        franchiseeName: z.string(),
        vipLevel: z.number(),
        points: z.number(),
        /** Adjustments of this member awaiting a checker. */
        pending: z.number(),
      }),
    ),
  }),
  ledger: defineContract({
    method: 'POST',
    path: '/chance-vip-points/ledger',
    summary: 'The points ledger: every change with the balance after it; maker, checker and reason for manual ones',
    body: z
      .object({
        ...listFields(20, ['id']),
        memberId: optionalId,
        username: text(100),
        kind: z.preprocess(blank, z.enum(POINTS_KINDS).optional()),
        reason: z.preprocess(blank, z.enum(POINTS_REASON_KEYS).optional()),
        startDate: optionalDate,
        endDate: optionalDate,
      })
      .refine((b) => b.startDate === undefined || b.endDate === undefined || b.startDate <= b.endDate, {
        error: 'vip_date_range',
        path: ['endDate'],
      }),
    answer: pageOf(
      z.object({
        id: z.number(),
        memberId: z.number(),
        username: z.string(),
        kind: z.enum(POINTS_KINDS),
        amount: z.number(),
        balanceAfter: z.number(),
        ref: z.string(),
        reason: z.string().nullable(),
        operator: z.string().nullable(),
        checker: z.string().nullable(),
        createdAt: z.number(),
      }),
    ),
  }),
  requests: defineContract({
    method: 'POST',
    path: '/chance-vip-points/request/list',
    summary: 'Manual points adjustments asked for, approved or rejected',
    body: z.object({
      ...listFields(20, ['id']),
      username: text(100),
      status: z.preprocess(blank, z.enum(ADJUSTMENT_STATUSES).optional()),
    }),
    answer: pageOf(
      z.object({
        id: z.number(),
        memberId: z.number(),
        username: z.string(),
        /** The member's balance now. */
        points: z.number(),
        amount: z.number(),
        reason: z.string(),
        status: z.enum(ADJUSTMENT_STATUSES),
        maker: z.string(),
        checker: z.string().nullable(),
        rejectReason: z.string(),
        createdAt: z.number(),
        reviewedAt: z.number().nullable(),
      }),
    ),
  }),
  adjust: defineContract({
    method: 'POST',
    path: '/chance-vip-points/adjust',
    summary: "Asks to add or deduct a member's points (applied when another staff member approves)",
    body: z.object({
      memberId: idField,
      direction: z.enum(['add', 'deduct'], { error: 'vip_points_direction' }),
      points: intIn(1, POINTS_CEILING, 'vip_points_amount'),
      reason: reasonText,
    }),
    answer: z.object({
      id: z.number(),
      memberId: z.number(),
      username: z.string(),
      amount: z.number(),
      /** The member's balance when asked. */
      points: z.number(),
      status: z.literal('pending_approval'),
    }),
    moneyMoving: true,
  }),
  approve: defineContract({
    method: 'POST',
    path: '/chance-vip-points/approve',
    summary: 'Approves a points adjustment: the balance moves and the ledger records it',
    body: z.object({ id: idField }),
    answer: z.object({
      id: z.number(),
      memberId: z.number(),
      amount: z.number(),
      balanceAfter: z.number(),
      status: z.literal('applied'),
    }),
    moneyMoving: true,
  }),
  reject: defineContract({
    method: 'POST',
    path: '/chance-vip-points/reject',
    summary: 'Rejects a points adjustment with a reason',
    body: z.object({ id: idField, reason: reasonText }),
    answer: z.object({
      id: z.number(),
      memberId: z.number(),
      amount: z.number(),
      status: z.literal('rejected'),
      reason: z.string(),
    }),
  }),
};
