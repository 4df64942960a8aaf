import { isIP } from 'node:net';
import { z } from 'zod';
import { normaliseIp, whitelistEntries } from '../../../../server/auth/ipWhitelist';
import type { MenuEntry } from '../../../../server/menu/catalogue';

export { code, paise, remark, shortName, staffUsername } from '../../shared/staffFields';

/**
 * An IP whitelist as typed (commas, spaces or new lines between entries): every entry must be an
 * address or a CIDR range, stored normalised as one comma list; '' allows any address. The
 * contracts describe it as ipWhitelistText (shared/staffFields.ts); routes parse with this in its place.
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
export const menuTree: z.ZodType<MenuEntry[], MenuEntry[]> = z.lazy(() =>
  z.array(z.object({ title: z.string().max(64), children: menuTree.optional() })).max(200),
);
