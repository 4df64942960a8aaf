import { bombayLocal, parseBombayLocal } from '../notices/noticeForm';
import { BANNER_LANGS, type BannerImages, type BannerLinkType, type BannerPayload, type BannerRecord } from './bannerCalls';

type ImageFields = { [K in `${(typeof BANNER_LANGS)[number]}_${'pc' | 'mobile'}`]: string | null };

export interface BannerFormValues extends ImageFields {
  franchiseeId?: number | null;
  title: string;
  linkType: BannerLinkType;
  link: string;
  sort: string;
  startAt: string;
  endAt: string;
  enabled: boolean;
}

// The same rules the server applies (plugins/information/server/bannerRoutes.ts).
const INTERNAL_LINK = /^\/(?!\/)[A-Za-z0-9_\-./~%]*(\?[A-Za-z0-9_\-.~%=&]*)?$/;
function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export function formValuesOf(r: BannerRecord | null, now: number = Date.now()): BannerFormValues {
  const images = Object.fromEntries(
    BANNER_LANGS.flatMap((l) => [
      [`${l}_pc`, r?.images[l]?.pc ?? null],
      [`${l}_mobile`, r?.images[l]?.mobile ?? null],
    ]),
  ) as ImageFields;
  return {
    ...images,
    franchiseeId: r?.franchiseeId ?? null,
    title: r?.title ?? '',
    linkType: r?.linkType ?? 'none',
    link: r?.link ?? '',
    sort: String(r?.sort ?? 0),
    // A new row is published now (to the minute) unless the operator schedules it.
    startAt: bombayLocal(r?.startAt ?? Math.floor(now / 60_000) * 60_000),
    endAt: bombayLocal(r?.endAt),
    enabled: (r?.status ?? 0) === 0,
  };
}

/** Form-level checks (the server repeats each of them). Messages under information.banners.*. */
export function validateBanner(values: BannerFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const title = (values.title ?? '').trim();
  if (title.length < 1 || title.length > 100) errors.title = 'information.banners.titleLength';
  // Each message is set on both pictures of a language: the form shows errors only on the input
  // just changed (its twin may never have been touched).
  let complete = 0;
  for (const lang of BANNER_LANGS) {
    const pc = values[`${lang}_pc`];
    const mobile = values[`${lang}_mobile`];
    if (pc && mobile) complete++;
    else if (pc || mobile) errors[`${lang}_pc`] = errors[`${lang}_mobile`] = 'information.banners.pairRequired';
  }
  if (complete === 0) {
    for (const lang of BANNER_LANGS) {
      for (const device of ['pc', 'mobile'] as const) errors[`${lang}_${device}`] ??= 'information.banners.imagesRequired';
    }
  }
  const link = (values.link ?? '').trim();
  if (values.linkType === 'internal' && !INTERNAL_LINK.test(link)) errors.link = 'information.banners.linkInternal';
  if (values.linkType === 'external' && !isWebAddress(link)) errors.link = 'information.banners.linkExternal';
  if (!/^\d{1,4}$/.test((values.sort ?? '').trim())) errors.sort = 'information.banners.sortInvalid';
  const start = parseBombayLocal(values.startAt);
  if (!values.startAt) errors.startAt = 'information.banners.startRequired';
  else if (start === null) errors.startAt = 'information.banners.timeInvalid';
  if (values.endAt) {
    const end = parseBombayLocal(values.endAt);
    if (end === null) errors.endAt = 'information.banners.timeInvalid';
    else if (start !== null && end <= start) errors.endAt = 'information.banners.endAfterStart';
  }
  return errors;
}

export function payloadOf(values: BannerFormValues, id?: number): BannerPayload {
  const images: BannerImages = {};
  for (const lang of BANNER_LANGS) {
    const pc = values[`${lang}_pc`];
    const mobile = values[`${lang}_mobile`];
    if (pc && mobile) images[lang] = { pc, mobile };
  }
  const end = parseBombayLocal(values.endAt);
  return {
    ...(id === undefined ? {} : { id }),
    ...(values.franchiseeId ? { franchiseeId: values.franchiseeId } : {}),
    title: values.title.trim(),
    images,
    linkType: values.linkType,
    ...(values.linkType === 'none' ? {} : { link: values.link.trim() }),
    sort: Number(values.sort),
    startAt: parseBombayLocal(values.startAt) as number,
    ...(end === null ? {} : { endAt: end }),
    status: values.enabled ? 0 : 1,
  };
}
