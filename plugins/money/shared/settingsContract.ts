import { z } from 'zod';
import { defineContract, pageOf } from '../../../shared/contract';
import { AMOUNT_CEILING, idField, intIn } from '../../../shared/fields';
import { changeListBody, changeRequestRow, reason } from './moneyFields';

/*
 * The money settings (money_management › audit_management › audit_Configuration): what
 * settingsRoutes.ts serves and the console's auditCalls.ts calls. Paise, multiples ×100, rates in
 * basis points. A save is a change request another administrator approves or rejects.
 */

const settings = z.object({
  secondReviewThreshold: z.number(),
  normalMultipleX100: z.number(),
  comprehensiveMultipleX100: z.number(),
  adminFeeRateBps: z.number(),
  withdrawFeeBps: z.number(),
  maxManualAmount: z.number(),
  maxBatchTotal: z.number(),
  maxOrderAmount: z.number(),
  maxQuotaChange: z.number(),
});

/** The settings a request changes (and what they were when it was made). */
const changes = settings.partial();

const value = (max: number) => intIn(0, max).optional();
const amountLimit = intIn(1, AMOUNT_CEILING).optional();

const requested = z.object({ requestId: z.number(), requestNo: z.string() });

export const settingsContracts = {
  get: defineContract({
    method: 'POST',
    path: '/chance-money-setting/get',
    summary: 'The money settings: second-review threshold, audit multiples, fee rates and amount limits',
    answer: settings,
  }),
  save: defineContract({
    method: 'POST',
    path: '/chance-money-setting/save',
    summary: 'Asks to change money settings (applied when another administrator approves)',
    body: z.object({
      secondReviewThreshold: value(AMOUNT_CEILING),
      normalMultipleX100: value(100_000),
      comprehensiveMultipleX100: value(100_000),
      adminFeeRateBps: value(10_000),
      withdrawFeeBps: value(10_000),
      maxManualAmount: amountLimit,
      maxBatchTotal: amountLimit,
      maxOrderAmount: amountLimit,
      maxQuotaChange: amountLimit,
    }),
    answer: settings.extend(requested.shape).extend({ status: z.literal('pending_approval') }),
  }),
  requests: defineContract({
    method: 'POST',
    path: '/chance-money-setting/request/list',
    summary: 'Money-setting change requests, newest first',
    body: changeListBody,
    answer: pageOf(changeRequestRow(changes, changes)),
  }),
  approve: defineContract({
    method: 'POST',
    path: '/chance-money-setting/request/approve',
    summary: 'Approves a money-setting change request and applies it',
    body: z.object({ id: idField }),
    answer: settings.extend(requested.shape).extend({ status: z.literal('applied') }),
  }),
  reject: defineContract({
    method: 'POST',
    path: '/chance-money-setting/request/reject',
    summary: 'Rejects a money-setting change request',
    body: z.object({ id: idField, reason }),
    answer: requested.extend({ status: z.literal('rejected') }),
  }),
};
