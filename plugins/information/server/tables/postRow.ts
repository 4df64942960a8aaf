import { column, computed, defineRowMapping } from '../../../../server/db/rowMapping';
import { richTextPlain } from '../../../../server/richText/sanitize';
import { POST_LANGS } from '../../shared/postContract';
import { publishableRow } from './publishableRow';

/*
 * content_post's rows as answers (articleRoutes.ts): an article or activity as the screens get it
 * (its publish state is added from the request's clock) and as the member app reads a live one.
 * Times epoch ms, as stored.
 */

/** An item as the console's list and edit screen get it, but its publish state. */
export const postRow = publishableRow.extend({
  category: column('category').text(),
  title: column('title').text(),
  summary: column('summary').text(),
  content: column('content').text(),
  lang: column('lang').text().oneOf(POST_LANGS),
  pinned: column('pinned').int(),
  activityStartAt: column('activity_start_at').epochMs().nullable(),
  activityEndAt: column('activity_end_at').epochMs().nullable(),
  coverUrl: column('cover_url').text(),
  updatedBy: column('editor_username').text().nullable(),
});

/** A live item as the member app shows it: a summary even when the editor left it empty. */
export const publishedPostRow = defineRowMapping({
  id: column('id').int(),
  category: column('category').text(),
  title: column('title').text(),
  summary: computed((row: { summary: string; content: string }) => row.summary || richTextPlain(row.content).slice(0, 200)),
  content: column('content').text(),
  lang: column('lang').text().oneOf(POST_LANGS),
  pinned: column('pinned').int(),
  publishedAt: column('start_at').epochMs(),
  endAt: column('end_at').epochMs().nullable(),
  activityStartAt: column('activity_start_at').epochMs().nullable(),
  activityEndAt: column('activity_end_at').epochMs().nullable(),
});

/** An activity also shows its cover picture ('' stored: none, answered null). */
export const publishedActivityRow = publishedPostRow.extend({
  coverUrl: computed((row: { cover_url: string }) => row.cover_url || null),
});
