import { sql, type SqlBool } from 'kysely';
import { ApiError } from '../../../server/http/errors';
import { defineRoute } from '../../../server/http/route';
import { publishStateFilter, withPublishState } from './publishWindow';
import { publishableRoutes, type ContentRow, type Query } from './publishableContent';
import { isStoredImage } from './storedImage';
import { postRow, publishedActivityRow, publishedPostRow } from './tables/postRow';
import { postContractsOf, type PostKindName } from '../shared/postContract';
import { INFORMATION_MENU } from '../shared/menuTree';

/*
 * article and activity: what members read in the app's news/help section and its promotions
 * page. Each row is one content language (en, hi, zh) with a category, a plain summary for the
 * app's list, sanitised rich text, a publish window (scheduled publish and expiry follow from the
 * clock, as for notices) and an on/off switch. An activity also states when the promotion itself
 * runs and may have a cover picture (an uploaded image). Scoped, sorted and audited as all
 * publishable content (publishableContent.ts); what is an item's own is here, and what the member
 * app reads: only what is live now, in its language (GET …/published).
 */

/** Each kind's menu leaf; its paths, categories and fields are its contracts' (shared/postContract.ts). */
const POST_MENUS: Record<PostKindName, string[]> = {
  article: INFORMATION_MENU.Information_management.article.path,
  activity: INFORMATION_MENU.Information_management.activity.path,
};

type Row = ContentRow<'content_post'> & { editor_username: string | null };

function kindRoutes(kind: PostKindName) {
  const contracts = postContractsOf(kind);
  return [
    ...publishableRoutes({
      table: 'content_post',
      contracts,
      menu: POST_MENUS[kind],
      action: kind,
      ofKind: sql<SqlBool>`content_post.kind = ${kind}`,
      insertOnly: { kind },
      tracksEditor: true,
      richText: { required: 'post_content_required', long: 'post_content_long' },
      franchiseeUnknown: 'post_franchisee_unknown',
      defaultSort: { field: 'id', order: 'desc' },
      columns: (q) =>
        q.leftJoin('staff_user as editor', 'editor.id', 'content_post.updated_by').select('editor.username as editor_username'),
      filters: (q: Query<'content_post'>, body) =>
        q
          .$if(body.category !== undefined, (w) => w.where('content_post.category', '=', body.category as string))
          .$if(body.lang !== undefined, (w) => w.where('content_post.lang', '=', body.lang as string))
          .$if(body.startFrom !== undefined, (w) => w.where('content_post.start_at', '>=', body.startFrom as number))
          .$if(body.startTo !== undefined, (w) => w.where('content_post.start_at', '<', body.startTo as number)),
      records: (_db, rows: Row[], now) => rows.map((r) => withPublishState(postRow.map(r), now)),
      async values({ body, uploadDir }) {
        if (body.coverUrl !== undefined && !(await isStoredImage(uploadDir, body.coverUrl)))
          throw new ApiError('A0400', 'post_cover_missing', { url: body.coverUrl });
        return {
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
        };
      },
    }),

    defineRoute({
      contract: contracts.published,
      auth: 'public',
      // What the member app shows now: live items of its language, its franchisee's and the platform-wide ones, pinned first.
      async handler({ db, query, now }) {
        const list = await db
          .selectFrom('content_post')
          .selectAll()
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
        return list.map(kind === 'activity' ? publishedActivityRow.map : publishedPostRow.map);
      },
    }),
  ];
}

export const articleRoutes = kindRoutes('article');
export const activityRoutes = kindRoutes('activity');
