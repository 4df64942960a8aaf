import { sql, type SqlBool } from 'kysely';
import { ApiError } from '../../../server/http/errors';
import { withPublishState } from './publishWindow';
import { publishableRoutes, type ContentRow, type Query } from './publishableContent';
import { isStoredImage } from './storedImage';
import { bannerRow } from './tables/bannerRow';
import type { BannerKind } from './tables/contentBanner';
import { BANNER_LANGS, bannerContractsAt, type BannerPrefix } from '../shared/bannerContract';
import { INFORMATION_MENU } from '../shared/menuTree';

/*
 * banner and startad: the pictures the member app shows (home carousel; the full-screen ad at
 * start-up). Each row has a PC and a mobile picture per content language and a link (an app route
 * or an http(s) address, never script). Pictures must be images stored by chance-upload/image.
 * Published by its window (publishWindow.ts), scoped, sorted and audited as all publishable content
 * (publishableContent.ts); what is a picture row's own is here.
 */

type BannerLang = (typeof BANNER_LANGS)[number];
type BannerImages = Partial<Record<BannerLang, { pc: string; mobile: string }>>;

interface BannerView {
  kind: BannerKind;
  prefix: BannerPrefix;
  menu: string[];
}

const BANNER_VIEWS: Record<BannerKind, BannerView> = {
  banner: { kind: 'banner', prefix: 'chance-banner', menu: INFORMATION_MENU.Information_management.banner.path },
  startad: { kind: 'startad', prefix: 'chance-startad', menu: INFORMATION_MENU.Information_management.startad.path },
};

/** Only complete languages are kept, in a fixed order, so equal choices store equal text. */
function cleanImages(images: Partial<Record<BannerLang, { pc?: string; mobile?: string } | undefined>>): BannerImages {
  const out: BannerImages = {};
  for (const lang of BANNER_LANGS) {
    const entry = images[lang];
    if (entry?.pc && entry.mobile) out[lang] = { pc: entry.pc, mobile: entry.mobile };
  }
  return out;
}

const viewRoutes = ({ kind, prefix, menu }: BannerView) =>
  publishableRoutes({
    table: 'content_banner',
    contracts: bannerContractsAt(prefix),
    menu,
    action: kind,
    ofKind: sql<SqlBool>`content_banner.kind = ${kind}`,
    insertOnly: { kind },
    franchiseeUnknown: 'banner_franchisee_unknown',
    defaultSort: { field: 'sort', order: 'asc' },
    filters: (q: Query<'content_banner'>, body) =>
      q.$if(body.linkType !== undefined, (w) => w.where('content_banner.link_type', '=', body.linkType as 'none')),
    records: (_db, rows: ContentRow<'content_banner'>[], now) => rows.map((r) => withPublishState(bannerRow.map(r), now)),
    async values({ body, uploadDir }) {
      const images = cleanImages(body.images);
      // A picture the member app would fail to load is refused now, not found broken later.
      for (const url of Object.values(images).flatMap((p) => [p.pc, p.mobile])) {
        if (!(await isStoredImage(uploadDir, url))) throw new ApiError('A0400', 'banner_image_missing', { url });
      }
      return {
        title: body.title,
        images_json: JSON.stringify(images),
        link_type: body.linkType,
        link: body.linkType === 'none' ? '' : (body.link as string),
        sort: body.sort,
        start_at: body.startAt,
        end_at: body.endAt ?? null,
      };
    },
  });

export const bannerRoutes = Object.values(BANNER_VIEWS).flatMap(viewRoutes);
