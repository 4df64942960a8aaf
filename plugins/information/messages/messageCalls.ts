import { defineActions, type Action } from '../../../dataProvider';

/* What the member message screen sends and gets back (times epoch ms; the reply is sanitised HTML, the member's words plain text). */

export const MESSAGE_CATEGORIES = ['deposit', 'withdrawal', 'account', 'game', 'suggestion', 'other'] as const;
export const MESSAGE_STATUSES = ['pending', 'replied', 'closed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export interface MessageRecord {
  id: number;
  memberId: number;
  account: string;
  vipLevel: number;
  franchiseeName: string | null;
  category: string;
  title: string;
  content: string;
  reply: string | null;
  status: MessageStatus;
  repliedBy: string | null;
  repliedAt: number | null;
  closedBy: string | null;
  closedAt: number | null;
  createdAt: number;
}

export interface MessageActions {
  reply: Action<{ id: number; reply: string }>;
  close: Action<{ id: number }>;
}

export const messageActions = defineActions<MessageActions>({
  reply: { path: 'chance-message/reply' },
  close: { path: 'chance-message/close' },
});
