import type { SelectQueryBuilder } from 'kysely';
import type { Caller } from '../../../server/auth/session';
import type { Database } from '../../../server/db/database';
import type { DB } from '../../../server/db/schema';
import { containsText } from '../../../server/db/filters';
import { ApiError } from '../../../server/http/errors';
import { defineSort, pagedList } from '../../../server/http/pagedList';
import { defineRoute } from '../../../server/http/route';
import { scopeFilter, scopeOf } from '../../../server/scope/scope';
import { franchiseeFor } from '../../../server/scope/franchiseeFor';
import { isStoredImage } from './bannerRoutes';
import { richTextField } from './contentFields';
import { publishState, publishStateFilter } from './publishWindow';
import { richTextPlain } from '../../../server/richText/sanitize';
import { saveAudited } from './saveAudited';
import { type POST_LANGS, postContractsOf, type PostKindName } from '../shared/postContract';

/*
 * article and activity: what members read in the app's news/help section and its promotions
 * page. Each row is one content language (en, hi, zh) with a category, a plain summary for the
 * app's list, sanitised rich text, a publish window (scheduled publish and expiry follow from the
 * clock, as for notices) and an on/off switch. An activity also states when the promotion itself
 * runs and may have a cover picture (an uploaded image). Admin manages every franchisee's items
 * and the platform-wide ones; a franchisee its own.
 * The member app reads only what is live now, in its language (GET …/published).
 */

type PostLang = (typeof POST_LANGS)[number];

/** Each kind's menu leaf; its paths, categories and fields are its contracts' (shared/postContract.ts). */
const POST_MENUS: Record<PostKindName, string[]> = {
  article: ['Information_management', 'article'],
  activity: ['Information_management', 'activity'],
};

const scoped = (caller: Caller) => scopeFilter(scopeOf(caller), { franchisee: 'content_post.franchisee_id' });

type Row = {
  id: number;
  franchisee_id: number | null;
  franchiseeName: string | null;
  category: string;
  title: string;
  summary: string;
  content: string;
  lang: string;
  sort: number;
  pinned: number;
  start_at: number;
  end_at: number | null;
  activity_start_at: number | null;
  activity_end_at: number | null;
  cover_url: string;
  status: number;
  createdBy: string | null;
  updatedBy: string | null;
  created_at: number;
  updated_at: number;
};

/** The columns a record needs, with its franchisee's and staff names. */
const withColumns = (q: SelectQueryBuilder<DB, 'content_post', object>) =>
  q
    .leftJoin('franchisee', 'franchisee.id', 'content_post.franchisee_id')
    .leftJoin('staff_user as creator', 'creator.id', 'content_post.created_by')
    .leftJoin('staff_user as editor', 'editor.id', 'content_post.updated_by')
    .select([
      'content_post.id',
      'content_post.franchisee_id',
      'franchisee.name as franchiseeName',
      'content_post.category',
      'content_post.title',
      'content_post.summary',
      'content_post.content',
      'content_post.lang',
      'content_post.sort',
      'content_post.pinned',
      'content_post.start_at',
      'content_post.end_at',
      'content_post.activity_start_at',
      'content_post.activity_end_at',
      'content_post.cover_url',
      'content_post.status',
      'creator.username as createdBy',
      'editor.username as updatedBy',
      'content_post.created_at',
      'content_post.updated_at',
    ]);

const nullableNumber = (v: number | null) => (v === null ? null : Number(v));

function recordOf(r: Row, now: number) {
  return {
    id: Number(r.id),
    franchiseeId: nullableNumber(r.franchisee_id),
    franchiseeName: r.franchiseeName,
    category: r.category,
    title: r.title,
    summary: r.summary,
    content: r.content,
    lang: r.lang as PostLang,
    sort: Number(r.sort),
    pinned: Number(r.pinned),
    startAt: Number(r.start_at),
    endAt: nullableNumber(r.end_at),
    activityStartAt: nullableNumber(r.activity_start_at),
    activityEndAt: nullableNumber(r.activity_end_at),
    coverUrl: r.cover_url,
    status: Number(r.status),
    state: publishState(r, now),
    createdBy: r.createdBy,
    updatedBy: r.updatedBy,
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
  };
}

