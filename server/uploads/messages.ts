import type { Catalogue } from '../http/catalogue';

/** Image uploads. The zh texts of the two refusals are the spec's (§5), verbatim. */
export const uploadMessages = {
  upload_not_image: { en: 'Only images can be uploaded (PNG, JPEG, GIF or WebP)', zh: '只能上传图片' },
  upload_too_large: { en: 'The image must not be larger than 1MB!', zh: '传图片大小不能超过 1MB!' },
  upload_too_many_pixels: {
    en: 'Image upload failed: the picture may be at most 4096×4096 pixels (8192 on a side)',
    zh: '图片上传失败：图片尺寸不能超过 4096×4096 像素（单边不超过 8192）',
  },
  upload_missing: { en: 'Choose an image to upload', zh: '请选择要上传的图片' },
} satisfies Catalogue;
