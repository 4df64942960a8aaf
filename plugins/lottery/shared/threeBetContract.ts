import { z } from 'zod';
import { defineContract } from '../../../shared/contract';
import { blank, intIn, listFields, optionalId, optionalText } from '../../../shared/fields';

/*
 * Third-party game bets (/ThreeBetManager → three_bet_list): what threeBetRoutes.ts serves and
 * threeBetCalls.ts calls. Paise, epoch ms. The state names and provider codes are declared here,
 * where the request's filter needs them; the adapters (server/threeBetProviders.ts) use them.
 */

/** A bet's state by its stored number. */
export const THREE_BET_STATE_NAMES = ['unsettled', 'win', 'lose', 'draw', 'cancelled'] as const;
/** The providers wired in, in THREE_BET_PROVIDERS' order (threeBets.test checks they agree). */
export const THREE_BET_PROVIDER_CODES = ['JILI', 'EVO', 'EZUGI'] as const;
export type ThreeBetProviderCode = (typeof THREE_BET_PROVIDER_CODES)[number];

const optionalTime = z.preprocess(blank, intIn(0, Number.MAX_SAFE_INTEGER).optional());

const threeBetRow = z.object({
  id: z.number(),
  provider: z.string(),
  providerName: z.string(),
  orderNo: z.string(),
  memberId: z.number(),
  username: z.string(),
  agentUsername: z.string().nullable(),
  gameCode: z.string(),
  gameName: z.string(),
  stake: z.number(),
  validBet: z.number(),
  payout: z.number(),
  /** payout − stake of a settled bet, from the member's side; 0 while unsettled or cancelled. */
  winLoss: z.number(),
  state: z.number(),
  stateName: z.enum(THREE_BET_STATE_NAMES),
  betAt: z.number(),
  settledAt: z.number().nullable(),
});

export const threeBetContracts = {
  totals: defineContract({
    method: 'POST',
    path: '/betrecords/query/three/betrecordList',
    summary: "Third-party game bets in the caller's scope, with totals over every matching row",
    body: z.object({
      ...listFields(20, ['betAt', 'stake', 'payout']),
      memberId: optionalId,
      username: optionalText,
      provider: z.preprocess(blank, z.enum(THREE_BET_PROVIDER_CODES).optional()),
      gameCode: optionalText,
      state: z.preprocess(blank, intIn(0, THREE_BET_STATE_NAMES.length - 1).optional()),
      startTime: optionalTime,
      endTime: optionalTime,
    }),
    answer: z.object({
      list: z.array(threeBetRow),
      total: z.number(),
      totals: z.object({
        count: z.number(),
        stake: z.number(),
        validBet: z.number(),
        payout: z.number(),
        /** What members won (positive) or lost over the settled bets: payout − valid bet. */
        memberWinLoss: z.number(),
      }),
    }),
  }),
  providers: defineContract({
    method: 'POST',
    path: '/betrecords/query/three/providers',
    summary: 'The third-party providers and their games, for the filters',
    answer: z.array(z.object({ code: z.string(), name: z.string(), games: z.array(z.object({ code: z.string(), name: z.string() })) })),
  }),
};
