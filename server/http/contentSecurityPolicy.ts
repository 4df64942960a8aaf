import { createHash } from 'node:crypto';

/*
 * The Content-Security-Policy the built console is served with. Script runs only from the
 * console's own origin, plus the inline scripts the built index.html itself carries (the build
 * writes one: the language bundle preload), each allowed by its hash, so a script an attacker
 * manages to plant in stored text (an <img onerror>, a <script> in a mail) is refused by the
 * browser even if every sanitiser missed it. Styles stay inline-capable: MUI (emotion) writes
 * <style> elements at run time, and a style cannot run script. Images may come from http(s) hosts
 * (rich text links them), data: (the favicon) and blob: (a chart exported as a picture).
 */

/** sha256 sources for every inline <script> (one without src) of a built index.html. */
export function inlineScriptHashes(indexHtml: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of indexHtml.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export function consoleContentSecurityPolicy(indexHtml: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(indexHtml).join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: http:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
