import { z } from 'zod';
import { defineContract, pageOf } from '../../../shared/contract';
import { idField, listFields } from '../../../shared/fields';

/*
 * Bet records (note_management → note_list): cancelling bets whose period has no result yet, and
 * the cancellation log — what betRoutes.ts serves and lotteryCalls.ts's betActions call. Paise.
 */

const cancelRecord = z.object({
  id: z.number(),
  betId: z.number(),
  betNo: z.string(),
  memberId: z.number().nullable(),
  periodId: z.number().nullable(),
  stake: z.number(),
  reason: z.string(),
  /** Who cancelled it, and from where. */
  staff: z.string(),
  ip: z.string(),
  createdAt: z.number(),
});

export const betContracts = {
  cancel: defineContract({
    method: 'POST',
    path: '/chance-bet/cancel',
    summary: 'Cancels bets whose period has no result yet and refunds their stakes, with a reason',
    body: z.object({
      ids: z.array(idField).min(1, { error: 'v.required' }).max(200),
      reason: z.string({ error: 'v.required' }).trim().min(1, { error: 'v.required' }).max(500),
    }),
    answer: z.object({ cancelled: z.number(), amount: z.number() }),
    moneyMoving: true,
  }),
  cancelLog: defineContract({
    method: 'POST',
    path: '/chance-bet/cancelLog',
    summary: 'The bet cancellation log, newest first',
    body: z.object({ ...listFields(20, ['createdAt']) }),
    answer: pageOf(cancelRecord),
  }),
};
