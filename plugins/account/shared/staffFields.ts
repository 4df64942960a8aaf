import { z } from 'zod';
import { paiseIn } from '../../../shared/fields';

/*
 * Field schemas of the staff contracts (staff*Contract.ts). The IP whitelist and menu-tree fields
 * stay in server/staff/fields.ts: they normalise with the server's IP and menu code.
 */

/** Staff usernames: 3 to 16 characters after trimming (spec §5). */
export const staffUsername = z.string({ error: 'v.required' }).trim().min(3, { error: 'v.username' }).max(16, { error: 'v.username' });

/** Names of roles, franchisees and stations: 1 to 20 characters (spec §5 "length 1 to 20"). */
export const shortName = z.string({ error: 'v.required' }).trim().min(1, { error: 'v.len1_20' }).max(20, { error: 'v.len1_20' });

/** Codes of franchisees and stations: letters, digits, '-' and '_', 1 to 20. */
export const code = shortName.regex(/^[A-Za-z0-9_-]+$/, { error: 'v.len1_20' });

/** Free remarks: up to 255 characters. */
export const remark = z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().trim().max(255, { error: 'v.len1_255' }));

/** Positive integer paise, bounded far below 2^53 so sums stay exact. */
export const paise = paiseIn(1, 'v.paise');
