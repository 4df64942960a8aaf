import { defineActions, useActions, type Action } from '../../../dataProvider';

/* What the banner and start-up ad screens send and get back (times epoch ms, pictures stored upload urls). */

export const BANNER_LANGS = ['en', 'hi', 'zh'] as const;
export const BANNER_DEVICES = ['pc', 'mobile'] as const;
export const BANNER_LINK_TYPES = ['none', 'internal', 'external'] as const;
export const BANNER_STATES = ['scheduled', 'live', 'expired', 'off'] as const;
export type BannerLang = (typeof BANNER_LANGS)[number];
export type BannerDevice = (typeof BANNER_DEVICES)[number];
export type BannerLinkType = (typeof BANNER_LINK_TYPES)[number];
export type BannerState = (typeof BANNER_STATES)[number];
export type BannerImages = Partial<Record<BannerLang, Record<BannerDevice, string>>>;

export interface BannerRecord {
  id: number;
  franchiseeId: number | null;
  franchiseeName: string | null;
  title: string;
  images: BannerImages;
  linkType: BannerLinkType;
  link: string;
  sort: number;
  status: number;
  startAt: number;
  endAt: number | null;
  state: BannerState;
  createdBy: string | null;
  createdAt: number;
  updatedAt: number;
}

export interface BannerPayload {
  id?: number;
  franchiseeId?: number;
  title: string;
  images: BannerImages;
  linkType: BannerLinkType;
  link?: string;
  sort: number;
  startAt: number;
  endAt?: number;
  status: 0 | 1;
}

export interface BannerActions {
  detail: Action<{ id: number }, BannerRecord>;
  save: Action<BannerPayload, { id: number }>;
  status: Action<{ id: number; status: 0 | 1 }>;
  remove: Action<{ id: number }>;
  options: Action<void, { franchisees: { id: number; name: string }[] }>;
}

const actionsAt = (prefix: string) =>
  defineActions<BannerActions>({
    detail: { path: `${prefix}/detail` },
    save: { path: `${prefix}/save` },
    status: { path: `${prefix}/status` },
    remove: { path: `${prefix}/delete` },
    options: { path: `${prefix}/options` },
  });

/** banner and startad are the same screen over their own endpoints (and menu right on the server). */
export interface BannerView {
  resource: 'banner' | 'startad';
  /** Message group under information.* : banner or startad. */
  kind: 'banner' | 'startad';
  title: string;
  actions: ReturnType<typeof actionsAt>;
  prefix: string;
  /** The list leaf and its hidden Edit leaf (no id: add; ?id=: edit). */
  listPath: string;
  editPath: string;
}

const view = (kind: BannerView['kind'], prefix: string): BannerView => ({
  resource: kind,
  kind,
  title: `information.menu.${kind}`,
  prefix,
  actions: actionsAt(prefix),
  listPath: `/Information_management/${kind}`,
  editPath: `/Information_management/${kind}Edit`,
});

export const BANNER_VIEWS = {
  banner: view('banner', 'chance-banner'),
  startad: view('startad', 'chance-startad'),
};

export const useBannerCalls = ({ resource, actions }: BannerView) => useActions(resource, actions);

/**
 * The picture the member app loads for a member's language and device: that language's, else
 * English's, else the first language that has one. Null when the row has none.
 */
export function pictureFor(images: BannerImages, lang: BannerLang, device: BannerDevice): { url: string; lang: BannerLang } | null {
  for (const candidate of [lang, 'en' as const, ...BANNER_LANGS]) {
    const url = images[candidate]?.[device];
    if (url) return { url, lang: candidate };
  }
  return null;
}
