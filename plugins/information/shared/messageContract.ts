import { z } from 'zod';
import { defineContract, pageOf } from '../../../shared/contract';
import { blank, idField, listFields, optionalInt } from '../../../shared/fields';
import { richTextInput } from './contentFields';

/*
 * message_center › message (server/messageRoutes.ts; console messages/messageCalls.ts): what
 * members write to the platform and the staff's answers. Times in epoch ms; the reply is sanitised
 * HTML (the server sanitises it as it parses: server/contentFields.ts), the member's words plain text.
 */

export const MESSAGE_CATEGORIES = ['deposit', 'withdrawal', 'account', 'game', 'suggestion', 'other'] as const;
export const MESSAGE_STATUSES = ['pending', 'replied', 'closed'] as const;
const TIME_MAX = 8_640_000_000_000_000;

export const messageContracts = {
  list: defineContract({
    method: 'POST',
    path: '/chance-message/list',
    summary: "Members' messages to the platform with the staff's answers",
    body: z.object({
      ...listFields(20, ['id', 'createdAt']),
      account: z.preprocess(blank, z.string().trim().max(64).optional()),
      title: z.preprocess(blank, z.string().trim().max(100).optional()),
      category: z.preprocess(blank, z.enum(MESSAGE_CATEGORIES).optional()),
      status: z.preprocess(blank, z.enum(MESSAGE_STATUSES).optional()),
      // Messages written in [createdFrom, createdTo) (epoch ms; the console sends Bombay day bounds).
      createdFrom: optionalInt(0, TIME_MAX),
      createdTo: optionalInt(0, TIME_MAX),
    }),
    answer: pageOf(
      z.object({
        id: z.number(),
        memberId: z.number(),
        account: z.string(),
        vipLevel: z.number(),
        franchiseeName: z.string().nullable(),
        category: z.string(),
        title: z.string(),
        content: z.string(),
        reply: z.string().nullable(),
        status: z.enum(MESSAGE_STATUSES),
        repliedBy: z.string().nullable(),
        repliedAt: z.number().nullable(),
        closedBy: z.string().nullable(),
        closedAt: z.number().nullable(),
        createdAt: z.number(),
      }),
    ),
  }),
  reply: defineContract({
    method: 'POST',
    path: '/chance-message/reply',
    summary: 'Answers a message (rich text, sanitised); a closed message takes no answer',
    body: z.object({ id: idField, reply: richTextInput({ required: 'message_reply_required', long: 'message_reply_long' }, 10_000) }),
    answer: z.null(),
  }),
  close: defineContract({
    method: 'POST',
    path: '/chance-message/close',
    summary: 'Closes a message, answered or not; it takes no more answers',
    body: z.object({ id: idField }),
    answer: z.null(),
  }),
};
