import { column } from '../../../../server/db/rowMapping';
import { BANNER_LINK_TYPES, bannerContracts } from '../../shared/bannerContract';
import { publishableRow } from './publishableRow';

/*
 * content_banner's rows as answers (bannerRoutes.ts): a picture row as the screens get it, its
 * publish state added from the request's clock. images_json holds the pictures per language as the
 * save stored them ({ en: { pc, mobile }, … }); it is read against the answer's own schema.
 */
const images = bannerContracts.banner.detail.answer.shape.images;

export const bannerRow = publishableRow.extend({
  title: column('title').text(),
  images: column('images_json').json(images),
  linkType: column('link_type').text().oneOf(BANNER_LINK_TYPES),
  link: column('link').text(),
});
