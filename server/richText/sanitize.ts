import sanitizeHtml from 'sanitize-html';

import { RICH_TEXT_POLICY as POLICY } from '../../shared/richTextPolicy';

/*
 * The one gate rich text passes before it is stored: shared/richTextPolicy.ts (the console draws
 * stored HTML through the same policy). Anything else is dropped: scripts and styles with their
 * content, every event handler, iframes, forms, SVG/MathML, and links or images whose URL is not
 * allowed for their tag, so a `javascript:` or `data:` URL never reaches the database however it
 * is spelt.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...POLICY.tags],
  allowedAttributes: Object.fromEntries(Object.entries(POLICY.attributes).map(([tag, names]) => [tag, [...names]])),
  allowedStyles: { '*': Object.fromEntries(Object.entries(POLICY.styles).map(([name, pattern]) => [name, [pattern]])) },
  allowedSchemes: [],
  allowedSchemesByTag: Object.fromEntries(Object.entries(POLICY.schemes).map(([tag, schemes]) => [tag, [...schemes]])),
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...POLICY.dropWithContent],
  transformTags: {
    // A link that leaves the app opens a new tab without handing it the opener.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        ...(attribs.target === '_blank' || /^https?:/i.test(attribs.href ?? '')
          ? { target: '_blank', rel: 'noopener noreferrer nofollow' }
          : {}),
      },
    }),
  },
};

/** Rich text reduced to the allow-list above. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The visible text of (sanitised) rich text, for "is anything written" checks and list excerpts. */
export function richTextPlain(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
