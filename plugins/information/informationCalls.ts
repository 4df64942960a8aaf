import { defineActions, useActions, type ContractActions } from '../../dataProvider';
import type { AnswerOf, PayloadOf } from '../../shared/contract';
import type { NoticePrefix, noticeContractsAt } from './shared/noticeContract';

/* What the notice screens send and get back (times epoch ms, content sanitised HTML). */

export const NOTICE_TYPES = ['marquee', 'popup', 'notice', 'inbox'] as const;
export const NOTICE_LANGS = ['en', 'hi', 'zh'] as const;
export const NOTICE_DEVICES = ['all', 'pc', 'h5', 'app'] as const;
export const NOTICE_AUDIENCES = ['all', 'vip', 'members'] as const;
export const NOTICE_STATES = ['scheduled', 'live', 'expired', 'off'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];
export type NoticeLang = (typeof NOTICE_LANGS)[number];
export type NoticeDevice = (typeof NOTICE_DEVICES)[number];
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];
export type NoticeState = (typeof NOTICE_STATES)[number];

/** The calls of any of the three notice views: each view's prefix is one of the contract's. */
type NoticeContracts = ReturnType<typeof noticeContractsAt<NoticePrefix>>;

export type NoticeRecord = AnswerOf<NoticeContracts['list']>['list'][number];

export type NoticePayload = PayloadOf<NoticeContracts['save']>;

export type NoticeOptions = AnswerOf<NoticeContracts['options']>;

export type NoticeActions = ContractActions<Pick<NoticeContracts, 'save' | 'status' | 'remove' | 'options'>>;

const actionsAt = (prefix: NoticePrefix) =>
  defineActions<NoticeActions>({
    save: { path: `${prefix}/save` },
    status: { path: `${prefix}/status` },
    remove: { path: `${prefix}/delete` },
    options: { path: `${prefix}/options` },
  });

/**
 * The three notice leaves are views of one table, each with its own endpoints (and menu right on
 * the server): every type, the member mailbox, and what the app plays (pop-ups and marquees).
 */
export interface NoticeView {
  resource: 'notice' | 'noticeMail' | 'noticeNotify';
  title: string;
  prefix: NoticePrefix;
  types: readonly NoticeType[];
  actions: ReturnType<typeof actionsAt>;
}

const view = (resource: NoticeView['resource'], leaf: string, prefix: NoticePrefix, types: readonly NoticeType[]): NoticeView => ({
  resource,
  title: `information.menu.${leaf}`,
  prefix,
  types,
  actions: actionsAt(prefix),
});

export const NOTICE_VIEWS = {
  // The first type is what a new notice starts as.
  management: view('notice', 'notice_management', 'chance-notice', ['notice', 'popup', 'marquee', 'inbox']),
  mail: view('noticeMail', 'notice_mail', 'chance-notice-mail', ['inbox']),
  notify: view('noticeNotify', 'notice_notify', 'chance-notice-notify', ['popup', 'marquee']),
};

export const useNoticeCalls = ({ resource, actions }: NoticeView) => useActions(resource, actions);
