import type { FastifyCorsOptions } from '@fastify/cors';
import type { FastifyRequest } from 'fastify';

/*
 * Cross-origin calls: only the console's own origin (this server's scheme and host, when it
 * serves the console or sits behind one host name) and the origins configured in CORS_ORIGIN.
 * Any other origin gets no Access-Control-Allow-Origin, so a page elsewhere cannot read answers.
 * (Before, every origin was reflected.)
 */

const BASE = {
  methods: ['GET', 'POST'],
  allowedHeaders: ['content-type', 'token', 'language', 'idempotency-key'],
  // The console shows a failed call's request id in its error toast (server/ops/requestId.ts).
  exposedHeaders: ['x-request-id'],
  maxAge: 600,
};

/** Origins as configured: trimmed, without a trailing slash, empty entries dropped. */
export function parseOrigins(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

export function corsDelegate(configured: readonly string[]) {
  const allowed = new Set(configured);
  return (request: FastifyRequest): Promise<FastifyCorsOptions> => {
    const origin = request.headers.origin;
    const own = `${request.protocol}://${request.host}`;
    return Promise.resolve({ ...BASE, origin: origin !== undefined && (origin === own || allowed.has(origin)) ? origin : false });
  };
}
