import { defineActions, useActions, type ContractActions } from '../../../dataProvider';
import type { AnswerOf, PayloadOf } from '../../../shared/contract';
import type { BannerPrefix, bannerContractsAt } from '../shared/bannerContract';
import { menuUrl } from '../../../shared/menuUrl';
import { INFORMATION_MENU } from '../shared/menuTree';

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

/** The calls of either view: each view's prefix is one of the contract's. */
type BannerContracts = ReturnType<typeof bannerContractsAt<BannerPrefix>>;

export type BannerRecord = AnswerOf<BannerContracts['detail']>;

export type BannerPayload = PayloadOf<BannerContracts['save']>;

export type BannerActions = ContractActions<Pick<BannerContracts, 'detail' | 'save' | 'status' | 'remove' | 'options'>>;

const actionsAt = (prefix: BannerPrefix) =>
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
  prefix: BannerPrefix;
  /** The list leaf and its hidden Edit leaf (no id: add; ?id=: edit). */
  listPath: string;
  editPath: string;
}

const view = (kind: BannerView['kind'], prefix: BannerPrefix): BannerView => ({
  resource: kind,
  kind,
  title: `information.menu.${kind}`,
  prefix,
  actions: actionsAt(prefix),
  listPath: menuUrl(INFORMATION_MENU.Information_management[kind].path),
  editPath: menuUrl(INFORMATION_MENU.Information_management[`${kind}Edit` as const].path),
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
