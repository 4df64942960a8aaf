import { z } from 'zod';
import { richTextPlain, sanitizeRichText } from '../../../server/richText/sanitize';

/*
 * The request fields every piece of member-facing content shares: a plain-text title and a
 * rich-text body that is sanitised as it is parsed, so the handler only ever sees (and stores)
 * the allow-listed HTML. A body with nothing visible left after sanitising counts as empty.
 */

/** A title of 1 to `max` characters with no HTML tags (message keys for a bad length and for markup). */
export function plainTitle(errors: { length: string; plain: string }, max = 100) {
  return z
    .string({ error: errors.length })
    .trim()
    .min(1, { error: errors.length })
    .max(max, { error: errors.length })
    .refine((v) => !/<\s*\/?\s*[a-z!?]/i.test(v), { error: errors.plain });
}

/** Rich text up to `max` characters, sanitised; refused when nothing visible (text or image) remains. */
export function richTextField(errors: { required: string; long: string }, max = 50_000) {
  return z
    .string({ error: errors.required })
    .max(max, { error: errors.long })
    .transform(sanitizeRichText)
    .refine((html) => richTextPlain(html).length > 0 || /<img\s/i.test(html), { error: errors.required });
}
