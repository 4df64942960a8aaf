import DOMPurify, { type UponSanitizeAttributeHookEvent } from 'dompurify';

import { RICH_TEXT_POLICY as POLICY } from '../../shared/richTextPolicy';

/*
 * The console's half of shared/richTextPolicy.ts: the same allow-list the server's sanitize-html
 * applies before storing (server/richText/sanitize.ts), applied again with DOMPurify before
 * anything is drawn, so a row stored before a fix, or by a path that forgot, still cannot run
 * script in an operator's browser (where the session token is). Where DOMPurify's defaults are
 * wider than the policy (data: images, data-/aria- attributes, any allowed attribute on any tag,
 * any style) a hook narrows them to the server's rules.
 */

// A private instance: its hooks must not change how anything else (react-admin's RichTextField)
// uses the shared default instance. Made on first use, not on import: the plugin registry (and so
// this module) is also imported outside a browser (the server's contract tests, the e2e route list).
let instance: ReturnType<typeof DOMPurify> | null = null;
function purifier(): ReturnType<typeof DOMPurify> {
  if (instance) return instance;
  const purify = DOMPurify(window);
  purify.addHook('uponSanitizeAttribute', narrowAttribute);
  purify.addHook('afterSanitizeAttributes', externalLinks);
  instance = purify;
  return purify;
}

const byTag = POLICY.attributes as Readonly<Record<string, readonly string[]>>;
const schemesByTag = POLICY.schemes as Readonly<Record<string, readonly string[]>>;
const styleRules = Object.entries(POLICY.styles) as [string, RegExp][];

const CONFIG = {
  ALLOWED_TAGS: [...POLICY.tags],
  ALLOWED_ATTR: [...new Set(Object.values(byTag).flat())],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Replaces DOMPurify's own list, so an element is dropped with its content exactly when the
  // server drops it; anything else disallowed is unwrapped, its children sanitised in turn.
  FORBID_CONTENTS: [...POLICY.dropWithContent],
  KEEP_CONTENT: true,
};

const URL_ATTRIBUTES = new Set(['href', 'src']);

/** sanitize-html's naughtyHref: whether `url` is not allowed on `tag` under the policy's schemes. */
function urlForbidden(tag: string, url: string): boolean {
  // Browsers ignore control characters and spaces inside a scheme (`java\tscript:`), and the
  // server strips HTML comments before looking, so both are removed before the scheme is read.
  const bare = Array.from(url)
    .filter((c) => c.charCodeAt(0) > 0x20)
    .join('')
    .replace(/<!--[\s\S]*?-->/g, '');
  const scheme = /^([a-zA-Z][a-zA-Z0-9.\-+]*):/.exec(bare);
  // No scheme: a relative URL, unless it is protocol-relative (`//host`, `\\host`), which leaves the app.
  if (!scheme) return /^[/\\]{2}/.test(bare);
  return !(schemesByTag[tag] ?? []).includes(scheme[1].toLowerCase());
}

/**
 * The allowed declarations of a style attribute, as sanitize-html writes them (`prop:value`,
 * joined by `;`), or '' when none is left. A declaration that cannot be read is dropped, so a
 * `;` hidden in a quoted value can only ever yield another declaration the rules accept.
 */
function allowedStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    const [, value, important] = /^\s*(.*?)\s*(!\s*important)?\s*$/i.exec(declaration.slice(colon + 1)) ?? [];
    const rule = styleRules.find(([allowed]) => allowed === name)?.[1];
    if (rule?.test(value)) kept.push(`${name}:${value}${important ? ' !important' : ''}`);
  }
  return kept.join(';');
}

/** Attributes per tag, URL schemes per tag and the one allowed style, as the server's rules. */
function narrowAttribute(node: Element, event: UponSanitizeAttributeHookEvent): void {
  const tag = node.nodeName.toLowerCase();
  const name = event.attrName;
  if (!(byTag[tag]?.includes(name) || byTag['*']?.includes(name))) {
    event.keepAttr = false;
  } else if (URL_ATTRIBUTES.has(name) && urlForbidden(tag, event.attrValue)) {
    event.keepAttr = false;
  } else if (name === 'style') {
    event.attrValue = allowedStyle(event.attrValue);
    event.keepAttr = event.attrValue !== '';
  }
}

/** The server's transform: a link that leaves the app opens a new tab without handing it the opener. */
function externalLinks(node: Element): void {
  if (node.nodeName.toLowerCase() !== 'a') return;
  if (node.getAttribute('target') === '_blank' || /^https?:/i.test(node.getAttribute('href') ?? '')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  }
}

/** Stored rich text reduced to shared/richTextPolicy.ts, as a string ready for innerHTML. */
export function sanitizeStoredHtml(html: string): string {
  return purifier().sanitize(html, CONFIG);
}
