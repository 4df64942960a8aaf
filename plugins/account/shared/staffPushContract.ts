import { z } from 'zod';
import { defineContract, pageOf } from '../../../shared/contract';
import { intIn, listFields } from '../../../shared/fields';

/*
 * Push to all members (admin only): what the server's staff/pushRoutes.ts serves and the console's
 * staffCalls.ts and push screen call. Epoch ms.
 */

/** Content languages of member-facing texts (spec §1: English, Hindi, Chinese). */
export const CONTENT_LANGS = ['en', 'hi', 'zh'] as const;
export type ContentLang = (typeof CONTENT_LANGS)[number];

const text = (max: number, key: 'v.len1_20' | 'v.len1_255') =>
  z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    z.string().trim().max(max, { error: key }).optional(),
  );

const localised = (max: number, key: 'v.len1_20' | 'v.len1_255') =>
  z.object(Object.fromEntries(CONTENT_LANGS.map((lang) => [lang, text(max, key)])) as Record<ContentLang, ReturnType<typeof text>>);

/** Texts by language, only the languages given. */
const texts = z.object({ en: z.string().optional(), hi: z.string().optional(), zh: z.string().optional() });

const outboxRow = z.object({
  id: z.number(),
  title: texts,
  body: texts,
  /** 0 pending, 1 delivered, 2 failed (gave up after the last attempt). */
  status: z.number(),
  attempts: z.number(),
  /** Members addressed when it was delivered. */
  recipients: z.number().nullable(),
  lastError: z.string().nullable(),
  createdBy: z.string(),
  createTime: z.number(),
  deliveredAt: z.number().nullable(),
});

export const staffPushContracts = {
  send: defineContract({
    method: 'POST',
    path: '/fireBase/api/push/all',
    summary: 'Queues a push to every member, its title and body in one or more content languages',
    body: z
      .object({ title: localised(20, 'v.len1_20'), body: localised(255, 'v.len1_255') })
      .refine(
        ({ title, body }) =>
          CONTENT_LANGS.every((lang) => (title[lang] === undefined) === (body[lang] === undefined)) &&
          CONTENT_LANGS.some((lang) => title[lang] !== undefined),
        { error: 'v.pushLanguages', path: ['title'] },
      ),
    answer: z.object({ id: z.number() }),
  }),
  list: defineContract({
    method: 'POST',
    path: '/fireBase/api/push/list',
    summary: 'A page of the push outbox with each message’s delivery',
    body: z.object({
      ...listFields(30, ['id', 'createTime']),
      status: z.preprocess((v) => (v === '' || v === null ? undefined : v), intIn(0, 2).optional()),
    }),
    answer: pageOf(outboxRow),
  }),
};
