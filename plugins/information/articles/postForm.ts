import {
  checkPublish,
  checkRange,
  checkTitle,
  hasTags,
  isBlankRichText,
  bombayLocal,
  parseBombayLocal,
  publishPayloadOf,
  publishValuesOf,
  type PublishFormValues,
} from '../publishable/publishForm';
import type { PostKind, PostLang, PostPayload, PostRecord } from './postCalls';

export interface PostFormValues extends PublishFormValues {
  category: string;
  title: string;
  summary: string;
  content: string;
  lang: PostLang;
  activityStartAt: string;
  activityEndAt: string;
  /** An activity's cover (upload address), '' for none. */
  coverUrl: string;
  pinned: boolean;
}

export function formValuesOf(kind: PostKind, r: PostRecord | null, now: number = Date.now()): PostFormValues {
  return {
    ...publishValuesOf(r, now),
    category: r?.category ?? kind.categories[0],
    title: r?.title ?? '',
    summary: r?.summary ?? '',
    content: r?.content ?? '',
    lang: r?.lang ?? 'en',
    activityStartAt: bombayLocal(r?.activityStartAt),
    activityEndAt: bombayLocal(r?.activityEndAt),
    coverUrl: r?.coverUrl ?? '',
    pinned: (r?.pinned ?? 0) === 1,
  };
}

/** Form-level checks (the server repeats each of them). */
export function validatePost(kind: PostKind, values: PostFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  checkTitle(errors, values.title, 'information.post', true);
  const summary = (values.summary ?? '').trim();
  if (summary.length > 200) errors.summary = 'information.post.summaryLong';
  else if (hasTags(summary)) errors.summary = 'information.post.summaryPlain';
  if (isBlankRichText(values.content)) errors.content = 'information.post.contentRequired';
  checkPublish(errors, values, 'information.post');
  if (kind.hasActivityTime) {
    const texts = {
      startRequired: 'information.activity.startRequired',
      timeInvalid: 'information.post.timeInvalid',
      endAfterStart: 'information.activity.endAfterStart',
    };
    checkRange(errors, texts, ['activityStartAt', values.activityStartAt], ['activityEndAt', values.activityEndAt]);
  }
  return errors;
}

export function payloadOf(kind: PostKind, values: PostFormValues, id?: number): PostPayload {
  const optional = (text: string) => parseBombayLocal(text) ?? undefined;
  return {
    ...(id === undefined ? {} : { id }),
    ...publishPayloadOf(values),
    // The form offers only the kind's categories (kind.categories, the contract's).
    category: values.category as PostPayload['category'],
    title: values.title.trim(),
    summary: (values.summary ?? '').trim(),
    content: values.content,
    lang: values.lang,
    pinned: values.pinned,
    ...(kind.hasActivityTime
      ? {
          activityStartAt: optional(values.activityStartAt),
          activityEndAt: optional(values.activityEndAt),
          coverUrl: values.coverUrl || undefined,
        }
      : {}),
  };
}
