import { z } from 'zod';

/*
 * The request fields every piece of member-facing content shares, as its contracts describe them:
 * a plain-text title and a rich-text body. The server parses the body with its sanitiser in place
 * of `richTextInput` (server/contentFields.ts richTextField), so what a handler stores is always
 * the allow-listed HTML.
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

/**
 * Rich text of up to `max` characters as a client sends it. The server sanitises it and refuses it
 * (`errors.required`) when nothing visible, text or image, remains.
 */
export function richTextInput(errors: { required: string; long: string }, max = 50_000) {
  return z.string({ error: errors.required }).max(max, { error: errors.long });
}
