import { z } from 'zod';
import { defineContract, pageOf } from '../../../shared/contract';
import { blank, boolField, idField, intIn, intWithDefault, listFields, optionalId, optionalInt } from '../../../shared/fields';
import { plainTitle, richTextInput } from './contentFields';

/*
 * notice_management, notice_mail and notice_notify (server/noticeRoutes.ts; console
 * informationCalls.ts): three views of the announcements, each under its own prefix with the same
 * calls. Times in epoch ms, content sanitised HTML: the server parses the save body with its
 * sanitiser in place of the content field (server/contentFields.ts).
 */

export const NOTICE_TYPES = ['marquee', 'popup', 'notice', 'inbox'] as const;
/** Whether a notice is scheduled, live, expired or switched off (server/publishWindow.ts). */
export const NOTICE_STATES = ['scheduled', 'live', 'expired', 'off'] as const;
export const NOTICE_LANGS = ['en', 'hi', 'zh'] as const;
export const NOTICE_DEVICES = ['all', 'pc', 'h5', 'app'] as const;
export const NOTICE_AUDIENCES = ['all', 'vip', 'members'] as const;
/** Most accounts one notice may name. */
export const NOTICE_ACCOUNTS_MAX = 500;
export const TIME_MAX = 8_640_000_000_000_000;

const listBody = z.object({
  ...listFields(20, ['id', 'sort', 'startAt']),
  title: z.preprocess(blank, z.string().trim().max(100).optional()),
  type: z.preprocess(blank, z.enum(NOTICE_TYPES).optional()),
  lang: z.preprocess(blank, z.enum(NOTICE_LANGS).optional()),
  device: z.preprocess(blank, z.enum(NOTICE_DEVICES).optional()),
  state: z.preprocess(blank, z.enum(NOTICE_STATES).optional()),
  franchiseeId: optionalId,
});

const instant = intIn(0, TIME_MAX);
const optionalInstant = optionalInt(0, TIME_MAX);

/** A new notice (no id) or an edited one of the caller's; a view takes only its own types. */
const saveBody = z
  .object({
    id: optionalId,
    franchiseeId: optionalId,
    stationId: optionalId,
    type: z.enum(NOTICE_TYPES),
    title: plainTitle({ length: 'notice_title_length', plain: 'notice_title_plain' }),
    content: richTextInput({ required: 'notice_content_required', long: 'notice_content_long' }, 50_000),
    lang: z.enum(NOTICE_LANGS),
    device: z.enum(NOTICE_DEVICES),
    sort: intWithDefault(0, 9_999, 0),
    playAt: optionalInstant,
    startAt: instant,
    endAt: optionalInstant,
    audience: z.enum(NOTICE_AUDIENCES),
    audienceVipMin: optionalInt(0, 99),
    audienceAccounts: z.preprocess(blank, z.array(z.string().trim().min(1).max(64)).optional()),
    pinned: z.preprocess(blank, boolField.optional()),
    status: z.preprocess(blank, z.union([z.literal(0), z.literal(1)]).optional()),
  })
  .refine((b) => b.endAt === undefined || b.endAt > b.startAt, { error: 'notice_window', path: ['endAt'] })
  .refine((b) => b.audience !== 'vip' || b.audienceVipMin !== undefined, { error: 'notice_audience_vip', path: ['audienceVipMin'] })
  .refine(
    (b) =>
      b.audience !== 'members' ||
      (b.audienceAccounts !== undefined && b.audienceAccounts.length >= 1 && b.audienceAccounts.length <= NOTICE_ACCOUNTS_MAX),
    { error: 'notice_audience_accounts', path: ['audienceAccounts'] },
  );

const noticeRecord = z.object({
  id: z.number(),
  franchiseeId: z.number().nullable(),
  franchiseeName: z.string().nullable(),
  stationId: z.number().nullable(),
  stationName: z.string().nullable(),
  type: z.enum(NOTICE_TYPES),
  title: z.string(),
  content: z.string(),
  lang: z.enum(NOTICE_LANGS),
  device: z.enum(NOTICE_DEVICES),
  sort: z.number(),
  playAt: z.number().nullable(),
  startAt: z.number(),
  endAt: z.number().nullable(),
  audience: z.enum(NOTICE_AUDIENCES),
  audienceVipMin: z.number(),
  /** The named recipients' accounts (stored as member ids). */
  audienceAccounts: z.array(z.string()),
  pinned: z.number(),
  status: z.number(),
  state: z.enum(NOTICE_STATES),
  createdBy: z.string().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
});

/** The three views' path prefixes. */
export type NoticePrefix = 'chance-notice' | 'chance-notice-mail' | 'chance-notice-notify';

/** One notice view's calls, under its prefix. */
export function noticeContractsAt<P extends NoticePrefix>(prefix: P) {
  return {
    options: defineContract({
      method: 'POST',
      path: `/${prefix}/options`,
      summary: 'The franchisees and stations a notice may be addressed to',
      answer: z.object({
        franchisees: z.array(z.object({ id: z.number(), name: z.string() })),
        stations: z.array(z.object({ id: z.number(), name: z.string(), franchiseeId: z.number() })),
      }),
    }),
    list: defineContract({
      method: 'POST',
      path: `/${prefix}/list`,
      summary: "The view's notices with their recipients and state",
      body: listBody,
      answer: pageOf(noticeRecord),
    }),
    save: defineContract({
      method: 'POST',
      path: `/${prefix}/save`,
      summary: 'Adds or edits a notice: its content (rich text, sanitised), window, device and recipients',
      body: saveBody,
      answer: z.object({ id: z.number() }),
    }),
    status: defineContract({
      method: 'POST',
      path: `/${prefix}/status`,
      summary: 'Switches a notice on (0) or off (1)',
      body: z.object({ id: idField, status: z.union([z.literal(0), z.literal(1)]) }),
      answer: z.null(),
    }),
    remove: defineContract({
      method: 'POST',
      path: `/${prefix}/delete`,
      summary: 'Deletes a notice',
      body: z.object({ id: idField }),
      answer: z.null(),
    }),
  };
}

export const noticeContracts = {
  management: noticeContractsAt('chance-notice'),
  mail: noticeContractsAt('chance-notice-mail'),
  notify: noticeContractsAt('chance-notice-notify'),
};
