import { z } from 'zod';
import { defineContract } from '../../../shared/contract';
import { idField } from '../../../shared/fields';
import { shape } from './periodContract';

/*
 * The two read-only views of the periods taking bets (yoyo_lottery → manualSelection and
 * current_member_statistics): what selectionRoutes.ts serves and selectionCalls.ts calls. Paise,
 * epoch ms; both count only the bets in the caller's scope.
 */

/** How many numbers the analysis takes (spec §2: seven hand-entered numbers). */
export const SELECTION_COUNT = 7;

const numberLiability = z.object({
  /** The number as entered, normalised: "7" (Win Go), "255" (K3), "03914" (5D). */
  number: z.string(),
  result: z.array(z.number()),
  /** Stake of the bets this number would make win, how many bets and members. */
  stake: z.number(),
  bets: z.number(),
  bettors: z.number(),
  /** What those bets would be paid. */
  payout: z.number(),
  /** The period's whole stake minus that payout: the house's result if this number were drawn. */
  houseNet: z.number(),
});

const gameNowRow = z.object({
  /** The game's id (one row per game). */
  id: z.number(),
  gameId: z.number(),
  gameName: z.string(),
  shape,
  periodId: z.number(),
  issueNo: z.string(),
  closeAt: z.number(),
  drawAt: z.number(),
  bettors: z.number(),
  bets: z.number(),
  stake: z.number(),
});

export const selectionContracts = {
  analyse: defineContract({
    method: 'POST',
    path: '/chance-period/numberAnalysis',
    summary: "For seven numbers staff type in, what the open period's bets would pay if each were the result",
    body: z.object({
      gameId: idField,
      numbers: z.array(z.string({ error: 'v.required' }).trim().min(1, { error: 'v.required' }).max(20)).length(SELECTION_COUNT),
    }),
    answer: z.object({
      game: z.object({ id: z.number(), name: z.string(), shape }),
      period: z.object({ id: z.number(), issueNo: z.string(), openAt: z.number(), closeAt: z.number(), drawAt: z.number() }).nullable(),
      totalStake: z.number(),
      bets: z.number(),
      bettors: z.number(),
      numbers: z.array(numberLiability),
    }),
  }),
  statistics: defineContract({
    method: 'POST',
    path: '/chance-period/currentMemberStatistics',
    summary: 'Per game, the period taking bets and who is betting on it now',
    body: z.object({ gameId: z.preprocess((v) => (v === '' || v === null ? undefined : v), idField.optional()) }),
    answer: z.object({
      list: z.array(gameNowRow),
      total: z.number(),
      totals: z.object({ bettors: z.number(), bets: z.number(), stake: z.number() }),
      /** Server time of the figures. */
      at: z.number(),
    }),
  }),
};
