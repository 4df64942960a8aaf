import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sql, type Expression, type SqlBool } from 'kysely';
import { containsText } from '../../../server/db/filters';
import type { BannerKind } from '../../../server/db/tables/contentBanner';
import { ApiError } from '../../../server/http/errors';
import { defineSort, pagedList } from '../../../server/http/pagedList';
import { defineRoute } from '../../../server/http/route';
import { scopeFilter, scopeOf } from '../../../server/scope/scope';
import { IMAGE_URL_PREFIX } from '../../../server/uploads/store';
import { franchiseeFor } from '../../../server/scope/franchiseeFor';
import { saveAudited } from './saveAudited';
import { BANNER_LANGS, BANNER_LINK_TYPES, BANNER_STATES, bannerContractsAt, type BannerPrefix } from '../shared/bannerContract';

/*
 * banner and startad: the pictures the member app shows (home carousel; the full-screen ad at
 * start-up). Each row has a PC and a mobile picture per content language, a link (an app route or
 * an http(s) address, never script), a sort, the operator's switch (0 on, 1 off) and a time window;
 * scheduled, live and expired follow from the window and the clock, so publishing and expiry need
 * no job. Pictures must be images stored by chance-upload/image. Admin manages every franchisee's
 * rows and the platform-wide ones; a franchisee only its own.
 */

export { BANNER_LANGS, BANNER_LINK_TYPES, BANNER_STATES };
export type BannerState = (typeof BANNER_STATES)[number];
export type BannerLang = (typeof BANNER_LANGS)[number];
export type BannerImages = Partial<Record<BannerLang, { pc: string; mobile: string }>>;

export interface BannerView {
  kind: BannerKind;
  prefix: BannerPrefix;
  menu: string[];
}

export const BANNER_VIEWS: Record<BannerKind, BannerView> = {
  banner: { kind: 'banner', prefix: 'chance-banner', menu: ['Information_management', 'banner'] },
  startad: { kind: 'startad', prefix: 'chance-startad', menu: ['Information_management', 'startad'] },
};

/** The stored file behind an upload address exists (a picture the member app would fail to load is refused). */
export async function isStoredImage(uploadDir: string, url: string): Promise<boolean> {
  const info = await stat(join(uploadDir, url.slice(IMAGE_URL_PREFIX.length))).catch(() => null);
  return Boolean(info?.isFile());
}

/** What the clock and the switch make of a row. */
export function bannerState(row: { status: number; start_at: number; end_at: number | null }, now: number): BannerState {
  if (Number(row.status) !== 0) return 'off';
  if (Number(row.start_at) > now) return 'scheduled';
  if (row.end_at !== null && Number(row.end_at) <= now) return 'expired';
  return 'live';
}

function stateFilter(state: BannerState, now: number): Expression<SqlBool> {
  switch (state) {
    case 'off':
      return sql<SqlBool>`content_banner.status <> 0`;
    case 'scheduled':
      return sql<SqlBool>`content_banner.status = 0 and content_banner.start_at > ${now}`;
    case 'expired':
      return sql<SqlBool>`content_banner.status = 0 and content_banner.start_at <= ${now} and content_banner.end_at is not null and content_banner.end_at <= ${now}`;
    case 'live':
      return sql<SqlBool>`content_banner.status = 0 and content_banner.start_at <= ${now} and (content_banner.end_at is null or content_banner.end_at > ${now})`;
  }
}

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

/** The list's and the detail's columns (with the franchisee's name and the author). */
const BANNER_COLUMNS = [
  'content_banner.id',
  'content_banner.franchisee_id',
  'franchisee.name as franchiseeName',
  'content_banner.title',
  'content_banner.images_json',
  'content_banner.link_type',
  'content_banner.link',
  'content_banner.sort',
  'content_banner.status',
  'content_banner.start_at',
  'content_banner.end_at',
  'staff_user.username as createdBy',
  'content_banner.created_at',
  'content_banner.updated_at',
] as const;

interface BannerRow {
  id: number | bigint;
  franchisee_id: number | bigint | null;
  franchiseeName: string | null;
  title: string;
  images_json: string;
  link_type: string;
  link: string;
  sort: number;
  status: number;
  start_at: number;
  end_at: number | null;
  createdBy: string | null;
  created_at: number;
  updated_at: number;
}

/** A row as the screens get it. */
function recordOf(r: BannerRow, now: number) {
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
    state: bannerState(r, now),
    createdBy: r.createdBy,
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
  };
}

const scoped = (caller: Parameters<typeof scopeOf>[0]) => scopeFilter(scopeOf(caller), { franchisee: 'content_banner.franchisee_id' });

