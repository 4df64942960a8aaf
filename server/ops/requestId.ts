import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** The header that carries a request's id, in and out. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's id may look like to be kept (UUIDs, nginx's $request_id, base64): short, no spaces or quotes. */
const WELL_FORMED = /^[A-Za-z0-9._:+=/-]{1,128}$/;

/**
 * Fastify's genReqId: the id a proxy in front already gave the request when it is well formed (so
 * its access log and ours name the same request), otherwise a new one: 16 hex digits, short enough
 * to read off a screenshot of the console's error toast.
 */
export function requestIdOf(raw: IncomingMessage): string {
  const given = raw.headers[REQUEST_ID_HEADER];
  const value = Array.isArray(given) ? given[0] : given;
  if (value !== undefined && WELL_FORMED.test(value)) return value;
  return randomBytes(8).toString('hex');
}

/**
 * Fastify's request logging without its two lines per request ("incoming request", "request
 * completed"): ops/install.ts writes one line per request instead, and none for the probes. Errors
 * Fastify logs itself (an answer that failed on its way out) are kept.
 */
export class OneLineLogController extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) super.requestCompleted(error, request, reply);
  }
}
