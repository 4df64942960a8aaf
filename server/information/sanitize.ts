import sanitizeHtml from 'sanitize-html';

/*
 * The one gate rich text passes before it is stored: an allow-list of the tags and attributes the
 * console's editor (ra-input-rich-text, on Tiptap) produces and the member app can show. Anything
 * else is dropped: scripts and styles with their content, every event handler, iframes, forms,
 * SVG/MathML, and links or images whose URL is not http(s) (mailto/tel for links), so a
 * `javascript:` or `data:` URL never reaches the database however it is spelt.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'span', 'hr'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    '*': ['style'],
  },
  // The editor's alignment buttons write text-align; no other style (no url(), no expression()).
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto', 'tel'], img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template'],
  transformTags: {
    // A link that leaves the app opens a new tab without handing it the opener.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, ...(attribs.target === '_blank' || /^https?:/i.test(attribs.href ?? '') ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {}) },
    }),
  },
};

/** Rich text reduced to the allow-list above. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The visible text of (sanitised) rich text, for "is anything written" checks and list excerpts. */
export function richTextPlain(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
}
