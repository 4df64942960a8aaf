import {
  checkPublish,
  checkTitle,
  isBlankRichText,
  bombayLocal,
  parseBombayLocal,
  publishPayloadOf,
  publishValuesOf,
  type PublishFormValues,
} from '../publishable/publishForm';
import type { NoticeAudience, NoticeDevice, NoticeLang, NoticePayload, NoticeRecord, NoticeType } from '../informationCalls';

export const ACCOUNTS_MAX = 500;

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

export interface NoticeFormValues extends PublishFormValues {
  stationId?: number | null;
  type: NoticeType;
  title: string;
  content: string;
  lang: NoticeLang;
  device: NoticeDevice;
  playAt: string;
  audience: NoticeAudience;
  audienceVipMin?: number | null;
  accounts: string;
  pinned: boolean;
}

export function formValuesOf(r: NoticeRecord | null, now: number = Date.now(), type: NoticeType = 'notice'): NoticeFormValues {
  return {
    ...publishValuesOf(r, now),
    stationId: r?.stationId ?? null,
    type: r?.type ?? type,
    title: r?.title ?? '',
    content: r?.content ?? '',
    lang: r?.lang ?? 'en',
    device: r?.device ?? 'all',
    playAt: bombayLocal(r?.playAt),
    audience: r?.audience ?? 'all',
    audienceVipMin: r?.audience === 'vip' ? r.audienceVipMin : null,
    accounts: (r?.audienceAccounts ?? []).join('\n'),
    pinned: (r?.pinned ?? 0) === 1,
  };
}

/** Form-level checks (the server repeats each of them). */
export function validateNotice(values: NoticeFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  checkTitle(errors, values.title, 'information.notice', true);
  if (isBlankRichText(values.content)) errors.content = 'information.notice.contentRequired';
  checkPublish(errors, values, 'information.notice');
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
    ...publishPayloadOf(values),
    ...(values.stationId ? { stationId: values.stationId } : {}),
    type: values.type,
    title: values.title.trim(),
    content: values.content,
    lang: values.lang,
    device: values.device,
    playAt: optional(parseBombayLocal(values.playAt)),
    audience: values.audience,
    ...(values.audience === 'vip' ? { audienceVipMin: values.audienceVipMin as number } : {}),
    ...(values.audience === 'members' ? { audienceAccounts: accountsOf(values.accounts) } : {}),
    pinned: values.pinned,
  };
}
