/*
 * What stored rich text may contain: the tags and attributes the console's editor
 * (ra-input-rich-text, on Tiptap) produces and the member app can show. One policy, two
 * enforcers: the server's sanitiser applies it before anything is stored
 * (server/richText/sanitize.ts, sanitize-html), and the console's <StoredHtml> applies it again
 * before anything is drawn (DOMPurify), so a row written before a fix, or by a path that forgot,
 * still cannot run script in an operator's browser. Plain data, so both tiers import it.
 */
export const RICH_TEXT_POLICY = {
  tags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'span',
    'hr',
  ],
  /** Attributes per tag; '*' for every allowed tag. */
  attributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    '*': ['style'],
  },
  /** The only style kept: the editor's alignment buttons (no url(), no expression()). */
  styles: { 'text-align': /^(left|right|center|justify)$/ },
  /** URL schemes per attribute-bearing tag; anything else (javascript:, data:, //host) is dropped. */
  schemes: { a: ['http', 'https', 'mailto', 'tel'], img: ['http', 'https'] },
  /** Elements removed together with their content (not unwrapped to text). */
  dropWithContent: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template'],
} as const;

export type RichTextTag = (typeof RICH_TEXT_POLICY.tags)[number];
