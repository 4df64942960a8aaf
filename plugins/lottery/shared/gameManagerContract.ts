import { z } from 'zod';
import { defineContract, pageOf } from '../../../shared/contract';
import { blank, boolField, idField, intIn, listFields, optionalId, optionalInt, paiseIn } from '../../../shared/fields';
import { resultSource, shape } from './periodContract';

/*
 * yoyo_lottery → gameManager (the games' draw settings, the period running now, enable/disable)
 * and gameManagerEdit (add a game; change a disabled game's draw settings): what
 * gameManagerRoutes.ts serves and catalogueCalls.ts's gameManagerActions call. Paise, epoch ms.
 */

/** Period lengths the clock can number (server/rules/periods.ts INTERVALS_SEC). */
const INTERVALS = [30, 60, 180, 300, 600] as const;

const text = (max: number) => z.string({ error: 'v.required' }).trim().min(1, { error: 'v.required' }).max(max);
const settingsFields = {
  freezeSec: intIn(1, 3600),
  feeBps: intIn(0, 1000),
  minBet: paiseIn(100),
  maxBet: paiseIn(100),
  maxBetPerPeriod: paiseIn(100),
};

const drawSettings = z.object({
  freezeSec: z.number(),
  feeBps: z.number(),
  minBet: z.number(),
  maxBet: z.number(),
  maxBetPerPeriod: z.number(),
});

/** A game with its draw settings (times epoch ms, amounts paise). */
const managedGame = drawSettings.extend({
  id: z.number(),
  code: z.string(),
  issueCode: z.string(),
  name: z.string(),
  description: z.string(),
  shape,
  resultSource,
  intervalSec: z.number(),
  state: z.number(),
  sort: z.number(),
  disabledAt: z.number().nullable(),
  createdAt: z.number(),
  lotteryTypeId: z.number(),
  lotteryTypeName: z.string(),
});

export const gameManagerContracts = {
  list: defineContract({
    method: 'POST',
    path: '/chance-game/manager',
    summary: 'The games with their draw settings, the period taking bets now and when the next one opens',
    body: z.object({
      ...listFields(20, ['sort', 'name', 'code', 'intervalSec']),
      lotteryTypeId: optionalId,
      state: optionalInt(0, 1),
      resultSource: z.preprocess(blank, z.enum(['house', 'external']).optional()),
    }),
    answer: pageOf(
      managedGame.extend({ openIssueNo: z.string().nullable(), openCloseAt: z.number().nullable(), nextOpenAt: z.number().nullable() }),
    ),
  }),
  detail: defineContract({
    method: 'POST',
    path: '/chance-game/manager/detail',
    summary: 'One game’s draw settings, and why they cannot change now',
    body: z.object({ id: idField }),
    answer: managedGame.extend({
      /** Why the draw settings cannot change now: the game is enabled, or a period of it is open; null when they can. */
      lock: z.enum(['enabled', 'open_period']).nullable(),
    }),
  }),
  create: defineContract({
    method: 'POST',
    path: '/chance-game/create',
    summary: 'Adds a game (disabled until enabled: only then does the scheduler give it periods)',
    body: z.object({
      lotteryTypeId: idField,
      code: z
        .string({ error: 'v.required' })
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9_]{2,30}$/, { error: 'v.gameCode' }),
      issueCode: z
        .string({ error: 'v.required' })
        .trim()
        .regex(/^\d{2}$/, { error: 'v.issueCode' }),
      name: text(50),
      description: z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().trim().max(500)),
      resultSource: z.enum(['house', 'external'], { error: 'v.required' }),
      intervalSec: z.preprocess(
        (v) => (typeof v === 'string' ? Number(v) : v),
        z.union(
          INTERVALS.map((n) => z.literal(n)),
          { error: 'v.interval' },
        ),
      ),
      ...settingsFields,
    }),
    answer: z.object({ id: z.number() }),
  }),
  settings: defineContract({
    method: 'POST',
    path: '/chance-game/settings',
    summary: 'Changes a disabled game’s freeze, fee and stake limits',
    body: z.object({ id: idField, ...settingsFields }),
    answer: drawSettings.extend({ id: z.number() }),
  }),
  setState: defineContract({
    method: 'POST',
    path: '/chance-game/manager/setState',
    summary: 'Enables or disables a game (gameManager’s switch, the same as the game list’s)',
    body: z.object({ id: idField, enabled: boolField }),
    answer: z.object({ id: z.number(), state: z.number() }),
  }),
};
