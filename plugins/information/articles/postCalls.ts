import { defineActions, useActions, type Action } from '../../../dataProvider';

/* What the article and activity screens send and get back (times epoch ms, content sanitised HTML). */

export const POST_LANGS = ['en', 'hi', 'zh'] as const;
export const POST_STATES = ['scheduled', 'live', 'expired', 'off'] as const;
export type PostLang = (typeof POST_LANGS)[number];
export type PostState = (typeof POST_STATES)[number];

export interface PostRecord {
  id: number;
  franchiseeId: number | null;
  franchiseeName: string | null;
  category: string;
  title: string;
  summary: string;
  content: string;
  lang: PostLang;
  sort: number;
  pinned: number;
  startAt: number;
  endAt: number | null;
  activityStartAt: number | null;
  activityEndAt: number | null;
  status: number;
  /** An activity's cover picture (stored upload address), '' when none. */
  coverUrl: string;
  state: PostState;
  createdBy: string | null;
  updatedBy: string | null;
  createdAt: number;
  updatedAt: number;
}

export interface PostPayload {
  id?: number;
  franchiseeId?: number;
  category: string;
  title: string;
  summary: string;
  content: string;
  lang: PostLang;
  sort: number;
  pinned: boolean;
  startAt: number;
  endAt?: number;
  activityStartAt?: number;
  activityEndAt?: number;
  coverUrl?: string;
  status: 0 | 1;
}

export interface PostActions {
  save: Action<PostPayload, { id: number }>;
  detail: Action<{ id: number }, PostRecord>;
  status: Action<{ id: number; status: 0 | 1 }>;
  remove: Action<{ id: number }>;
  options: Action<void, { franchisees: { id: number; name: string }[] }>;
}

const actionsAt = (prefix: string) =>
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
    listPath: '/Information_management/article',
    editPath: '/Information_management/articleEdit',
    categories: ['news', 'guide', 'help', 'rules'],
    hasActivityTime: false,
    actions: actionsAt('chance-article'),
  },
  activity: {
    resource: 'activity',
    ns: 'information.activity',
    listPath: '/Information_management/activity',
    editPath: '/Information_management/activityEdit',
    categories: ['deposit', 'betting', 'vip', 'festival', 'newcomer', 'other'],
    hasActivityTime: true,
    actions: actionsAt('chance-activity'),
  },
};

export const usePostCalls = ({ resource, actions }: PostKind) => useActions(resource, actions);
