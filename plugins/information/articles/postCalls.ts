import { defineActions, useActions, type ContractActions } from '../../../dataProvider';
import type { AnswerOf, PayloadOf } from '../../../shared/contract';
import type { PostKindName, postContractsOf } from '../shared/postContract';
import { menuUrl } from '../../../shared/menuUrl';
import { INFORMATION_MENU } from '../shared/menuTree';

/* What the article and activity screens send and get back (times epoch ms, content sanitised HTML). */

export const POST_LANGS = ['en', 'hi', 'zh'] as const;
export const POST_STATES = ['scheduled', 'live', 'expired', 'off'] as const;
export type PostLang = (typeof POST_LANGS)[number];
export type PostState = (typeof POST_STATES)[number];

/** The calls of either kind: each kind's prefix and categories are one of the contract's. */
type PostContracts = ReturnType<typeof postContractsOf<PostKindName>>;

export type PostRecord = AnswerOf<PostContracts['detail']>;

export type PostPayload = PayloadOf<PostContracts['save']>;

export type PostActions = ContractActions<Pick<PostContracts, 'save' | 'detail' | 'status' | 'remove' | 'options'>>;

const actionsAt = (prefix: `chance-${PostKindName}`) =>
  defineActions<PostActions>({
    save: { path: `${prefix}/save` },
    detail: { path: `${prefix}/detail` },
    status: { path: `${prefix}/status` },
    remove: { path: `${prefix}/delete` },
    options: { path: `${prefix}/options` },
  });

/**
 * Articles and activities are one kind of screen over their own endpoints, categories and menu
 * leaves (the list and its hidden Edit page); an activity also states when the promotion runs.
 */
export interface PostKind {
  resource: 'article' | 'activity';
  /** Message namespace: information.article.* / information.activity.* */
  ns: string;
  listPath: string;
  editPath: string;
  categories: readonly string[];
  hasActivityTime: boolean;
  actions: ReturnType<typeof actionsAt>;
}

export const POST_KINDS: Record<'article' | 'activity', PostKind> = {
  article: {
    resource: 'article',
    ns: 'information.article',
    listPath: menuUrl(INFORMATION_MENU.Information_management.article.path),
    editPath: menuUrl(INFORMATION_MENU.Information_management.articleEdit.path),
    categories: ['news', 'guide', 'help', 'rules'],
    hasActivityTime: false,
    actions: actionsAt('chance-article'),
  },
  activity: {
    resource: 'activity',
    ns: 'information.activity',
    listPath: menuUrl(INFORMATION_MENU.Information_management.activity.path),
    editPath: menuUrl(INFORMATION_MENU.Information_management.activityEdit.path),
    categories: ['deposit', 'betting', 'vip', 'festival', 'newcomer', 'other'],
    hasActivityTime: true,
    actions: actionsAt('chance-activity'),
  },
};

export const usePostCalls = ({ resource, actions }: PostKind) => useActions(resource, actions);
