import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { IMAGE_URL_PREFIX } from '../../../server/uploads/store';

/** The stored file behind an upload address exists (a picture the member app would fail to load is refused). */
export async function isStoredImage(uploadDir: string, url: string): Promise<boolean> {
  const info = await stat(join(uploadDir, url.slice(IMAGE_URL_PREFIX.length))).catch(() => null);
  return Boolean(info?.isFile());
}
