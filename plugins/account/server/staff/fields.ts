import { isIP } from 'node:net';
import { z } from 'zod';
import { normaliseIp, whitelistEntries } from '../../../../server/auth/ipWhitelist';
import type { MenuEntry } from '../../../../server/menu/catalogue';
import { paiseIn } from '../../../../server/http/validate';

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
 * An IP whitelist as typed (commas, spaces or new lines between entries): every entry must be an
 * address or a CIDR range, stored normalised as one comma list; '' allows any address.
 */
export const ipWhitelist = z.preprocess(
  (v) => (v === null || v === undefined ? '' : v),
  z
    .string()
    .max(2000, { error: 'v.ipWhitelist' })
    .transform((text) => whitelistEntries(text).map(normaliseIp))
    .refine(
      (entries) =>
        entries.every((entry) => {
          const [address, prefix, extra] = entry.split('/');
          const family = isIP(address);
          if (family === 0 || extra !== undefined) return false;
          if (prefix === undefined) return true;
          const bits = Number(prefix);
          return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
        }),
      { error: 'v.ipWhitelist' },
    )
    .transform((entries) => entries.join(',')),
);

/** A menu tree as the role editor sends it (titles and children only). */
export const menuTree: z.ZodType<MenuEntry[]> = z.lazy(() =>
  z.array(z.object({ title: z.string().max(64), children: menuTree.optional() })).max(200),
);
