import { bombayLocal, parseBombayLocal, visibleText } from '../notices/noticeForm';
import type { PostKind, PostLang, PostPayload, PostRecord } from './postCalls';

export interface PostFormValues {
  franchiseeId?: number | null;
  category: string;
  title: string;
  summary: string;
  content: string;
  lang: PostLang;
  sort: string;
  startAt: string;
  endAt: string;
  activityStartAt: string;
  activityEndAt: string;
  /** An activity's cover (upload address), '' for none. */
  coverUrl: string;
  pinned: boolean;
  enabled: boolean;
}

const hasTags = (text: string) => /<\s*\/?\s*[a-z!?]/i.test(text);

export function formValuesOf(kind: PostKind, r: PostRecord | null, now: number = Date.now()): PostFormValues {
  return {
    franchiseeId: r?.franchiseeId ?? null,
    category: r?.category ?? kind.categories[0],
    title: r?.title ?? '',
    summary: r?.summary ?? '',
    content: r?.content ?? '',
    lang: r?.lang ?? 'en',
    sort: String(r?.sort ?? 0),
    // A new item is published now (to the minute) unless the operator schedules it.
    startAt: bombayLocal(r?.startAt ?? Math.floor(now / 60_000) * 60_000),
    endAt: bombayLocal(r?.endAt),
    activityStartAt: bombayLocal(r?.activityStartAt),
    activityEndAt: bombayLocal(r?.activityEndAt),
    coverUrl: r?.coverUrl ?? '',
    pinned: (r?.pinned ?? 0) === 1,
    enabled: (r?.status ?? 0) === 0,
  };
}

/** A from–to pair of Bombay wall-clock inputs: each valid, the end after the start. */
function checkRange(errors: Record<string, string>, ns: string, from: [string, string], to: [string, string], fromRequired: boolean) {
  const [fromKey, fromText] = from;
  const [toKey, toText] = to;
  const start = parseBombayLocal(fromText);
  if (!fromText) {
    if (fromRequired) errors[fromKey] = `${ns}.startRequired`;
  } else if (start === null) errors[fromKey] = 'information.post.timeInvalid';
  if (toText) {
    const end = parseBombayLocal(toText);
    if (end === null) errors[toKey] = 'information.post.timeInvalid';
    else if (start !== null && end <= start) errors[toKey] = `${ns}.endAfterStart`;
  }
}

/** Form-level checks (the server repeats each of them). */
export function validatePost(kind: PostKind, values: PostFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const title = (values.title ?? '').trim();
  if (title.length < 1 || title.length > 100) errors.title = 'information.post.titleLength';
  else if (hasTags(title)) errors.title = 'information.post.titlePlain';
  const summary = (values.summary ?? '').trim();
  if (summary.length > 200) errors.summary = 'information.post.summaryLong';
  else if (hasTags(summary)) errors.summary = 'information.post.summaryPlain';
  if (visibleText(values.content).length === 0 && !/<img\s/i.test(values.content ?? ''))
    errors.content = 'information.post.contentRequired';
  if (!/^\d{1,4}$/.test((values.sort ?? '').trim())) errors.sort = 'information.post.sortInvalid';
  checkRange(errors, 'information.post', ['startAt', values.startAt], ['endAt', values.endAt], true);
  if (kind.hasActivityTime) {
    checkRange(errors, 'information.activity', ['activityStartAt', values.activityStartAt], ['activityEndAt', values.activityEndAt], true);
  }
  return errors;
}

export function payloadOf(kind: PostKind, values: PostFormValues, id?: number): PostPayload {
  const optional = (text: string) => parseBombayLocal(text) ?? undefined;
  return {
    ...(id === undefined ? {} : { id }),
    ...(values.franchiseeId ? { franchiseeId: values.franchiseeId } : {}),
    // The form offers only the kind's categories (kind.categories, the contract's).
    category: values.category as PostPayload['category'],
    title: values.title.trim(),
    summary: (values.summary ?? '').trim(),
    content: values.content,
    lang: values.lang,
    sort: Number(values.sort),
    pinned: values.pinned,
    startAt: parseBombayLocal(values.startAt) as number,
    endAt: optional(values.endAt),
    ...(kind.hasActivityTime
      ? {
          activityStartAt: optional(values.activityStartAt),
          activityEndAt: optional(values.activityEndAt),
          coverUrl: values.coverUrl || undefined,
        }
      : {}),
    status: values.enabled ? 0 : 1,
  };
}
