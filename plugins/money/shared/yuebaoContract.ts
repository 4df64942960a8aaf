import { z } from 'zod';
import { defineContract, pageOf } from '../../../shared/contract';
import { blank, boolField, idField, intIn, listFields, optionalId, optionalInt, optionalText, paiseIn } from '../../../shared/fields';

/*
 * Yue Bao (money_management › balance): the interest tiers and the daily records the job writes.
 * What yuebaoRoutes.ts serves and the console's yuebaoCalls.ts calls. Paise, rates in parts per
 * million per day (137 = 0.0137 % a day), Bombay business days 'YYYY-MM-DD', epoch ms.
 */

/** 1 % a day (≈ 3,678 % a year) is far above any real offer: a larger figure is a typing slip (5 meant as 5 %). */
const MAX_RATE_PPM = 10_000;

const day = z
  .string({ error: 'v.businessDate' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'v.businessDate' })
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), {
    error: 'v.businessDate',
  });
const businessDate = z.preprocess(blank, day.optional());

/** Terms of a tier, as of the day they apply from. */
const terms = z.object({
  minAmount: z.number(),
  ratePpm: z.number(),
  secondaryRatePpm: z.number(),
  autoTransfer: z.boolean(),
  /** 'HH:MM' Bombay time, the day after, when an auto-transfer tier's interest moves to the wallet. */
  transferTime: z.string(),
  enabled: z.boolean(),
  /** The Bombay business day these terms apply from. */
  effectiveFrom: z.string(),
});

const tier = terms.extend({
  id: z.number(),
  /** True when the terms start on a day still to come (changed today). */
  pending: z.boolean(),
  startsTomorrow: z.boolean(),
  /** The terms in force today when they differ from the latest ones. */
  today: terms.nullable(),
});

/** 0 no interest (below every tier), 1 credited to Yue Bao, 2 waiting for the auto-transfer, 3 moved to the wallet. */
const recordStatus = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

const record = z.object({
  id: z.number(),
  businessDate: z.string(),
  memberId: z.number(),
  username: z.string(),
  tierId: z.number().nullable(),
  /** The tier's minimum amount on that day. */
  tierMinAmount: z.number(),
  opening: z.number(),
  lowest: z.number(),
  /** The balance at the end of the day: what the tier was chosen by. */
  closing: z.number(),
  /** Moved into / out of Yue Bao by the member during the day. */
  transferIn: z.number(),
  transferOut: z.number(),
  ratePpm: z.number(),
  secondaryRatePpm: z.number(),
  interest: z.number(),
  /** Millionths of a paisa carried to the member's next day. */
  remainder: z.number(),
  autoTransfer: z.boolean(),
  transferAmount: z.number(),
  transferDueAt: z.number().nullable(),
  transferredAt: z.number().nullable(),
  status: recordStatus,
  createdAt: z.number(),
});

export const yuebaoContracts = {
  tiers: defineContract({
    method: 'POST',
    path: '/chance-yuebao-tier/list',
    summary: "Yue Bao tiers with their latest terms (tomorrow's when changed today) and today's when they differ",
    body: z.object({ enabled: z.preprocess(blank, boolField.optional()) }),
    answer: pageOf(tier),
  }),
  save: defineContract({
    method: 'POST',
    path: '/chance-yuebao-tier/save',
    summary: 'Creates a Yue Bao tier or changes its terms from the next Bombay day',
    body: z.object({
      id: optionalId,
      minAmount: paiseIn(0),
      ratePpm: intIn(0, MAX_RATE_PPM, 'v.yuebaoRate'),
      secondaryRatePpm: intIn(0, MAX_RATE_PPM, 'v.yuebaoRate'),
      autoTransfer: boolField,
      transferTime: z.string({ error: 'v.transferTime' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'v.transferTime' }),
    }),
    answer: terms.extend({ id: z.number() }),
  }),
  status: defineContract({
    method: 'POST',
    path: '/chance-yuebao-tier/status',
    summary: 'Enables or disables a Yue Bao tier from the next Bombay day',
    body: z.object({ id: idField, enabled: boolField }),
    answer: z.object({ id: z.number(), enabled: z.boolean(), effectiveFrom: z.string() }),
  }),
  records: defineContract({
    method: 'POST',
    path: '/chance-yuebao-record/list',
    summary: "Members' Yue Bao days, with sums over every matching day",
    body: z
      .object({
        ...listFields(20, ['id', 'businessDate', 'closing', 'interest']),
        username: optionalText,
        memberId: optionalId,
        tierId: optionalId,
        startDate: businessDate,
        endDate: businessDate,
        status: optionalInt(0, 3),
      })
      .refine((b) => b.startDate === undefined || b.endDate === undefined || b.startDate <= b.endDate, {
        path: ['endDate'],
        message: 'must not be before startDate',
      }),
    answer: pageOf(record).extend({
      sums: z.object({
        closing: z.number(),
        interest: z.number(),
        transferAmount: z.number(),
        transferIn: z.number(),
        transferOut: z.number(),
      }),
    }),
  }),
  recordTiers: defineContract({
    method: 'POST',
    path: '/chance-yuebao-record/tiers',
    summary: "The tiers (latest terms) the record screen's tier filter offers",
    body: z.object({}),
    answer: pageOf(z.object({ id: z.number(), minAmount: z.number(), enabled: z.boolean() })),
  }),
};