function viewRoutes({ kind, prefix, menu }: BannerView) {
  const contracts = bannerContractsAt(prefix);
  const action = kind === 'banner' ? 'banner' : 'startad';
  return [
    defineRoute({
      contract: contracts.options,
      auth: 'staff',
      roles: ['admin', 'franchisee'],
      menu,
      async handler({ db, caller }) {
        const rows = await db
          .selectFrom('franchisee')
          .select(['id', 'name'])
          .where(scopeFilter(scopeOf(caller), { franchisee: 'franchisee.id' }))
          .orderBy('id')
          .execute();
        return { franchisees: rows.map((f) => ({ id: Number(f.id), name: f.name })) };
      },
    }),

    defineRoute({
      contract: contracts.list,
      auth: 'staff',
      roles: ['admin', 'franchisee'],
      menu,
      async handler({ db, caller, body, now }) {
        const filtered = db
          .selectFrom('content_banner')
          .where('content_banner.kind', '=', kind)
          .where(scoped(caller))
          .$if(body.title !== undefined, (q) => q.where(containsText('content_banner.title', body.title as string)))
          .$if(body.linkType !== undefined, (q) => q.where('content_banner.link_type', '=', body.linkType as 'none'))
          .$if(body.franchiseeId !== undefined, (q) => q.where('content_banner.franchisee_id', '=', body.franchiseeId as number))
          .$if(body.state !== undefined, (q) => q.where(stateFilter(body.state as BannerState, now)));
        const page = await pagedList(db, {
          query: filtered,
          select: (q) =>
            q
              .leftJoin('franchisee', 'franchisee.id', 'content_banner.franchisee_id')
              .leftJoin('staff_user', 'staff_user.id', 'content_banner.created_by')
              .select(BANNER_COLUMNS),
          sort: defineSort({
            columns: { id: 'content_banner.id', sort: 'content_banner.sort', startAt: 'content_banner.start_at' },
            defaultField: 'sort',
            defaultOrder: 'asc',
            tieBreak: { column: 'content_banner.id', order: 'desc' },
          }),
          page: body,
        });
        return {
          total: page.total,
          list: page.list.map((r) => recordOf(r, now)),
        };
      },
    }),

    // bannerEdit / startadEdit open one row by its id (in the caller's scope).
    defineRoute({
      contract: contracts.detail,
      auth: 'staff',
      roles: ['admin', 'franchisee'],
      menu,
      async handler({ db, caller, body, now }) {
        const row = await db
          .selectFrom('content_banner')
          .leftJoin('franchisee', 'franchisee.id', 'content_banner.franchisee_id')
          .leftJoin('staff_user', 'staff_user.id', 'content_banner.created_by')
          .select(BANNER_COLUMNS)
          .where('content_banner.id', '=', body.id)
          .where('content_banner.kind', '=', kind)
          .where(scoped(caller))
          .executeTakeFirst();
        if (!row) throw new ApiError('A0404', 'not_found');
        return recordOf(row, now);
      },
    }),

    defineRoute({
      contract: contracts.save,
      auth: 'staff',
      roles: ['admin', 'franchisee'],
      menu,
      writes: { action: `${action}.save`, targetType: 'content_banner' },
      async handler({ db, caller, body, now, uploadDir, audit }) {
        const before =
          body.id === undefined
            ? undefined
            : await db
                .selectFrom('content_banner')
                .selectAll()
                .where('id', '=', body.id)
                .where('kind', '=', kind)
                .where(scoped(caller))
                .executeTakeFirst();
        if (body.id !== undefined && !before) throw new ApiError('A0404', 'not_found');
        const franchiseeId = franchiseeFor(caller, body.franchiseeId) ?? null;
        if (franchiseeId !== null && !(await db.selectFrom('franchisee').select('id').where('id', '=', franchiseeId).executeTakeFirst())) {
          throw new ApiError('A0400', 'banner_franchisee_unknown');
        }
        const images = cleanImages(body.images);
        // A picture the member app would fail to load is refused now, not found broken later.
        for (const url of Object.values(images).flatMap((p) => [p.pc, p.mobile])) {
          if (!(await isStoredImage(uploadDir, url))) throw new ApiError('A0400', 'banner_image_missing', { url });
        }
        const values = {
          kind,
          franchisee_id: franchiseeId,
          title: body.title,
          images_json: JSON.stringify(images),
          link_type: body.linkType,
          link: body.linkType === 'none' ? '' : (body.link as string),
          sort: body.sort,
          status: body.status ?? 0,
          start_at: body.startAt,
          end_at: body.endAt ?? null,
          updated_at: now,
        };
        return saveAudited(db, 'content_banner', before, values, { staffId: caller.staffId, now }, audit);
      },
    }),

    defineRoute({
      contract: contracts.status,
      auth: 'staff',
      roles: ['admin', 'franchisee'],
      menu,
      writes: { action: `${action}.status`, targetType: 'content_banner' },
      async handler({ db, caller, body, now, audit }) {
        const row = await db
          .selectFrom('content_banner')
          .select(['id', 'status'])
          .where('id', '=', body.id)
          .where('kind', '=', kind)
          .where(scoped(caller))
          .executeTakeFirst();
        if (!row) throw new ApiError('A0404', 'not_found');
        await db.updateTable('content_banner').set({ status: body.status, updated_at: now }).where('id', '=', body.id).execute();
        audit({ targetId: body.id, before: { status: Number(row.status) }, after: { status: body.status } });
        return null;
      },
    }),

    defineRoute({
      contract: contracts.remove,
      auth: 'staff',
      roles: ['admin', 'franchisee'],
      menu,
      writes: { action: `${action}.delete`, targetType: 'content_banner' },
      async handler({ db, caller, body, audit }) {
        const row = await db
          .selectFrom('content_banner')
          .selectAll()
          .where('id', '=', body.id)
          .where('kind', '=', kind)
          .where(scoped(caller))
          .executeTakeFirst();
        if (!row) throw new ApiError('A0404', 'not_found');
        await db.deleteFrom('content_banner').where('id', '=', body.id).execute();
        audit({ targetId: body.id, before: row });
        return null;
      },
    }),
  ];
}

export const bannerRoutes = Object.values(BANNER_VIEWS).flatMap(viewRoutes);
