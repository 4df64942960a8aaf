import { sql, type SqlBool } from 'kysely';
import type { AnswerOf } from '../../../shared/contract';
import { ApiError } from '../../../server/http/errors';
import { publishState } from './publishWindow';
import { publishableRoutes, type ContentRow, type Query } from './publishableContent';
import { isStoredImage } from './storedImage';
import type { BannerKind } from './tables/contentBanner';
import { BANNER_LANGS, BANNER_LINK_TYPES, bannerContracts, bannerContractsAt, type BannerPrefix } from '../shared/bannerContract';

/*
 * banner and startad: the pictures the member app shows (home carousel; the full-screen ad at
 * start-up). Each row has a PC and a mobile picture per content language and a link (an app route
 * or an http(s) address, never script). Pictures must be images stored by chance-upload/image.
 * Published by its window (publishWindow.ts), scoped, sorted and audited as all publishable content
 * (publishableContent.ts); what is a picture row's own is here.
 */

type BannerLang = (typeof BANNER_LANGS)[number];
type BannerImages = Partial<Record<BannerLang, { pc: string; mobile: string }>>;
// Both views answer the same record (a concrete view's contract: the generic's return type is loose).
type BannerRecord = AnswerOf<typeof bannerContracts.banner.detail>;

interface BannerView {
  kind: BannerKind;
  prefix: BannerPrefix;
  menu: string[];
}

const BANNER_VIEWS: Record<BannerKind, BannerView> = {
  banner: { kind: 'banner', prefix: 'chance-banner', menu: ['Information_management', 'banner'] },
  startad: { kind: 'startad', prefix: 'chance-startad', menu: ['Information_management', 'startad'] },
};

function parseImages(json: string): BannerImages {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null ? (value as BannerImages) : {};
  } catch {
    return {};
  }
}

/** Only complete languages are kept, in a fixed order, so equal choices store equal text. */
function cleanImages(images: Partial<Record<BannerLang, { pc?: string; mobile?: string } | undefined>>): BannerImages {
  const out: BannerImages = {};
  for (const lang of BANNER_LANGS) {
    const entry = images[lang];
    if (entry?.pc && entry.mobile) out[lang] = { pc: entry.pc, mobile: entry.mobile };
  }
  return out;
}

/** A picture row as the screens get it (the content_banner table's one mapping). */
function bannerRecord(r: ContentRow<'content_banner'>, now: number): BannerRecord {
  return {
    id: Number(r.id),
    franchiseeId: r.franchisee_id === null ? null : Number(r.franchisee_id),
    franchiseeName: r.franchiseeName,
    title: r.title,
    images: parseImages(r.images_json),
    linkType: r.link_type as (typeof BANNER_LINK_TYPES)[number],
    link: r.link,
    sort: Number(r.sort),
    status: Number(r.status),
    startAt: Number(r.start_at),
    endAt: r.end_at === null ? null : Number(r.end_at),
    state: publishState(r, now),
    createdBy: r.createdBy,
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
  };
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
    records: (_db, rows: ContentRow<'content_banner'>[], now) => rows.map((r) => bannerRecord(r, now)),
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
