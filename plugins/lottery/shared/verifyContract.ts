import { z } from 'zod';
import { defineContract } from '../../../shared/contract';
import { intWithDefault, optionalId, optionalText } from '../../../shared/fields';
import { PERIOD_STATUS_NAMES } from './status';
import { drawResult, resultSource, shape } from './periodContract';

/*
 * The public draw verification (/verify, signed out): the games, a game's latest drawn periods and
 * one period checked against its commitment — what verifyRoutes.ts and periodRoutes.ts serve and
 * lotteryCalls.ts's verifyActions call. Only what is public once a period is drawn.
 */

export const verifyContracts = {
  games: defineContract({
    method: 'GET',
    path: '/chance-period/verifyGames',
    summary: 'The enabled games the public verification page picks from',
    answer: z.array(z.object({ code: z.string(), name: z.string(), shape, resultSource })),
  }),
  periods: defineContract({
    method: 'GET',
    path: '/chance-period/verifyList',
    summary: 'A game’s latest drawn periods with their commitments and results',
    query: z.object({
      gameCode: z.string({ error: 'v.required' }).trim().min(1, { error: 'v.required' }).max(40),
      limit: intWithDefault(1, 100, 30),
    }),
    answer: z.array(
      z.object({ periodId: z.number(), issueNo: z.string(), drawAt: z.number(), seedHash: z.string().nullable(), result: drawResult }),
    ),
  }),
  verify: defineContract({
    method: 'GET',
    path: '/chance-period/verify',
    summary: 'Checks a period’s draw against the commitment published when it was created',
    query: z.object({ periodId: optionalId, gameCode: optionalText, issueNo: optionalText }),
    answer: z.object({
      periodId: z.number(),
      gameCode: z.string(),
      issueNo: z.string(),
      shape,
      resultSource,
      status: z.enum(PERIOD_STATUS_NAMES),
      seedHash: z.string().nullable(),
      /** Only once the period is drawn. */
      seed: z.string().nullable(),
      result: drawResult,
      /** true / false for drawn house periods; null when there is nothing to check yet. */
      verified: z.boolean().nullable(),
      reason: z.string().nullable(),
      /** Where an external result came from and when it was approved; who entered and approved it is staff business, not the public's. */
      external: z.object({ source: z.string(), approvedAt: z.number().nullable() }).nullable(),
    }),
  }),
};
