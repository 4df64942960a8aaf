import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, BadRequest, ERROR_STATUS, type ErrorCode } from './errors';
import { langFromHeader, t, type Lang, type MessageKey } from './messages';

/** Every answer is `{ code, msg, data }`: code 200 (number) on success, an error code string otherwise. */
export interface Envelope {
  code: 200 | ErrorCode;
  msg: string;
  data: unknown;
}

export function ok(data: unknown, lang: Lang): Envelope {
  return { code: 200, msg: t(lang, 'success'), data: data ?? null };
}

/** Bad input names its fields in `data.fields` ({ amount: "must be at most ₹1,00,000" }) for forms. */
function sendError(reply: FastifyReply, code: ErrorCode, msg: string, fields?: Record<string, string>): FastifyReply {
  const data = fields && Object.keys(fields).length > 0 ? { fields } : null;
  return reply
    .code(ERROR_STATUS[code])
    .type('application/json; charset=utf-8')
    .send({ code, msg, data } satisfies Envelope);
}

// Fastify's own client errors (body parsing, content type, size) answer A0400, never 500.
const FASTIFY_CLIENT_ERRORS: Record<string, MessageKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body_too_large',
};

export interface NotFoundOptions {
  /** Answers GETs that are not API calls (the console's client-side routes); falls back to A0404 when absent. */
  fallback?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply> | undefined;
}

export function installErrorHandlers(app: FastifyInstance, options: NotFoundOptions = {}): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = langFromHeader(request.headers.language);
    if (error instanceof BadRequest) return sendError(reply, 'A0400', error.text, error.fields);
    if (error instanceof ApiError) {
      const msg = t(lang, error.key, error.params);
      // A handler's own check that names its field (amount over the limit…) points at it too.
      const field = error.code === 'A0400' && typeof error.params.field === 'string' ? error.params.field : undefined;
      return sendError(reply, error.code, msg, field ? { [field]: msg } : undefined);
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return sendError(reply, 'A0400', t(lang, known));
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(reply, 'A0400', t(lang, 'bad_request'));
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendError(reply, 'B0001', t(lang, 'unexpected'));
  });

  app.setNotFoundHandler(async (request, reply) => {
    const answered = options.fallback?.(request, reply);
    if (answered) return answered;
    const lang = langFromHeader(request.headers.language);
    return sendError(reply, 'A0404', t(lang, 'route_not_found', { method: request.method, path: request.url.split('?')[0] }));
  });
}
