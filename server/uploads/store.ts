import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { ImageKind } from './imageCheck';

/** Beside the default database (sqlite:data/chance.db); UPLOAD_DIR moves it (a shared volume behind several servers). */
export const DEFAULT_UPLOAD_DIR = 'data/uploads';

export function uploadDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.UPLOAD_DIR?.trim() || DEFAULT_UPLOAD_DIR);
}

// How stored images are named and addressed lives in shared/, where contracts check addresses too.
export { IMAGE_URL_PREFIX, STORED_NAME } from '../../shared/uploadNames';

export async function storeImage(dir: string, kind: ImageKind, bytes: Uint8Array): Promise<{ name: string; remove: () => Promise<void> }> {
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${kind}`;
  const path = join(dir, name);
  // 'wx': never overwrite, even in the astronomically unlikely case of a repeated name.
  await writeFile(path, bytes, { flag: 'wx', mode: 0o644 });
  return { name, remove: () => unlink(path).catch(() => undefined) };
}
