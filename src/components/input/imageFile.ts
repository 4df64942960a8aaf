import { getApiBase, joinUrl } from '../../../dataProvider';
import type { AnswerOf } from '../../../shared/contract';
import type { sessionContracts } from '../../../shared/sessionContract';

/** Spec §5/§9: images only, at most 1MB. The server checks the content again; this spares the upload. */
export const IMAGE_MAX_BYTES = 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
/** The picker's filter: SVG is left out on purpose (it can carry script). */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

export type ImageFileProblem = 'notImage' | 'tooLarge';

/** What the browser can tell before sending: the declared type and the size (an empty file is no image). */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): ImageFileProblem | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type) || file.size === 0) return 'notImage';
  if (file.size > IMAGE_MAX_BYTES) return 'tooLarge';
  return null;
}

/** What the upload endpoint answers. `url` is what a record stores. */
/** What chance-upload/image answers (shared/sessionContract.ts). */
export type UploadedImage = AnswerOf<typeof sessionContracts.uploadImage>;

export const IMAGE_UPLOAD_PATH = 'chance-upload/image';

/** A stored image's address for an <img>: stored paths are relative to the API base, full URLs stay. */
export function imageSrc(url: string | null | undefined): string {
  if (!url) return '';
  return joinUrl(getApiBase(), url);
}
