import { richTextPlain, sanitizeRichText } from '../../../server/richText/sanitize';
import { richTextInput } from '../shared/contentFields';

/*
 * The server's step of the contracts' rich-text fields (shared/contentFields.ts): the text is
 * sanitised as it is parsed, so the handler only ever sees (and stores) the allow-listed HTML. A
 * body with nothing visible left after sanitising counts as empty. Routes parse with this in place
 * of the contract's `richTextInput` (their serverBody).
 */

/** Rich text up to `max` characters, sanitised; refused when nothing visible (text or image) remains. */
export function richTextField(errors: { required: string; long: string }, max = 50_000) {
  return richTextInput(errors, max)
    .transform(sanitizeRichText)
    .refine((html) => richTextPlain(html).length > 0 || /<img\s/i.test(html), { error: errors.required });
}
