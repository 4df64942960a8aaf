import type { SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import type { Caller } from '../../../server/auth/session';
import type { Database } from '../../../server/db/database';
import type { DB } from '../../../server/db/schema';
import { containsText } from '../../../server/db/filters';
import { ApiError } from '../../../server/http/errors';
import { defineSort, pagedList } from '../../../server/http/pagedList';
import { defineRoute } from '../../../server/http/route';
import { blank, boolField, idField, intIn, intWithDefault, listFields, optionalId, optionalInt } from '../../../server/http/validate';
import { scopeFilter, scopeOf } from '../../../server/scope/scope';
import { franchiseeFor } from '../../../server/scope/franchiseeFor';
import { isStoredImage, STORED_URL } from './bannerRoutes';
import { plainTitle, richTextField } from './contentFields';
import { PUBLISH_STATES, publishState, publishStateFilter } from './publishWindow';
import { richTextPlain } from '../../../server/richText/sanitize';
import { saveAudited } from './saveAudited';

/*
 * article and activity: what members read in the app's news/help section and its promotions
 * page. Each row is one content language (en, hi, zh) with a category, a plain summary for the
 * app's list, sanitised rich text, a publish window (scheduled publish and expiry follow from the
 * clock, as for notices) and an on/off switch. An activity also states when the promotion itself
 * runs and may have a cover picture (an uploaded image). Admin manages every franchisee's items
 * and the platform-wide ones; a franchisee its own.
 * The member app reads only what is live now, in its language (GET …/published).
 */

export const POST_LANGS = ['en', 'hi', 'zh'] as const;

export interface PostKind {
  kind: 'article' | 'activity';
  prefix: string;
  menu: string[];
  categories: readonly [string, ...string[]];
}

export const POST_KINDS = {
  article: {
    kind: 'article',
    prefix: '/chance-article',
    menu: ['Information_management', 'article'],
    categories: ['news', 'guide', 'help', 'rules'],
  },
  activity: {
    kind: 'activity',
    prefix: '/chance-activity',
    menu: ['Information_management', 'activity'],
    categories: ['deposit', 'betting', 'vip', 'festival', 'newcomer', 'other'],
  },
} as const satisfies Record<string, PostKind>;

const CONTENT_MAX = 50_000;
const TIME_MAX = 8_640_000_000_000_000;
const instant = intIn(0, TIME_MAX);
const optionalInstant = optionalInt(0, TIME_MAX);
const after = (end: number | undefined, start: number | undefined) => end === undefined || start === undefined || end > start;

const bodyOf = ({ kind, categories }: PostKind) =>
  z
    .object({
      id: optionalId,
      franchiseeId: optionalId,
      category: z.enum(categories),
      title: plainTitle({ length: 'post_title_length', plain: 'post_title_plain' }),
      summary: z.preprocess(
        (v) => (v === null || v === undefined ? '' : v),
        z
          .string()
          .trim()
          .max(200, { error: 'post_summary_long' })
          .refine((v) => !/<\s*\/?\s*[a-z!?]/i.test(v), { error: 'post_summary_plain' }),
      ),
      content: richTextField({ required: 'post_content_required', long: 'post_content_long' }, CONTENT_MAX),
      lang: z.enum(POST_LANGS),
      sort: intWithDefault(0, 9_999, 0),
      pinned: z.preprocess(blank, boolField.optional()),
      startAt: instant,
      endAt: optionalInstant,
      activityStartAt: optionalInstant,
      activityEndAt: optionalInstant,
      // An activity's cover picture (the promotions page's card), an image stored by chance-upload/image.
      coverUrl: z.preprocess(
        blank,
        z.string({ error: 'post_cover_invalid' }).regex(STORED_URL, { error: 'post_cover_invalid' }).optional(),
      ),
      status: z.preprocess(blank, z.union([z.literal(0), z.literal(1)]).optional()),
    })
    .refine((b) => after(b.endAt, b.startAt), { error: 'post_window', path: ['endAt'] })
    .refine((b) => kind === 'activity' || (b.activityStartAt === undefined && b.activityEndAt === undefined), {
      error: 'post_activity_only',
      path: ['activityStartAt'],
    })
    .refine((b) => kind === 'activity' || b.coverUrl === undefined, { error: 'post_cover_activity_only', path: ['coverUrl'] })
    .refine((b) => kind !== 'activity' || b.activityStartAt !== undefined, { error: 'post_activity_start', path: ['activityStartAt'] })
    .refine((b) => after(b.activityEndAt, b.activityStartAt), { error: 'post_activity_window', path: ['activityEndAt'] });

const listBodyOf = ({ categories }: PostKind) =>
  z.object({
    ...listFields(20, ['id', 'sort', 'startAt']),
    title: z.preprocess(blank, z.string().trim().max(100).optional()),
    category: z.preprocess(blank, z.enum(categories).optional()),
    lang: z.preprocess(blank, z.enum(POST_LANGS).optional()),
    state: z.preprocess(blank, z.enum(PUBLISH_STATES).optional()),
    franchiseeId: optionalId,
    // Items whose publish window starts in [startFrom, startTo) (epoch ms; the console sends Bombay day bounds).
    startFrom: optionalInstant,
    startTo: optionalInstant,
  });

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
    lang: r.lang,
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

function kindRoutes(def: PostKind) {
  const { kind, prefix, menu } = def;
  const base = { auth: 'staff' as const, roles: ['admin' as const, 'franchisee' as const], menu };
  const rows = (db: Database) => withColumns(db.selectFrom('content_post'));
  const owned = async (db: Database, caller: Caller, id: number) =>
    db.selectFrom('content_post').selectAll().where('id', '=', id).where('kind', '=', kind).where(scoped(caller)).executeTakeFirst();

  return [
    defineRoute({
      ...base,
      method: 'POST',
      path: `${prefix}/options`,
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
      method: 'POST',
      path: `${prefix}/list`,
      body: listBodyOf(def),
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
      method: 'POST',
      path: `${prefix}/detail`,
      body: z.object({ id: idField }),
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
      method: 'POST',
      path: `${prefix}/save`,
      body: bodyOf(def),
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
      method: 'POST',
      path: `${prefix}/status`,
      body: z.object({ id: idField, status: z.union([z.literal(0), z.literal(1)]) }),
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
      method: 'POST',
      path: `${prefix}/delete`,
      body: z.object({ id: idField }),
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
      method: 'GET',
      path: `${prefix}/published`,
      auth: 'public',
      query: z.object({
        lang: z.enum(POST_LANGS),
        franchiseeId: optionalId,
        category: z.preprocess(blank, z.enum(def.categories).optional()),
      }),
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

export const articleRoutes = kindRoutes(POST_KINDS.article);
export const activityRoutes = kindRoutes(POST_KINDS.activity);
