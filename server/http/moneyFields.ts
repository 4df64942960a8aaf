import { z } from 'zod';
import { blank, paiseIn } from './validate';

/** Request fields shared by the money endpoints. Amounts are integer paise. */
export const paise = paiseIn(1);
export const reason = z.string({ error: 'v.required' }).trim().min(1, { error: 'v.required' }).max(255);
export const remark = z.preprocess(blank, z.string().trim().max(255).optional());
