import { z } from 'zod';
import { blank, paiseIn } from '../../../shared/fields';

/*
 * Request fields of the money contracts. The same schemas as server/http/moneyFields.ts, declared
 * again here because shared code imports only shared code; they belong in shared/fields.ts (then
 * these lines go). Change requests' fields are shared/changeRequestFields.ts.
 */

/** An amount in integer paise, at least one. */
export const paise = paiseIn(1);
export const reason = z.string({ error: 'v.required' }).trim().min(1, { error: 'v.required' }).max(255);
export const remark = z.preprocess(blank, z.string().trim().max(255).optional());

export { changeListBody, changeRequestRow, requestStatus } from '../../../shared/changeRequestFields';
