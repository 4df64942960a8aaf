import type { AnswerOf } from '../../shared/contract';
import { sessionContracts as contracts } from '../../shared/sessionContract';
import { serverModules } from '../../plugins/server';
import { anyOfMenus, defineRoute } from '../http/route';
import { moduleUploadMenus } from '../plugin/serverModule';
import { ApiError } from '../http/errors';
import { checkImage, MAX_IMAGE_BYTES } from './imageCheck';
import { IMAGE_URL_PREFIX, storeImage } from './store';

export type UploadedImage = AnswerOf<typeof contracts.uploadImage>;

/*
 * One endpoint for every screen with a picture (banners, start-up ads, articles, payment QR codes):
 * the staff roles that manage content may upload; what a picture is for is decided by the record
 * that later names it. Each stored image is an operation-log entry, so a stray file has an author.
 */
export const imageUploadRoutes = [
  defineRoute({
    contract: contracts.uploadImage,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    // The screens with a picture field, as each module declares them (`uploadMenus`), taken from the
    // same module list the route table is built from (server/routes.ts), once, when the route is made.
    menu: anyOfMenus(...moduleUploadMenus(serverModules).map((path) => [...path])),
    upload: { maxBytes: MAX_IMAGE_BYTES },
    writes: { action: 'upload.image', targetType: 'upload' },
    async handler({ file, uploadDir, audit }): Promise<UploadedImage> {
      if (!file) throw new ApiError('A0400', 'upload_missing');
      const checked = checkImage(file.bytes);
      if (typeof checked === 'string') throw new ApiError('A0400', checked);
      const stored = await storeImage(uploadDir, checked.kind, file.bytes as Buffer);
      const image = {
        url: IMAGE_URL_PREFIX + stored.name,
        name: stored.name,
        contentType: checked.contentType,
        width: checked.width,
        height: checked.height,
        size: checked.size,
      };
      try {
        audit({ targetId: stored.name, after: { ...image, originalName: file.filename.slice(0, 200) } });
      } catch (error) {
        await stored.remove();
        throw error;
      }
      return image;
    },
  }),
];
