import { checkPublish, checkTitle, publishPayloadOf, publishValuesOf, type PublishFormValues } from '../publishable/publishForm';
import { BANNER_LANGS, type BannerImages, type BannerLinkType, type BannerPayload, type BannerRecord } from './bannerCalls';

type ImageFields = { [K in `${(typeof BANNER_LANGS)[number]}_${'pc' | 'mobile'}`]: string | null };

export interface BannerFormValues extends ImageFields, PublishFormValues {
  title: string;
  linkType: BannerLinkType;
  link: string;
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
    ...publishValuesOf(r, now),
    title: r?.title ?? '',
    linkType: r?.linkType ?? 'none',
    link: r?.link ?? '',
  };
}

/** Form-level checks (the server repeats each of them). Messages under information.banners.*. */
export function validateBanner(values: BannerFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  checkTitle(errors, values.title, 'information.banners', false);
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
  checkPublish(errors, values, 'information.banners');
  return errors;
}

export function payloadOf(values: BannerFormValues, id?: number): BannerPayload {
  const images: BannerImages = {};
  for (const lang of BANNER_LANGS) {
    const pc = values[`${lang}_pc`];
    const mobile = values[`${lang}_mobile`];
    if (pc && mobile) images[lang] = { pc, mobile };
  }
  return {
    ...(id === undefined ? {} : { id }),
    ...publishPayloadOf(values),
    title: values.title.trim(),
    images,
    linkType: values.linkType,
    ...(values.linkType === 'none' ? {} : { link: values.link.trim() }),
  };
}
