import { z } from 'zod';
import { defineContract, pageOf } from '../../../shared/contract';
import { blank, boolField, idField, intIn, intWithDefault, listFields, optionalId, optionalInt } from '../../../shared/fields';
import { STORED_IMAGE_URL } from '../../../shared/uploadNames';
import { plainTitle, richTextInput } from './contentFields';

/*
 * article and activity (server/articleRoutes.ts; console articles/postCalls.ts): one kind of
 * content each, under its own prefix with the same calls, and what the member app reads. Times in
 * epoch ms; content is sanitised HTML: the server parses a saved item with its sanitiser in place
 * of the content field (server/contentFields.ts), and checks that a cover's file is stored.
 */

export const POST_LANGS = ['en', 'hi', 'zh'] as const;
export const POST_STATES = ['scheduled', 'live', 'expired', 'off'] as const;
/** Each kind's categories. */
export const POST_CATEGORIES = {
  article: ['news', 'guide', 'help', 'rules'],
  activity: ['deposit', 'betting', 'vip', 'festival', 'newcomer', 'other'],
} as const;
export type PostKindName = keyof typeof POST_CATEGORIES;

const TIME_MAX = 8_640_000_000_000_000;
const instant = intIn(0, TIME_MAX);
const optionalInstant = optionalInt(0, TIME_MAX);
const after = (end: number | undefined, start: number | undefined) => end === undefined || start === undefined || end > start;

/** A new item (no id) or an edited one of the caller's; only an activity has its own time and a cover. */
const saveBodyOf = (kind: PostKindName) =>
  z
    .object({
      id: optionalId,
      franchiseeId: optionalId,
      category: z.enum(POST_CATEGORIES[kind]),
      title: plainTitle({ length: 'post_title_length', plain: 'post_title_plain' }),
      summary: z.preprocess(
        (v) => (v === null || v === undefined ? '' : v),
        z
          .string()
          .trim()
          .max(200, { error: 'post_summary_long' })
          .refine((v) => !/<\s*\/?\s*[a-z!?]/i.test(v), { error: 'post_summary_plain' }),
      ),
      content: richTextInput({ required: 'post_content_required', long: 'post_content_long' }, 50_000),
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
        z.string({ error: 'post_cover_invalid' }).regex(STORED_IMAGE_URL, { error: 'post_cover_invalid' }).optional(),
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

const listBodyOf = (kind: PostKindName) =>
  z.object({
    ...listFields(20, ['id', 'sort', 'startAt']),
    title: z.preprocess(blank, z.string().trim().max(100).optional()),
    category: z.preprocess(blank, z.enum(POST_CATEGORIES[kind]).optional()),
    lang: z.preprocess(blank, z.enum(POST_LANGS).optional()),
    state: z.preprocess(blank, z.enum(POST_STATES).optional()),
    franchiseeId: optionalId,
    // Items whose publish window starts in [startFrom, startTo) (epoch ms; the console sends Bombay day bounds).
    startFrom: optionalInstant,
    startTo: optionalInstant,
  });

const postRecord = z.object({
  id: z.number(),
  franchiseeId: z.number().nullable(),
  franchiseeName: z.string().nullable(),
  category: z.string(),
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  lang: z.enum(POST_LANGS),
  sort: z.number(),
  pinned: z.number(),
  startAt: z.number(),
  endAt: z.number().nullable(),
  activityStartAt: z.number().nullable(),
  activityEndAt: z.number().nullable(),
  /** An activity's cover picture (stored upload address), '' when none. */
  coverUrl: z.string(),
  status: z.number(),
  state: z.enum(POST_STATES),
  createdBy: z.string().nullable(),
  updatedBy: z.string().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
});

/** What the member app shows of a live item. */
const publishedItem = z.object({
  id: z.number(),
  category: z.string(),
  title: z.string(),
  /** The item's summary, or the start of its text when it has none. */
  summary: z.string(),
  content: z.string(),
  lang: z.enum(POST_LANGS),
  pinned: z.number(),
  publishedAt: z.number(),
  endAt: z.number().nullable(),
  activityStartAt: z.number().nullable(),
  activityEndAt: z.number().nullable(),
});
/** An activity also shows its cover picture (null when it has none). */
const publishedActivity = publishedItem.extend({ coverUrl: z.string().nullable() });

/** One kind's calls, under its prefix. */
export function postContractsOf<K extends PostKindName>(kind: K) {
  const prefix = `/chance-${kind}` as const;
  return {
    options: defineContract({
      method: 'POST',
      path: `${prefix}/options`,
      summary: 'The franchisees an item may belong to',
      answer: z.object({ franchisees: z.array(z.object({ id: z.number(), name: z.string() })) }),
    }),
    list: defineContract({
      method: 'POST',
      path: `${prefix}/list`,
      summary: 'Items with their window, state and who wrote them',
      body: listBodyOf(kind),
      answer: pageOf(postRecord),
    }),
    detail: defineContract({
      method: 'POST',
      path: `${prefix}/detail`,
      summary: 'One item',
      body: z.object({ id: idField }),
      answer: postRecord,
    }),
    save: defineContract({
      method: 'POST',
      path: `${prefix}/save`,
      summary: 'Adds or edits an item: its text (rich text, sanitised), language, category and window',
      body: saveBodyOf(kind),
      answer: z.object({ id: z.number() }),
    }),
    status: defineContract({
      method: 'POST',
      path: `${prefix}/status`,
      summary: 'Switches an item on (0) or off (1)',
      body: z.object({ id: idField, status: z.union([z.literal(0), z.literal(1)]) }),
      answer: z.null(),
    }),
    remove: defineContract({
      method: 'POST',
      path: `${prefix}/delete`,
      summary: 'Deletes an item',
      body: z.object({ id: idField }),
      answer: z.null(),
    }),
    published: defineContract({
      method: 'GET',
      path: `${prefix}/published`,
      summary: "What the member app shows now: live items of a language, the franchisee's and the platform-wide ones (public)",
      query: z.object({
        lang: z.enum(POST_LANGS),
        franchiseeId: optionalId,
        category: z.preprocess(blank, z.enum(POST_CATEGORIES[kind]).optional()),
      }),
      answer: z.array(
        (kind === 'activity' ? publishedActivity : publishedItem) as K extends 'activity' ? typeof publishedActivity : typeof publishedItem,
      ),
    }),
  };
}

export const postContracts = { article: postContractsOf('article'), activity: postContractsOf('activity') };
