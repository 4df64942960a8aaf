import { z } from 'zod';
import { blank, listFields, optionalText } from './fields';

/*
 * Maker-checker change requests (server/approval/changeRequests.ts) as the contracts of every
 * screen that lists them describe them: the list's filter, a request's status and one listed
 * request. The server lists them with the same filter.
 */

/** Where a maker-checker request stands. */
export const requestStatus = z.enum(['pending_approval', 'applied', 'rejected']);

/** The filter of a change-request list. */
export const changeListBody = z.object({
  ...listFields(20, ['created_at', 'id']),
  status: z.preprocess(blank, requestStatus.optional()),
  requestNo: optionalText,
});

/** One change request as listChanges answers it, with its payload's and prior state's schemas. */
export const changeRequestRow = <P extends z.ZodType, B extends z.ZodType>(payload: P, before: B) =>
  z.object({
    id: z.number(),
    requestNo: z.string(),
    kind: z.string(),
    targetId: z.number().nullable(),
    payload,
    before,
    status: requestStatus,
    rejectReason: z.string(),
    maker: z.string(),
    checker: z.string().nullable(),
    createdAt: z.number(),
    reviewedAt: z.number().nullable(),
  });
