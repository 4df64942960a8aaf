import { z } from 'zod';
import { defineContract, pageOf } from '../../../shared/contract';
import { blank, dateField, idField, intIn, listFields, optionalBool, optionalId, optionalText } from '../../../shared/fields';

/*
 * The kill-rate screens' measuring and suspension calls (yoyo_lottery › game_result): what the
 * server's killRateRoutes.ts serves and the console's killRateCalls.ts calls. Paise, rates in basis
 * points, times in epoch ms, Bombay dates 'YYYY-MM-DD'.
 */

const reason = z.string({ error: 'v.required' }).trim().min(1, { error: 'v.required' }).max(200);
const bps = intIn(-10_000, 10_000);
const blankToEmpty = (v: unknown) => (v === undefined || v === null ? '' : v);
const suspensionBody = z.object({
  gameId: idField,
  playCode: z.preprocess(blankToEmpty, z.string().trim().max(40)),
  selection: z.preprocess(blankToEmpty, z.string().trim().max(40)),
  reason,
});

/** Bets, payouts and the house's share over one span. */
const window = z.object({ stake: z.number(), payout: z.number(), houseProfit: z.number(), killRateBps: z.number() });

const fundTotals = z.object({
  betCount: z.number(),
  stake: z.number(),
  validTurnover: z.number(),
  payout: z.number(),
  houseProfit: z.number(),
  killRateBps: z.number(),
});

const fundRow = fundTotals.extend({
  /** `<gameId>:<date>`. */
  id: z.string(),
  gameId: z.number(),
  gameCode: z.string(),
  gameName: z.string(),
  date: z.string(),
  bettors: z.number(),
});

const exposureRow = z.object({
  playCode: z.string(),
  selection: z.string(),
  stake: z.number(),
  bettors: z.number(),
  betCount: z.number(),
  /** What the house pays if this selection wins. */
  exposure: z.number(),
  cap: z.number().nullable(),
  suspended: z.boolean(),
});

const leverKind = z.enum(['odds', 'limit', 'band']);
const json = z.record(z.string(), z.unknown());

/** A lever change saved as a request another staff member approves. */
export const submittedLever = z.object({
  id: z.number(),
  requestNo: z.string(),
  kind: leverKind,
  target: z.string(),
  before: z.unknown(),
  after: json,
  status: z.literal('pending_approval'),
});

const logRecord = z.object({
  id: z.number(),
  gameId: z.number(),
  gameName: z.string(),
  kind: z.enum(['odds', 'limit', 'band', 'suspend', 'resume']),
  target: z.string(),
  before: json.nullable(),
  after: json.nullable(),
  reason: z.string(),
  effectiveIssueNo: z.string().nullable(),
  operator: z.string(),
  /** Who approved the request that applied it (odds, limits, band); null for suspend and resume. */
  approver: z.string().nullable(),
  createdAt: z.number(),
});

export const killRateContracts = {
  fundSummary: defineContract({
    method: 'POST',
    path: '/chance-game-fund/summary',
    summary: 'Per game and Bombay day: bets, bettors, stake, valid turnover, payout, house profit and kill rate, with totals',
    body: z.object({ from: dateField, to: dateField, gameId: optionalId, includeTest: optionalBool }),
    answer: z.object({ rows: z.array(fundRow), totals: fundTotals }),
  }),
  overview: defineContract({
    method: 'POST',
    path: '/chance-kill-rate/overview',
    summary: "One game's kill rate by period, by day and over the last period, today, 7 and 30 days, beside its alert band",
    body: z.object({ gameId: idField }),
    answer: z.object({
      game: z.object({ id: z.number(), code: z.string(), name: z.string() }),
      band: z.object({ minBps: z.number(), maxBps: z.number() }).nullable(),
      periods: z.array(
        z.object({
          issueNo: z.string(),
          drawAt: z.number(),
          totalBet: z.number(),
          payout: z.number(),
          houseProfit: z.number(),
          killRateBps: z.number(),
        }),
      ),
      days: z.array(window.extend({ date: z.string() })),
      windows: z.object({ lastPeriod: window.nullable(), today: window, days7: window, days30: window }),
    }),
  }),
  exposure: defineContract({
    method: 'POST',
    path: '/chance-kill-rate/exposure',
    summary: "The open period's stake and liability per play and selection, with caps and suspensions",
    body: z.object({ gameId: idField }),
    answer: z.object({
      period: z.object({ id: z.number(), issueNo: z.string(), closeAt: z.number(), totalBet: z.number() }).nullable(),
      gameSuspended: z.boolean(),
      rows: z.array(exposureRow),
    }),
  }),
  setBand: defineContract({
    method: 'POST',
    path: '/chance-kill-rate/setBand',
    summary: "Asks to move a game's alert band (applied when another staff member approves)",
    body: z.object({ gameId: idField, minBps: bps, maxBps: bps, reason }),
    answer: submittedLever,
  }),
  suspend: defineContract({
    method: 'POST',
    path: '/chance-kill-rate/suspend',
    summary: 'Stops taking bets on a game, a play or one selection from now on',
    body: suspensionBody,
    answer: z.object({ target: z.string() }),
  }),
  resume: defineContract({
    method: 'POST',
    path: '/chance-kill-rate/resume',
    summary: 'Takes bets again where a suspension stopped them',
    body: suspensionBody,
    answer: z.object({ target: z.string() }),
  }),
  operationLog: defineContract({
    method: 'POST',
    path: '/chance-kill-rate-operation-log/query/killRateOperation/list',
    summary: 'The kill-rate lever log: odds, limits, band, suspensions, with maker and approver',
    body: z.object({
      ...listFields(20, ['createdAt']),
      gameId: optionalId,
      kind: z.preprocess(blank, z.enum(['odds', 'limit', 'band', 'suspend', 'resume']).optional()),
      operator: optionalText,
      from: z.preprocess(blank, idField.optional()),
      /** Exclusive: the start of the day after the last one. */
      to: z.preprocess(blank, idField.optional()),
    }),
    answer: pageOf(logRecord),
  }),
};
