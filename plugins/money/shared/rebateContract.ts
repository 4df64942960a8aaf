import { z } from 'zod';
import { cappedPageOf, defineContract, pageOf } from '../../../shared/contract';
import { blank, idField, listFields, optionalId, optionalInt, optionalText } from '../../../shared/fields';
import { reason } from './moneyFields';

/*
 * Member rebates (money_management › fan_yong): the records the daily rebate job writes, their
 * per-member and per-day totals, and cancelling a held record. What rebateRoutes.ts serves and the
 * console's rebateCalls.ts calls. Paise, rates in basis points, Bombay business days 'YYYY-MM-DD',
 * epoch ms.
 */

const day = z
  .string({ error: 'v.businessDate' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'v.businessDate' })
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), {
    error: 'v.businessDate',
  });
const businessDate = z.preprocess(blank, day.optional());
/** The totals screens group every record of the range: a range is required, at most a report's length. */
const requiredDate = z.preprocess(blank, z.string({ error: 'v.required' }).pipe(day));
const MAX_TOTALS_DAYS = 366;

const filterFields = {
  username: optionalText,
  memberId: optionalId,
  gameId: optionalId,
  /** First and last Bombay business day, both included ('YYYY-MM-DD'). */
  startDate: businessDate,
  endDate: businessDate,
  /** rebate_record.status: 0 calculated (held, not paid yet), 1 paid, 2 cancelled. */
  status: optionalInt(0, 2),
};

const dateOrder = (b: { startDate?: string; endDate?: string }) =>
  b.startDate === undefined || b.endDate === undefined || b.startDate <= b.endDate;
const dateOrderIssue = { path: ['endDate'], message: 'must not be before startDate' };
const daysOf = (b: { startDate: string; endDate: string }) =>
  (Date.parse(`${b.endDate}T00:00:00Z`) - Date.parse(`${b.startDate}T00:00:00Z`)) / 86_400_000 + 1;
const totalsBody = <F extends string>(sortable: readonly [F, ...F[]]) =>
  z
    .object({ ...listFields(20, sortable), ...filterFields, startDate: requiredDate, endDate: requiredDate })
    .refine(dateOrder, dateOrderIssue)
    .refine((b) => daysOf(b) <= MAX_TOTALS_DAYS, { path: ['endDate'], message: `the range must be at most ${MAX_TOTALS_DAYS} days` });

/** 0 calculated and held for review, 1 paid, 2 cancelled. */
const rebateStatus = z.union([z.literal(0), z.literal(1), z.literal(2)]);

const record = z.object({
  id: z.number(),
  memberId: z.number(),
  username: z.string(),
  gameId: z.number().nullable(),
  gameName: z.string().nullable(),
  businessDate: z.string(),
  validTurnover: z.number(),
  rateBps: z.number(),
  amount: z.number(),
  status: rebateStatus,
  createdAt: z.number(),
  /** When the ledger paid it (its 'rebate' journal); null while held or once cancelled. */
  paidAt: z.number().nullable(),
  /** Why, by whom and when staff cancelled it ('' and nulls otherwise). */
  cancelReason: z.string(),
  cancelledBy: z.string().nullable(),
  cancelledAt: z.number().nullable(),
});

const amounts = {
  validTurnover: z.number(),
  paidAmount: z.number(),
  heldAmount: z.number(),
  cancelledAmount: z.number(),
};

const memberTotals = z.object({
  id: z.number(),
  memberId: z.number(),
  username: z.string(),
  records: z.number(),
  ...amounts,
  firstDate: z.string(),
  lastDate: z.string(),
});

const dayTotals = z.object({ id: z.string(), businessDate: z.string(), members: z.number(), records: z.number(), ...amounts });

const games = pageOf(z.object({ id: z.number(), name: z.string() }));
const gamesContract = <P extends `/${string}`>(path: P, screen: string) =>
  defineContract({
    method: 'POST',
    path,
    summary: `The games the ${screen} screen's game filter offers`,
    body: z.object({}),
    answer: games,
  });

export const rebateContracts = {
  records: defineContract({
    method: 'POST',
    path: '/chance-rebate-record/list',
    summary: "Rebate records of the caller's members (count capped on large ranges)",
    body: z
      .object({ ...listFields(20, ['id', 'businessDate', 'amount', 'validTurnover']), ...filterFields })
      .refine(dateOrder, dateOrderIssue),
    answer: cappedPageOf(record),
  }),
  recordGames: gamesContract('/chance-rebate-record/games', 'rebate record'),
  cancel: defineContract({
    method: 'POST',
    path: '/chance-rebate-record/cancel',
    summary: 'Cancels a held rebate record with a reason: it is never paid',
    body: z.object({ id: idField, reason }),
    answer: z.object({ id: z.number(), status: z.literal(2) }),
  }),
  members: defineContract({
    method: 'POST',
    path: '/chance-rebate-member/list',
    summary: 'Rebate totals per member over a range of business days',
    body: totalsBody(['memberId', 'records', 'validTurnover', 'paidAmount', 'lastDate']),
    answer: pageOf(memberTotals),
  }),
  memberGames: gamesContract('/chance-rebate-member/games', 'member rebate'),
  statistics: defineContract({
    method: 'POST',
    path: '/chance-rebate-statistics/list',
    summary: 'Rebate totals per business day over a range, with sums over every matching day',
    body: totalsBody(['businessDate', 'members', 'validTurnover', 'paidAmount']),
    answer: pageOf(dayTotals).extend({ sums: z.object({ ...amounts, records: z.number() }) }),
  }),
  statisticsGames: gamesContract('/chance-rebate-statistics/games', 'rebate statistics'),
};
