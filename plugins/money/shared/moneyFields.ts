import { z } from 'zod';
import { blank, listFields, optionalText, paiseIn } from '../../../shared/fields';

/*
 * Request fields of the money contracts. The same schemas as server/http/moneyFields.ts and
 * changeListBody in server/approval/changeRequests.ts, declared again here because shared code
 * imports only shared code; they belong in shared/fields.ts (then these lines go).
 */

/** An amount in integer paise, at least one. */
export const paise = paiseIn(1);
export const reason = z.string({ error: 'v.required' }).trim().min(1, { error: 'v.required' }).max(255);
export const remark = z.preprocess(blank, z.string().trim().max(255).optional());

/** The filter of a change-request list (maker-checker requests). */
export const changeListBody = z.object({
  ...listFields(20, ['created_at', 'id']),
  status: z.preprocess(blank, z.enum(['pending_approval', 'applied', 'rejected']).optional()),
  requestNo: optionalText,
});

/** Where a maker-checker request stands. */
export const requestStatus = z.enum(['pending_approval', 'applied', 'rejected']);

/** One change request as server/approval/changeRequests.ts listChanges answers it, with its payload's schema. */
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
