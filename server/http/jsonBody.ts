import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';

/**
 * Deepest object/array nesting a request body may have. Our richest body (a role's menu tree)
 * nests about eight levels; anything far deeper is an attack on recursive code further in
 * (hashing, logging, zod), so it is refused before JSON.parse builds it.
 */
export const MAX_JSON_DEPTH = 32;

/** Nesting depth of a JSON text, counted without parsing it (brackets inside strings do not count). */
export function jsonDepth(text: string, stopAbove = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > stopAbove) return deepest;
      }
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return deepest;
}

/**
 * Replaces Fastify's JSON body parser for every route: the same parser (prototype-poisoning
 * protection included) behind a nesting-depth bound, so too-deep bodies answer A0400.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
      done(new ApiError('A0400', 'json_too_deep', { max: MAX_JSON_DEPTH }), undefined);
      return;
    }
    parse(request, text, done);
  });
}
