import { fromBombayLocal, toBombayLocal } from '../../../src';

/*
 * The form fields every publishable kind has (franchisee, sort, publish window, on/off switch) and
 * their checks, which the server repeats (its contracts): one place, so notices, banners and
 * articles read, check and send them alike. Each kind's form adds its own fields.
 */

/** The epoch ms of a 'YYYY-MM-DDTHH:mm' Bombay wall-clock time (the date-time inputs' 'local' value), or null. */
export const parseBombayLocal = (text: string | null | undefined): number | null => fromBombayLocal((text ?? '').trim());

export const bombayLocal = (ms: number | null | undefined): string => (ms === null || ms === undefined ? '' : toBombayLocal(ms));

/** The visible text of editor HTML (tags and non-breaking spaces do not count as content). */
export function visibleText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Rich text with nothing to show (no text, no picture). */
export const isBlankRichText = (html: string | null | undefined) => visibleText(html).length === 0 && !/<img\s/i.test(html ?? '');

/** Text that holds an HTML tag (a title or summary must be plain). */
export const hasTags = (text: string) => /<\s*\/?\s*[a-z!?]/i.test(text);

export interface PublishFormValues {
  franchiseeId?: number | null;
  sort: string;
  startAt: string;
  endAt: string;
  enabled: boolean;
}

type PublishedRecord = { franchiseeId: number | null; sort: number; startAt: number; endAt: number | null; status: number };

export function publishValuesOf(r: PublishedRecord | null, now: number): PublishFormValues {
  return {
    franchiseeId: r?.franchiseeId ?? null,
    sort: String(r?.sort ?? 0),
    // A new row is published now (to the minute) unless the operator schedules it.
    startAt: bombayLocal(r?.startAt ?? Math.floor(now / 60_000) * 60_000),
    endAt: bombayLocal(r?.endAt),
    enabled: (r?.status ?? 0) === 0,
  };
}

/** The messages of a from–to pair of Bombay wall-clock inputs. */
export interface RangeTexts {
  startRequired: string;
  timeInvalid: string;
  endAfterStart: string;
}

/** A from–to pair of Bombay wall-clock inputs: each valid, the end after the start. */
export function checkRange(
  errors: Record<string, string>,
  texts: RangeTexts,
  [fromKey, fromText]: [string, string],
  [toKey, toText]: [string, string],
  fromRequired = true,
) {
  const start = parseBombayLocal(fromText);
  if (!fromText) {
    if (fromRequired) errors[fromKey] = texts.startRequired;
  } else if (start === null) errors[fromKey] = texts.timeInvalid;
  if (toText) {
    const end = parseBombayLocal(toText);
    if (end === null) errors[toKey] = texts.timeInvalid;
    else if (start !== null && end <= start) errors[toKey] = texts.endAfterStart;
  }
}

/** The sort (0–9999) and the publish window; messages under `ns` (sortInvalid, startRequired, timeInvalid, endAfterStart). */
export function checkPublish(errors: Record<string, string>, values: PublishFormValues, ns: string) {
  if (!/^\d{1,4}$/.test((values.sort ?? '').trim())) errors.sort = `${ns}.sortInvalid`;
  const texts = { startRequired: `${ns}.startRequired`, timeInvalid: `${ns}.timeInvalid`, endAfterStart: `${ns}.endAfterStart` };
  checkRange(errors, texts, ['startAt', values.startAt], ['endAt', values.endAt]);
}

/** A title of 1 to 100 characters (and, where `plain`, no HTML tags); messages under `ns` (titleLength, titlePlain). */
export function checkTitle(errors: Record<string, string>, text: string | undefined, ns: string, plain: boolean) {
  const title = (text ?? '').trim();
  if (title.length < 1 || title.length > 100) errors.title = `${ns}.titleLength`;
  else if (plain && hasTags(title)) errors.title = `${ns}.titlePlain`;
}

/** What every kind's save sends of these fields (a franchisee only when one is chosen, an end only when set). */
export function publishPayloadOf(values: PublishFormValues) {
  const end = parseBombayLocal(values.endAt);
  return {
    ...(values.franchiseeId ? { franchiseeId: values.franchiseeId } : {}),
    sort: Number(values.sort),
    startAt: parseBombayLocal(values.startAt) as number,
    ...(end === null ? {} : { endAt: end }),
    status: values.enabled ? (0 as const) : (1 as const),
  };
}
