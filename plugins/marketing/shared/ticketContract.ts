import { z } from 'zod';
import { defineContract, pageOf } from '../../../shared/contract';
import { blank, idField, intIn, listFields, optionalId, optionalInt, paiseIn } from '../../../shared/fields';

/*
 * ticket_management and award_volume_issue_log (server/ticketRoutes.ts; console marketingCalls.ts):
 * tickets with texts in three content languages, issuing them, the issue log and voiding. Amounts in
 * paise, times in epoch ms.
 */

export const TICKET_TYPES = ['cash', 'free_bet', 'deposit_bonus', 'rebate_boost'] as const;
/** Most members one issue may reach (a VIP level of a large franchisee is refused rather than half done). */
export const ISSUE_MAX = 3_000;

const longText = z.preprocess((v) => v ?? '', z.string().trim().max(2_000, { error: 'length_1_255' }));
const shortText = z.preprocess((v) => v ?? '', z.string().trim().max(255, { error: 'length_1_255' }));

const ticketBody = z
  .object({
    id: optionalId,
    franchiseeId: optionalId,
    name: z.string({ error: 'ticket_name_length' }).trim().min(1, { error: 'ticket_name_length' }).max(20, { error: 'ticket_name_length' }),
    type: z.enum(TICKET_TYPES),
    gameId: optionalId,
    titleZh: z
      .string({ error: 'ticket_title_required' })
      .trim()
      .min(1, { error: 'ticket_title_required' })
      .max(255, { error: 'length_1_255' }),
    titleEn: z
      .string({ error: 'ticket_title_required' })
      .trim()
      .min(1, { error: 'ticket_title_required' })
      .max(255, { error: 'length_1_255' }),
    titleHi: shortText,
    subtitleZh: shortText,
    subtitleEn: shortText,
    subtitleHi: shortText,
    detailsZh: longText,
    detailsEn: longText,
    detailsHi: longText,
    amount: paiseIn(0),
    limitCount: intIn(0, 1_000),
    expiresAt: optionalInt(1, 8_640_000_000_000_000),
    validDays: optionalInt(1, 3_650),
  })
  .refine((b) => (b.expiresAt === undefined) !== (b.validDays === undefined), { error: 'ticket_expiry_one', path: ['validDays'] })
  .refine((b) => b.type !== 'cash' || b.amount > 0, { error: 'ticket_amount_positive', path: ['amount'] });

const listBody = z.object({
  ...listFields(20, ['id']),
  name: z.preprocess(blank, z.string().trim().max(100).optional()),
  type: z.preprocess(blank, z.enum(TICKET_TYPES).optional()),
});

const issueBody = z
  .object({
    ticketId: idField,
    vipLevel: optionalInt(0, 99),
    memberIds: z.preprocess(blank, z.array(idField).min(1, { error: 'select_account' }).max(ISSUE_MAX).optional()),
  })
  .refine((b) => (b.vipLevel === undefined) !== (b.memberIds === undefined), { error: 'ticket_target_one', path: ['vipLevel'] });

const logBody = z.object({
  ...listFields(20, ['id']),
  username: z.preprocess(blank, z.string().trim().max(100).optional()),
  ticketId: optionalId,
  state: z.preprocess(blank, z.enum(['issued', 'used', 'voided']).optional()),
  // Who gave the ticket: staff issuing it, or a lucky draw the member won it in.
  source: z.preprocess(blank, z.enum(['staff', 'lucky_draw']).optional()),
});

const ticketTexts = {
  titleZh: z.string(),
  titleEn: z.string(),
  titleHi: z.string(),
  subtitleZh: z.string(),
  subtitleEn: z.string(),
  subtitleHi: z.string(),
  detailsZh: z.string(),
  detailsEn: z.string(),
  detailsHi: z.string(),
};

export const ticketContracts = {
  franchisees: defineContract({
    method: 'POST',
    path: '/chance-ticket/franchisees',
    summary: 'The franchisees a new ticket may belong to',
    answer: z.array(z.object({ id: z.number(), name: z.string() })),
  }),
  list: defineContract({
    method: 'POST',
    path: '/chance-ticket/list',
    summary: 'Tickets, with how many were issued',
    body: listBody,
    answer: pageOf(
      z.object({
        id: z.number(),
        franchiseeId: z.number(),
        franchiseeName: z.string(),
        name: z.string(),
        type: z.enum(TICKET_TYPES),
        gameId: z.number().nullable(),
        ...ticketTexts,
        amount: z.number(),
        limitCount: z.number(),
        expiresAt: z.number().nullable(),
        validDays: z.number().nullable(),
        status: z.number(),
        createdAt: z.number(),
        issued: z.number(),
      }),
    ),
  }),
  save: defineContract({
    method: 'POST',
    path: '/chance-ticket/save',
    summary: 'Creates or edits a ticket',
    body: ticketBody,
    answer: z.object({ id: z.number() }),
  }),
  issue: defineContract({
    method: 'POST',
    path: '/chance-ticket/issue',
    summary: 'Issues a ticket to every member of a VIP level or to listed members, within its per-member limit',
    body: issueBody,
    answer: z.object({ issued: z.number(), skipped: z.number() }),
  }),
  issueLog: defineContract({
    method: 'POST',
    path: '/chance-ticket/issue/log',
    summary: 'Every ticket issued: to whom, by whom or by which lucky draw, used or voided',
    body: logBody,
    answer: pageOf(
      z.object({
        id: z.number(),
        serialNo: z.string(),
        ticketId: z.number(),
        ticketName: z.string(),
        type: z.enum(TICKET_TYPES),
        amount: z.number(),
        memberId: z.number(),
        username: z.string(),
        issuedAt: z.number(),
        expiresAt: z.number().nullable(),
        usedAt: z.number().nullable(),
        voided: z.number(),
        voidReason: z.string(),
        voidedAt: z.number().nullable(),
        issuedBy: z.string().nullable(),
        voidedBy: z.string().nullable(),
        /** Set when the member won the ticket in a lucky draw. */
        luckyDrawId: z.number().nullable(),
        campaignName: z.string().nullable(),
        drawNo: z.number().nullable(),
      }),
    ),
  }),
  void: defineContract({
    method: 'POST',
    path: '/chance-ticket/void',
    summary: 'Voids an unused ticket with a reason',
    body: z.object({
      id: idField,
      reason: z
        .string({ error: 'ticket_void_reason' })
        .trim()
        .min(1, { error: 'ticket_void_reason' })
        .max(255, { error: 'ticket_void_reason' }),
    }),
    answer: z.null(),
  }),
};
