import { fromBombayLocal, toBombayLocal } from '../../../src';
import type { NoticeAudience, NoticeDevice, NoticeLang, NoticePayload, NoticeRecord, NoticeType } from '../informationCalls';

export const ACCOUNTS_MAX = 500;

/** The epoch ms of a 'YYYY-MM-DDTHH:mm' Bombay wall-clock time (the date-time inputs' 'local' value), or null. */
export const parseBombayLocal = (text: string | null | undefined): number | null => fromBombayLocal((text ?? '').trim());

export const bombayLocal = (ms: number | null | undefined): string => (ms === null || ms === undefined ? '' : toBombayLocal(ms));

/** Member accounts typed one per line or separated by commas, spaces or semicolons; duplicates once. */
export function accountsOf(text: string | null | undefined): string[] {
  return [
    ...new Set(
      (text ?? '')
        .split(/[\s,;，；]+/)
        .map((a) => a.trim())
        .filter(Boolean),
    ),
  ];
}

export interface NoticeFormValues {
  franchiseeId?: number | null;
  stationId?: number | null;
  type: NoticeType;
  title: string;
  content: string;
  lang: NoticeLang;
  device: NoticeDevice;
  sort: string;
  playAt: string;
  startAt: string;
  endAt: string;
  audience: NoticeAudience;
  audienceVipMin?: number | null;
  accounts: string;
  pinned: boolean;
  enabled: boolean;
}

export function formValuesOf(r: NoticeRecord | null, now: number = Date.now(), type: NoticeType = 'notice'): NoticeFormValues {
  return {
    franchiseeId: r?.franchiseeId ?? null,
    stationId: r?.stationId ?? null,
    type: r?.type ?? type,
    title: r?.title ?? '',
    content: r?.content ?? '',
    lang: r?.lang ?? 'en',
    device: r?.device ?? 'all',
    sort: String(r?.sort ?? 0),
    playAt: bombayLocal(r?.playAt),
    // A new notice starts now (to the minute) unless the operator schedules it.
    startAt: bombayLocal(r?.startAt ?? Math.floor(now / 60_000) * 60_000),
    endAt: bombayLocal(r?.endAt),
    audience: r?.audience ?? 'all',
    audienceVipMin: r?.audience === 'vip' ? r.audienceVipMin : null,
    accounts: (r?.audienceAccounts ?? []).join('\n'),
    pinned: (r?.pinned ?? 0) === 1,
    enabled: (r?.status ?? 0) === 0,
  };
}

/** The visible text of editor HTML (tags and non-breaking spaces do not count as content). */
export function visibleText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Form-level checks (the server repeats each of them). */
export function validateNotice(values: NoticeFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const title = (values.title ?? '').trim();
  if (title.length < 1 || title.length > 100) errors.title = 'information.notice.titleLength';
  else if (/<\s*\/?\s*[a-z!?]/i.test(title)) errors.title = 'information.notice.titlePlain';
  if (visibleText(values.content).length === 0 && !/<img\s/i.test(values.content ?? ''))
    errors.content = 'information.notice.contentRequired';
  if (!/^\d{1,4}$/.test((values.sort ?? '').trim())) errors.sort = 'information.notice.sortInvalid';
  const start = parseBombayLocal(values.startAt);
  if (!values.startAt) errors.startAt = 'information.notice.startRequired';
  else if (start === null) errors.startAt = 'information.notice.timeInvalid';
  if (values.endAt) {
    const end = parseBombayLocal(values.endAt);
    if (end === null) errors.endAt = 'information.notice.timeInvalid';
    else if (start !== null && end <= start) errors.endAt = 'information.notice.endAfterStart';
  }
  if (values.playAt && parseBombayLocal(values.playAt) === null) errors.playAt = 'information.notice.timeInvalid';
  if (values.audience === 'vip' && (values.audienceVipMin === null || values.audienceVipMin === undefined))
    errors.audienceVipMin = 'information.notice.vipRequired';
  if (values.audience === 'members') {
    const n = accountsOf(values.accounts).length;
    if (n < 1 || n > ACCOUNTS_MAX) errors.accounts = 'information.notice.accountsRequired';
  }
  return errors;
}

export function payloadOf(values: NoticeFormValues, id?: number): NoticePayload {
  const optional = (ms: number | null) => (ms === null ? undefined : ms);
  return {
    ...(id === undefined ? {} : { id }),
    ...(values.franchiseeId ? { franchiseeId: values.franchiseeId } : {}),
    ...(values.stationId ? { stationId: values.stationId } : {}),
    type: values.type,
    title: values.title.trim(),
    content: values.content,
    lang: values.lang,
    device: values.device,
    sort: Number(values.sort),
    playAt: optional(parseBombayLocal(values.playAt)),
    startAt: parseBombayLocal(values.startAt) as number,
    endAt: optional(parseBombayLocal(values.endAt)),
    audience: values.audience,
    ...(values.audience === 'vip' ? { audienceVipMin: values.audienceVipMin as number } : {}),
    ...(values.audience === 'members' ? { audienceAccounts: accountsOf(values.accounts) } : {}),
    pinned: values.pinned,
    status: values.enabled ? 0 : 1,
  };
}
