import { z } from 'zod';
import { defineContract } from '../../../shared/contract';
import { blank, idField, intIn, paiseIn } from '../../../shared/fields';
import { submittedLever } from './killRateContract';

/*
 * yoyo_lottery → limitSetting and odds_setting: what limitRoutes.ts serves and killRateCalls.ts
 * calls. Paise, odds ×100. A save answers the lever request it became (another staff member
 * approves it); lists show what the open period uses beside what the next one will.
 */

/** Highest odds a save may ask (×100): 1,000.00, why in killRateLevers.ts. */
export const ODDS_MAX_X100 = 100_000;

const reason = z.string({ error: 'v.required' }).trim().min(1, { error: 'v.required' }).max(200);

const limits = z.object({
  minStake: z.number(),
  maxStake: z.number(),
  maxPerMemberPeriod: z.number(),
  maxExposure: z.number().nullable(),
});

const playLimitRow = z.object({
  id: z.string(),
  playCode: z.string(),
  /** What the open period applies, and what periods from the next one will. */
  current: limits,
  next: limits,
  /** Whether the play has its own limits (otherwise the game's apply). */
  custom: z.boolean(),
  /** A saved change the open period does not use yet. */
  pending: z.boolean(),
});

const oddsRow = z.object({
  id: z.number(),
  playCode: z.string(),
  selection: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  baseOddsX100: z.number(),
  currentOddsX100: z.number(),
  nextOddsX100: z.number(),
});

export const limitContracts = {
  limits: defineContract({
    method: 'POST',
    path: '/chance-play-limit/list',
    summary: "A game's stake limits per play: the open period's and the next period's, beside the game's own",
    body: z.object({ gameId: idField }),
    answer: z.object({ list: z.array(playLimitRow), total: z.number(), gameLimits: limits, openIssueNo: z.string().nullable() }),
  }),
  saveLimits: defineContract({
    method: 'POST',
    path: '/chance-play-limit/save',
    summary: "Asks to change a play's stake limits from the next period (applied when another staff member approves)",
    body: z.object({
      gameId: idField,
      playCode: z.string({ error: 'v.required' }).trim().min(1, { error: 'v.required' }).max(40),
      minStake: paiseIn(1, 'v.paise'),
      maxStake: paiseIn(1, 'v.paise'),
      maxPerMemberPeriod: paiseIn(1, 'v.paise'),
      maxExposure: z.preprocess(blank, paiseIn(1, 'v.paise').optional()),
      reason,
    }),
    answer: submittedLever,
  }),
  odds: defineContract({
    method: 'POST',
    path: '/chance-odds/list',
    summary: "A game's odds per selection: standard, the open period's and the next period's",
    body: z.object({ gameId: idField, playCode: z.preprocess(blank, z.string().trim().max(40).optional()) }),
    answer: z.object({ list: z.array(oddsRow), total: z.number(), openIssueNo: z.string().nullable() }),
  }),
  saveOdds: defineContract({
    method: 'POST',
    path: '/chance-odds/save',
    summary: "Asks to change a selection's odds from the next period (applied when another staff member approves)",
    // Odds above 1.00 (anything less pays back less than the stake on a win) and at most 1,000.00;
    // checkOdds also holds them to 10 × the play's standard odds (killRateLevers.ts).
    body: z.object({ gameId: idField, playId: idField, oddsX100: intIn(101, ODDS_MAX_X100), reason }),
    answer: submittedLever,
  }),
};
