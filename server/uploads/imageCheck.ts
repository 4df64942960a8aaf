import { imageSize } from 'image-size';

/** Spec §5 and §9: uploads are at most 1MB. */
export const MAX_IMAGE_BYTES = 1024 * 1024;
/** Larger pictures are no banner or icon, and decoding them would cost the member's phone dearly. */
export const MAX_IMAGE_SIDE = 8192;
/**
 * A small file may declare a huge picture (a 196-byte PNG of 10000×10000 decodes to 400 MB of
 * pixels in every browser that shows it): 16.7 megapixels, a 4096×4096 square, is the budget.
 */
export const MAX_IMAGE_PIXELS = 4096 * 4096;

export type ImageKind = 'png' | 'jpg' | 'gif' | 'webp';

export const IMAGE_CONTENT_TYPES: Record<ImageKind, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

export interface CheckedImage {
  kind: ImageKind;
  contentType: string;
  width: number;
  height: number;
  size: number;
}

export type ImageProblem = 'upload_not_image' | 'upload_too_large' | 'upload_too_many_pixels';

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The kind the file's own first bytes announce; the name and the browser's type are not trusted. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/**
 * Accepts a PNG, JPEG, GIF or WebP of at most 1MB whose header decodes to dimensions within the budget. SVG
 * (script inside an "image"), executables renamed .png and empty files all fail the magic bytes.
 */
export function checkImage(bytes: Uint8Array | null): CheckedImage | ImageProblem {
  if (bytes === null || bytes.length > MAX_IMAGE_BYTES) return 'upload_too_large';
  const kind = sniffImage(bytes);
  if (!kind) return 'upload_not_image';
  let size: ReturnType<typeof imageSize>;
  try {
    // A copy with a buffer of its own: image-size reads through the underlying ArrayBuffer, and a
    // cut-off header inside a larger (pooled) buffer would otherwise be read on from whatever
    // bytes follow it — a 20-byte PNG then "declared" a random size.
    size = imageSize(new Uint8Array(bytes));
  } catch {
    return 'upload_not_image';
  }
  const { width, height } = size;
  if (size.type !== kind || !width || !height) return 'upload_not_image';
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) return 'upload_too_many_pixels';
  return { kind, contentType: IMAGE_CONTENT_TYPES[kind], width, height, size: bytes.length };
}
