import { z } from 'zod';
import { blank } from '../http/validate';

/** Request fields shared by the money endpoints. Amounts are integer paise. */
export const paise = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
export const reason = z.string({ error: 'v.required' }).trim().min(1, { error: 'v.required' }).max(255);
export const remark = z.preprocess(blank, z.string().trim().max(255).optional());
