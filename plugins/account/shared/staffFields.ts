import { z } from 'zod';
import { treeOf } from '../../../shared/contract';
import { paiseIn } from '../../../shared/fields';

/*
 * Field schemas of the staff contracts (staff*Contract.ts). The IP whitelist and menu tree are
 * described here; the server parses them with its own IP and menu code (server/staff/fields.ts,
 * menuTree.ts) in their place.
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

/**
 * An IP whitelist as typed: addresses and CIDR ranges between commas, semicolons, spaces or new
 * lines; '' (or nothing) allows any address. The server checks each entry with node:net's address
 * parser and stores the list normalised, one comma list.
 */
export const ipWhitelistText = z.preprocess(
  (v) => (v === null || v === undefined ? '' : v),
  z.string().max(2000, { error: 'v.ipWhitelist' }),
);

/**
 * A role's menu as the role editor sends it: titles and children (an entry without children stands
 * for its whole section). The server cuts it to its catalogue and refuses an empty result.
 */
export const menuTreeInput = z.array(treeOf(z.object({ title: z.string().max(64) }), 4)).max(200);