function kindRoutes(kind: PostKindName) {
  const menu = POST_MENUS[kind];
  const contracts = postContractsOf(kind);
  const base = { auth: 'staff' as const, roles: ['admin' as const, 'franchisee' as const], menu };
  const rows = (db: Database) => withColumns(db.selectFrom('content_post'));
  const owned = async (db: Database, caller: Caller, id: number) =>
    db.selectFrom('content_post').selectAll().where('id', '=', id).where('kind', '=', kind).where(scoped(caller)).executeTakeFirst();

  return [
    defineRoute({
      ...base,
      contract: contracts.options,
      // The franchisees an item may belong to, within the caller's scope.
      async handler({ db, caller }) {
        const franchisees = await db
          .selectFrom('franchisee')
          .select(['id', 'name'])
          .where(scopeFilter(scopeOf(caller), { franchisee: 'franchisee.id' }))
          .orderBy('id')
          .execute();
        return { franchisees: franchisees.map((f) => ({ id: Number(f.id), name: f.name })) };
      },
    }),

    defineRoute({
      ...base,
      contract: contracts.list,
      async handler({ db, caller, body, now }) {
        const filtered = db
          .selectFrom('content_post')
          .where('content_post.kind', '=', kind)
          .where(scoped(caller))
          .$if(body.title !== undefined, (q) => q.where(containsText('content_post.title', body.title as string)))
          .$if(body.category !== undefined, (q) => q.where('content_post.category', '=', body.category as string))
          .$if(body.lang !== undefined, (q) => q.where('content_post.lang', '=', body.lang as string))
          .$if(body.franchiseeId !== undefined, (q) => q.where('content_post.franchisee_id', '=', body.franchiseeId as number))
          .$if(body.startFrom !== undefined, (q) => q.where('content_post.start_at', '>=', body.startFrom as number))
          .$if(body.startTo !== undefined, (q) => q.where('content_post.start_at', '<', body.startTo as number))
          .$if(body.state !== undefined, (q) => q.where(publishStateFilter('content_post', body.state as 'live', now)));
        const page = await pagedList(db, {
          query: filtered,
          select: withColumns,
          sort: defineSort({
            columns: { id: 'content_post.id', sort: 'content_post.sort', startAt: 'content_post.start_at' },
            defaultField: 'id',
            defaultOrder: 'desc',
            tieBreak: { column: 'content_post.id', order: 'desc' },
          }),
          page: body,
        });
        return { total: page.total, list: page.list.map((r) => recordOf(r, now)) };
      },
    }),

    defineRoute({
      ...base,
      contract: contracts.detail,
      async handler({ db, caller, body, now }) {
        const row = await rows(db)
          .where('content_post.id', '=', body.id)
          .where('content_post.kind', '=', kind)
          .where(scoped(caller))
          .executeTakeFirst();
        if (!row) throw new ApiError('A0404', 'not_found');
        return recordOf(row as Row, now);
      },
    }),

    defineRoute({
      ...base,
      contract: contracts.save,
      serverBody: contracts.save.body.safeExtend({
        content: richTextField({ required: 'post_content_required', long: 'post_content_long' }, 50_000),
      }),
      writes: { action: `${kind}.save`, targetType: 'content_post' },
      async handler({ db, caller, body, now, audit, uploadDir }) {
        const before = body.id === undefined ? undefined : await owned(db, caller, body.id);
        if (body.id !== undefined && !before) throw new ApiError('A0404', 'not_found');
        // Admin: the named franchisee, or none for platform-wide. A franchisee: always its own.
        const franchiseeId = franchiseeFor(caller, body.franchiseeId) ?? null;
        if (franchiseeId !== null && !(await db.selectFrom('franchisee').select('id').where('id', '=', franchiseeId).executeTakeFirst())) {
          throw new ApiError('A0400', 'post_franchisee_unknown');
        }
        if (body.coverUrl !== undefined && !(await isStoredImage(uploadDir, body.coverUrl)))
          throw new ApiError('A0400', 'post_cover_missing', { url: body.coverUrl });
        const values = {
          franchisee_id: franchiseeId,
          category: body.category,
          title: body.title,
          summary: body.summary,
          content: body.content,
          lang: body.lang,
          sort: body.sort,
          pinned: body.pinned ? 1 : 0,
          start_at: body.startAt,
          end_at: body.endAt ?? null,
          activity_start_at: body.activityStartAt ?? null,
          activity_end_at: body.activityEndAt ?? null,
          cover_url: body.coverUrl ?? '',
          status: body.status ?? 0,
          updated_by: caller.staffId,
          updated_at: now,
        };
        return saveAudited(db, 'content_post', before, values, { staffId: caller.staffId, now, insertOnly: { kind } }, audit);
      },
    }),

    defineRoute({
      ...base,
      contract: contracts.status,
      writes: { action: `${kind}.status`, targetType: 'content_post' },
      async handler({ db, caller, body, now, audit }) {
        const row = await owned(db, caller, body.id);
        if (!row) throw new ApiError('A0404', 'not_found');
        await db
          .updateTable('content_post')
          .set({ status: body.status, updated_by: caller.staffId, updated_at: now })
          .where('id', '=', body.id)
          .execute();
        audit({ targetId: body.id, before: { status: Number(row.status) }, after: { status: body.status } });
        return null;
      },
    }),

    defineRoute({
      ...base,
      contract: contracts.remove,
      writes: { action: `${kind}.delete`, targetType: 'content_post' },
      async handler({ db, caller, body, audit }) {
        const row = await owned(db, caller, body.id);
        if (!row) throw new ApiError('A0404', 'not_found');
        await db.deleteFrom('content_post').where('id', '=', body.id).execute();
        audit({ targetId: body.id, before: row });
        return null;
      },
    }),

    defineRoute({
      contract: contracts.published,
      auth: 'public',
      // What the member app shows now: live items of its language, its franchisee's and the platform-wide ones, pinned first.
      async handler({ db, query, now }) {
        const list = await rows(db)
          .where('content_post.kind', '=', kind)
          .where('content_post.lang', '=', query.lang)
          .where(publishStateFilter('content_post', 'live', now))
          .where((eb) =>
            query.franchiseeId === undefined
              ? eb('content_post.franchisee_id', 'is', null)
              : eb.or([eb('content_post.franchisee_id', 'is', null), eb('content_post.franchisee_id', '=', query.franchiseeId)]),
          )
          .$if(query.category !== undefined, (q) => q.where('content_post.category', '=', query.category as string))
          .orderBy('content_post.pinned', 'desc')
          .orderBy('content_post.sort', 'asc')
          .orderBy('content_post.start_at', 'desc')
          .orderBy('content_post.id', 'desc')
          .limit(100)
          .execute();
        return list.map((r) => {
          const rec = recordOf(r, now);
          return {
            id: rec.id,
            category: rec.category,
            title: rec.title,
            summary: rec.summary || richTextPlain(rec.content).slice(0, 200),
            content: rec.content,
            lang: rec.lang,
            pinned: rec.pinned,
            publishedAt: rec.startAt,
            endAt: rec.endAt,
            activityStartAt: rec.activityStartAt,
            activityEndAt: rec.activityEndAt,
            ...(kind === 'activity' ? { coverUrl: rec.coverUrl || null } : {}),
          };
        });
      },
    }),
  ];
}

export const articleRoutes = kindRoutes('article');
export const activityRoutes = kindRoutes('activity');
