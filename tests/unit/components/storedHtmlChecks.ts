import { RICH_TEXT_POLICY as POLICY } from '../../../shared/richTextPolicy';

/*
 * What "safe to draw" means, checked on the DOM the browser built from the drawn markup (after
 * innerHTML re-parsed it, where a mutation-XSS payload would show), independently of how
 * StoredHtml gets there. Shared by the component's tests and the five screens' tests.
 */

const TAGS = new Set<string>(POLICY.tags);
const attributesOf = (tag: string): readonly string[] => [
  ...((POLICY.attributes as Record<string, readonly string[]>)[tag] ?? []),
  ...POLICY.attributes['*'],
];
const schemesOf = (tag: string): readonly string[] => (POLICY.schemes as Record<string, readonly string[]>)[tag] ?? [];

/** Every way `root`'s content breaks the policy; [] when it is safe. */
export function policyBreaches(root: Element): string[] {
  const found: string[] = [];
  for (const el of Array.from(root.querySelectorAll('*'))) {
    const tag = el.localName;
    // The namespace check catches an <a> or <img> smuggled in under SVG/MathML.
    if (!TAGS.has(tag) || el.namespaceURI !== 'http://www.w3.org/1999/xhtml') found.push(`element <${tag}> (${el.namespaceURI})`);
    for (const { name, value } of Array.from(el.attributes)) {
      if (/^on/i.test(name)) found.push(`handler ${name} on <${tag}>`);
      else if (!attributesOf(tag).includes(name)) found.push(`attribute ${name} on <${tag}>`);
      else if (name === 'href' || name === 'src') {
        const problem = urlProblem(tag, value);
        if (problem) found.push(`${name}="${value}" on <${tag}>: ${problem}`);
      } else if (name === 'style') {
        for (const declaration of value.split(';').filter((d) => d.trim())) {
          const [prop, ...rest] = declaration.split(':');
          const rule = (POLICY.styles as Record<string, RegExp>)[prop.trim()];
          if (
            !rule?.test(
              rest
                .join(':')
                .replace(/!\s*important\s*$/i, '')
                .trim(),
            )
          )
            found.push(`style "${declaration}" on <${tag}>`);
        }
      }
    }
  }
  return found;
}

/** A URL the tag may not carry: resolved the way the browser would follow it. */
function urlProblem(tag: string, value: string): string | null {
  const base = 'http://console.test/admin/';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null; // not a URL a browser would follow
  }
  const scheme = url.protocol.slice(0, -1);
  if (!schemesOf(tag).includes(scheme)) return `scheme ${scheme}`;
  // Written without a scheme, it must stay on the console's own host (no //evil.example).
  const explicit = /^[a-z][a-z0-9+.-]*:/i.test(
    Array.from(value)
      .filter((c) => c.charCodeAt(0) > 0x20)
      .join(''),
  );
  if (!explicit && url.host !== 'console.test') return `leaves the app for ${url.host}`;
  return null;
}

/** Markup with attributes sorted and text re-escaped, so two DOMs compare as strings. */
export function canonicalHtml(source: string | Node): string {
  let node = source as Node;
  if (typeof source === 'string') {
    const holder = document.createElement('div');
    holder.innerHTML = source;
    node = holder;
  }
  return Array.from(node.childNodes).map(canonicalNode).join('');
}

function canonicalNode(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  if (node.nodeType !== Node.ELEMENT_NODE) return `<!--${node.nodeName}-->`;
  const el = node as Element;
  const attributes = Array.from(el.attributes)
    .map(({ name, value }) => ` ${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`)
    .sort()
    .join('');
  return `<${el.localName}${attributes}>${canonicalHtml(el)}</${el.localName}>`;
}
