import { z } from 'zod';
import { defineContract, pageOf } from '../../../shared/contract';
import { blank, boolField, listFields, optionalInt } from '../../../shared/fields';
import { MAIL_LANGS, SYSTEM_EVENTS } from '../../../shared/systemMessageEvents';
import { plainTitle, richTextInput } from './contentFields';

/*
 * message_center › mails and systemMessage (server/mailRoutes.ts, mailBroadcast.ts; console
 * mails/mailCalls.ts): members' mailboxes, personal mails and sends to VIP levels, and the
 * automatic messages' templates. Times in epoch ms. A mail's content is HTML: the server parses a
 * written one with its sanitiser in place of the content field (server/contentFields.ts).
 */

/** member.vip_level runs 0 to 10 (VIP levels of the console). */
export const VIP_LEVEL_MAX = 10;
const TIME_MAX = 8_640_000_000_000_000;

const listBody = z.object({
  ...listFields(20, ['id', 'createdAt']),
  account: z.preprocess(blank, z.string().trim().max(64).optional()),
  source: z.preprocess(blank, z.enum(['system', 'staff']).optional()),
  event: z.preprocess(blank, z.enum(SYSTEM_EVENTS).optional()),
  read: z.preprocess(blank, z.union([z.literal(0), z.literal(1)]).optional()),
  // Mails sent in [createdFrom, createdTo) (epoch ms).
  createdFrom: optionalInt(0, TIME_MAX),
  createdTo: optionalInt(0, TIME_MAX),
});

const mail = z.object({
  id: z.number(),
  memberId: z.number(),
  account: z.string(),
  franchiseeName: z.string().nullable(),
  source: z.enum(['system', 'staff']),
  /** The automatic message's event; '' for a staff mail. */
  event: z.string(),
  lang: z.enum(MAIL_LANGS),
  title: z.string(),
  /** Plain text (system) or sanitised rich text (staff). */
  content: z.string(),
  readAt: z.number().nullable(),
  sentBy: z.string().nullable(),
  createdAt: z.number(),
});

const audienceFields = {
  // Empty with all = false is refused: a send always names whom it reaches.
  vipLevels: z
    .array(z.number({ error: 'mail_levels_required' }).int().min(0).max(VIP_LEVEL_MAX), { error: 'mail_levels_required' })
    .max(VIP_LEVEL_MAX + 1)
    .default([]),
  all: boolField.default(false),
};
const namesWhom = { error: 'mail_levels_required', path: ['vipLevels'] };

const mailFields = {
  lang: z.enum(MAIL_LANGS),
  title: plainTitle({ length: 'mail_title_length', plain: 'mail_title_plain' }),
  content: richTextInput({ required: 'mail_content_required', long: 'mail_content_long' }, 10_000),
};

const templateText = z.object({
  title: z.string().trim().max(100, { error: 'template_text_long' }),
  body: z.string().trim().max(1000, { error: 'template_text_long' }),
});

const storedText = z.object({ title: z.string(), body: z.string() });

export const mailContracts = {
  list: defineContract({
    method: 'POST',
    path: '/chance-member-mail/list',
    summary: "Members' mails, automatic and personal, with whether and when each was read",
    body: listBody,
    answer: pageOf(mail),
  }),
  send: defineContract({
    method: 'POST',
    path: '/chance-member-mail/send',
    summary: 'A personal mail to one member (rich text, sanitised)',
    body: z.object({
      account: z
        .string({ error: 'mail_account_unknown' })
        .trim()
        .min(1, { error: 'mail_account_unknown' })
        .max(64, { error: 'mail_account_unknown' }),
      ...mailFields,
    }),
    answer: z.object({ id: z.number() }),
  }),
  audience: defineContract({
    method: 'POST',
    path: '/chance-member-mail/audience',
    summary: 'How many members a send to these VIP levels (or to every member) would reach',
    body: z.object(audienceFields).refine((b) => b.all || b.vipLevels.length > 0, namesWhom),
    answer: z.object({ members: z.number() }),
  }),
  broadcast: defineContract({
    method: 'POST',
    path: '/chance-member-mail/broadcast',
    summary: 'One mail into the mailbox of every member of some VIP levels, or of every member',
    body: z.object({ ...audienceFields, ...mailFields }).refine((b) => b.all || b.vipLevels.length > 0, namesWhom),
    answer: z.object({ members: z.number() }),
  }),
  systemList: defineContract({
    method: 'POST',
    path: '/chance-system-message/list',
    summary: 'The automatic messages sent to members',
    body: listBody,
    answer: pageOf(mail),
  }),
  templates: defineContract({
    method: 'POST',
    path: '/chance-system-message/templates',
    summary: "The automatic messages' templates: texts per language, on or off, the placeholders each fills",
    answer: z.array(
      z.object({
        id: z.number(),
        event: z.enum(SYSTEM_EVENTS),
        enabled: z.number(),
        texts: z.object({ zh: storedText, en: storedText, hi: storedText }),
        placeholders: z.array(z.string()),
        updatedBy: z.string().nullable(),
        updatedAt: z.number(),
      }),
    ),
  }),
  saveTemplate: defineContract({
    method: 'POST',
    path: '/chance-system-message/save',
    summary: "Sets an event's template texts and switches it on or off",
    body: z.object({
      event: z.enum(SYSTEM_EVENTS),
      enabled: boolField,
      texts: z.object({ zh: templateText, en: templateText, hi: templateText }),
    }),
    answer: z.null(),
  }),
};
