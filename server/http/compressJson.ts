import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Below this an answer goes as is: compressing a small envelope costs more than it saves. */
export const COMPRESS_THRESHOLD = 1024;

/** br or gzip, whichever the client accepts (q > 0), br first; null for neither. */
export function pickEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * Compresses JSON answers of at least COMPRESS_THRESHOLD bytes (lists, menus, reports) with br or
 * gzip as the client accepts. Only string/Buffer JSON payloads are touched: xlsx exports
 * (FileAnswer), uploaded images and the console's static files (precompressed twins, streamed)
 * pass unchanged. Brotli at quality 4: close to gzip's speed, smaller output.
 */
export function installJsonCompression(app: FastifyInstance, threshold = COMPRESS_THRESHOLD): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.getHeader('content-encoding')) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const size = Buffer.byteLength(payload);
    if (size < threshold) return payload;
    const vary = reply.getHeader('vary');
    if (!/accept-encoding/i.test(String(vary ?? ''))) reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const body =
      encoding === 'br'
        ? await brotli(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: size } })
        : await gz(payload, { level: 6 });
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}
