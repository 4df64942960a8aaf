import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/errors';
import { IMAGE_CONTENT_TYPES, type ImageKind } from './imageCheck';
import { IMAGE_URL_PREFIX, STORED_NAME } from './store';

/*
 * Stored images are public (the member app shows banners to anyone) and immutable (a new picture is
 * a new random name). Only names the upload route gives are served, with the type their sniffed
 * extension stands for, nosniff and a sandboxing CSP, so no stored file can run as a page.
 */
export function registerImageFiles(app: FastifyInstance, uploadDir: string): void {
  app.get(`${IMAGE_URL_PREFIX}:name`, async (request, reply) => {
    const { name } = request.params as { name: string };
    const match = STORED_NAME.exec(name);
    if (!match) throw new ApiError('A0404', 'not_found');
    const path = join(uploadDir, name);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) throw new ApiError('A0404', 'not_found');
    return reply
      .header('content-type', IMAGE_CONTENT_TYPES[match[1] as ImageKind])
      .header('content-length', info.size)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-disposition', `inline; filename="${name}"`)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(createReadStream(path));
  });
}
