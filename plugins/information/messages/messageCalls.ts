import { defineActions, type ContractActions } from '../../../dataProvider';
import type { AnswerOf } from '../../../shared/contract';
import type { messageContracts } from '../shared/messageContract';

/* What the member message screen sends and gets back (times epoch ms; the reply is sanitised HTML, the member's words plain text). */

export const MESSAGE_CATEGORIES = ['deposit', 'withdrawal', 'account', 'game', 'suggestion', 'other'] as const;
export const MESSAGE_STATUSES = ['pending', 'replied', 'closed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export type MessageRecord = AnswerOf<typeof messageContracts.list>['list'][number];

export type MessageActions = ContractActions<Pick<typeof messageContracts, 'reply' | 'close'>>;

export const messageActions = defineActions<MessageActions>({
  reply: { path: 'chance-message/reply' },
  close: { path: 'chance-message/close' },
});
