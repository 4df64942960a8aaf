import { z } from 'zod';
import { cappedPageOf, defineContract, pageOf } from '../../../shared/contract';
import { blank, intIn, intWithDefault, listFields, numberIn, optionalId, optionalText } from '../../../shared/fields';
import { BET_STATUS_NAMES, PERIOD_STATUS_NAMES } from './status';

/*
 * The staff lottery lists (yoyo_lottery): draw results by period, bet records and the games every
 * picker reads — what periodRoutes.ts serves. Paise, odds ×100, epoch ms. The result shape, result
 * source and drawn result are declared here once for every lottery contract.
 */

/** A game's result shape (server/domain/draw/shapes.ts). */
export const shape = z.enum(['wingo', 'k3', '5d']);
/** Who draws a game's results: the house's commit-reveal draw or an official result staff enter. */
export const resultSource = z.enum(['house', 'external']);
/** A drawn result (JSON array of integers); null before there is one. */
export const drawResult = z.array(z.number()).nullable();

const optionalTime = z.preprocess(blank, intIn(0, Number.MAX_SAFE_INTEGER).optional());
const optionalRatio = z.preprocess(blank, numberIn(0, 1_000_000).optional());
const optionalStatus = z.preprocess(blank, intIn(0, 5).optional());

const periodRow = z.object({
  id: z.number(),
  gameId: z.number(),
  gameCode: z.string(),
  gameName: z.string(),
  shape,
  issueNo: z.string(),
  openAt: z.number(),
  closeAt: z.number(),
  drawAt: z.number(),
  status: z.number(),
  statusName: z.enum(PERIOD_STATUS_NAMES),
  result: drawResult,
  resultSource,
  seedHash: z.string().nullable(),
  /** Only once drawn: revealing it earlier would reveal the result. */
  seed: z.string().nullable(),
  /** The platform's totals for an admin, its own members' for a franchisee. */
  betCount: z.number(),
  bettorCount: z.number(),
  totalBet: z.number(),
  totalFee: z.number(),
  winningAmount: z.number(),
  killRate: z.number(),
  profitLossPct: z.number(),
  houseProfit: z.number(),
  drawnAt: z.number().nullable(),
  /** Set once settled, and on a voided period (which stays "not drawn"). */
  settledAt: z.number().nullable(),
  drawError: z.string().nullable(),
  settleError: z.string().nullable(),
});

const betRow = z.object({
  id: z.number(),
  betNo: z.string(),
  memberId: z.number(),
  username: z.string(),
  agentId: z.number().nullable(),
  agentUsername: z.string().nullable(),
  gameId: z.number(),
  gameName: z.string(),
  periodId: z.number(),
  issueNo: z.string(),
  play: z.string(),
  selection: z.string(),
  /** The play and the selection named in the caller's language (大小 / 大). */
  playName: z.string(),
  selectionName: z.string(),
  stake: z.number(),
  fee: z.number(),
  contract: z.number(),
  oddsX100: z.number(),
  status: z.number(),
  statusName: z.enum(BET_STATUS_NAMES),
  payout: z.number(),
  /** The fraction of a paise the payout dropped by rounding down ('0.37'). */
  rounding: z.string(),
  isTest: z.number(),
  ip: z.string(),
  createdAt: z.number(),
  settledAt: z.number().nullable(),
});

/** A game row as stored (column names as they are). */
const gameRow = z.object({
  id: z.number(),
  code: z.string(),
  issue_code: z.string(),
  name: z.string(),
  provider_code: z.string(),
  description: z.string(),
  type: z.number(),
  state: z.number(),
  test_support: z.number(),
  icon_h5: z.string(),
  icon_pc: z.string(),
  bet_type: z.number(),
  shape,
  interval_sec: z.number(),
  freeze_sec: z.number(),
  result_source: resultSource,
  fee_bps: z.number(),
  min_bet: z.number(),
  max_bet: z.number(),
  max_bet_per_period: z.number(),
  sort: z.number(),
  lottery_type: z.string(),
});

export const periodContracts = {
  list: defineContract({
    method: 'POST',
    path: '/chance-period/list',
    summary: 'Draw results by period, with their totals (a franchisee sees its own members’ share), counted up to a cap',
    body: z.object({
      ...listFields(20, ['drawAt', 'issueNo', 'totalBet', 'killRate']),
      gameId: optionalId,
      status: optionalStatus,
      issueNo: optionalText,
      startTime: optionalTime,
      endTime: optionalTime,
      // Bonus-to-bet ratio (winning amount ÷ total bet) bounds, in percent with up to 2 decimals.
      minRatio: optionalRatio,
      maxRatio: optionalRatio,
    }),
    answer: cappedPageOf(periodRow),
  }),
  betList: defineContract({
    method: 'POST',
    path: '/chance-bet/list',
    summary: 'Bet records in the caller’s scope, newest first, counted up to a cap',
    body: z.object({
      ...listFields(20, ['createdAt', 'stake', 'payout']),
      periodId: optionalId,
      memberId: optionalId,
      gameId: optionalId,
      status: optionalStatus,
      betNo: optionalText,
      startTime: optionalTime,
      endTime: optionalTime,
      // Formal members' bets only (no trial bets, no internal play-along accounts), as the reports count.
      formal: z.preprocess(blank, z.boolean().optional()),
    }),
    answer: cappedPageOf(betRow),
  }),
  gameList: defineContract({
    method: 'POST',
    path: '/chance-game/list',
    summary: 'The games in their configured order, as every lottery screen’s game picker reads them',
    body: z.object({ pageIndex: intWithDefault(1, 1000, 1), pageSize: intWithDefault(1, 100, 50) }),
    answer: pageOf(gameRow),
  }),
};
