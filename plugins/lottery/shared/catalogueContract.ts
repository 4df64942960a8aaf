import { z } from 'zod';
import { defineContract, pageOf } from '../../../shared/contract';
import { blank, boolField, idField, intIn, listFields, optionalId, optionalInt, optionalText } from '../../../shared/fields';
import { resultSource, shape } from './periodContract';

/*
 * yoyo_lottery's catalogue screens: lottery types, games (edit, enable/disable, member-app order),
 * game types, plays and the optional plays switch — what catalogueRoutes.ts serves and
 * catalogueCalls.ts calls. Names in three languages, odds ×100, rebates in basis points.
 */

/** Game types (spec §3 "Game"); stored as game.type. */
export const GAME_TYPES = ['lottery', 'electronic', 'chess_card', 'lobby', 'fishing', 'betting_machine', 'slot_machine', 'board'] as const;
/** Bet types (game.bet_type): every game here is bet by period. */
export const BET_TYPES = ['period'] as const;

const text = (max: number) => z.string({ error: 'v.required' }).trim().min(1, { error: 'v.required' }).max(max);
const optionalLong = (max: number) => z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().trim().max(max));
/** An icon is one stored by the image upload (server/uploads), or the value the game already has (seeded icons). */
/** Absent: unchanged; '' or null: no icon. */
const iconField = z.preprocess((v) => (v === null ? '' : v), z.string().trim().max(300).optional());
const idOnly = z.object({ id: z.number() });

const lotteryTypeRow = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  shape,
  sort: z.number(),
  status: z.number(),
  games: z.number(),
  /** Play groups (not their selections). */
  plays: z.number(),
});

const gameRecord = z.object({
  id: z.number(),
  code: z.string(),
  issueCode: z.string(),
  name: z.string(),
  providerCode: z.string(),
  description: z.string(),
  type: z.number(),
  state: z.number(),
  testSupport: z.number(),
  iconH5: z.string(),
  iconPc: z.string(),
  betType: z.number(),
  shape,
  intervalSec: z.number(),
  resultSource,
  sort: z.number(),
  disabledAt: z.number().nullable(),
  lotteryTypeId: z.number(),
  lotteryTypeName: z.string(),
});

const gameOrderRow = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  state: z.number(),
  sort: z.number(),
  iconH5: z.string(),
  lotteryTypeName: z.string(),
});

const playRecord = z.object({
  id: z.number(),
  lotteryTypeId: z.number(),
  lotteryTypeName: z.string(),
  /** Null on a play group; its selections point at it. */
  parentId: z.number().nullable(),
  code: z.string(),
  selection: z.string().nullable(),
  nameZh: z.string(),
  nameEn: z.string(),
  nameHi: z.string(),
  introZh: z.string(),
  introEn: z.string(),
  introHi: z.string(),
  oddsX100: z.number(),
  rebateBps: z.number(),
  sort: z.number(),
  status: z.number(),
  parentNameZh: z.string().nullable(),
  parentNameEn: z.string().nullable(),
  parentNameHi: z.string().nullable(),
});

const optionalPlayRow = z.object({
  id: z.number(),
  lotteryTypeId: z.number(),
  lotteryTypeName: z.string(),
  code: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  nameHi: z.string(),
  status: z.number(),
  sort: z.number(),
  selections: z.number(),
  enabledSelections: z.number(),
});

/** Names are those of catalogueCalls.ts's facades: one object per facade. */
export const lotteryTypeContracts = {
  list: defineContract({
    method: 'POST',
    path: '/chance-lottery-type/list',
    summary: 'The lottery types with how many games and play groups each has',
    answer: pageOf(lotteryTypeRow),
  }),
  update: defineContract({
    method: 'POST',
    path: '/chance-lottery-type/update',
    summary: 'Renames a lottery type or moves it in the order',
    body: z.object({ id: idField, name: text(50), sort: intIn(0, 9999) }),
    answer: idOnly,
  }),
};

export const catalogueGameContracts = {
  list: defineContract({
    method: 'POST',
    path: '/chance-game/catalogue',
    summary: 'The game catalogue, filtered by name, code, lottery type, game type and state',
    body: z.object({
      ...listFields(20, ['sort', 'name', 'code']),
      name: optionalText,
      code: optionalText,
      lotteryTypeId: optionalId,
      type: optionalInt(0, GAME_TYPES.length - 1),
      state: optionalInt(0, 1),
    }),
    answer: pageOf(gameRecord),
  }),
  detail: defineContract({
    method: 'POST',
    path: '/chance-game/detail',
    summary: 'One game of the catalogue',
    body: z.object({ id: idField }),
    answer: gameRecord,
  }),
  update: defineContract({
    method: 'POST',
    path: '/chance-game/update',
    summary: "Edits a game's name, provider code, description, type, trial play and icons",
    body: z.object({
      id: idField,
      name: text(50),
      providerCode: z.preprocess(
        (v) => (v === null || v === undefined ? '' : v),
        z
          .string()
          .trim()
          .regex(/^[A-Za-z0-9_-]{0,30}$/, { error: 'v.providerCode' }),
      ),
      description: optionalLong(500),
      type: intIn(0, GAME_TYPES.length - 1),
      testSupport: boolField,
      iconH5: iconField,
      iconPc: iconField,
    }),
    answer: idOnly,
  }),
  setState: defineContract({
    method: 'POST',
    path: '/chance-game/setState',
    summary: 'Enables or disables a game',
    body: z.object({ id: idField, enabled: boolField }),
    answer: z.object({ id: z.number(), state: z.number() }),
  }),
  order: defineContract({
    method: 'POST',
    path: '/chance-game/order',
    summary: 'The games in the member app’s order',
    answer: pageOf(gameOrderRow),
  }),
  sort: defineContract({
    method: 'POST',
    path: '/chance-game/sort',
    summary: 'Puts the games in the member app’s order (the ids named first, the rest after them)',
    body: z.object({
      ids: z
        .array(idField, { error: 'v.required' })
        .min(1, { error: 'v.required' })
        .max(500)
        .refine((ids) => new Set(ids).size === ids.length, { error: 'game_sort_duplicate' }),
    }),
    /** Every game id in its new order. */
    answer: z.object({ order: z.array(z.number()) }),
  }),
  types: defineContract({
    method: 'POST',
    path: '/chance-game/types',
    summary: 'The game types with how many games (and enabled games) each has, and the bet types',
    answer: pageOf(z.object({ id: z.number(), code: z.enum(GAME_TYPES), games: z.number(), enabled: z.number() })).extend({
      betTypes: z.array(z.object({ id: z.number(), code: z.enum(BET_TYPES) })),
    }),
  }),
};

export const cataloguePlayContracts = {
  list: defineContract({
    method: 'POST',
    path: '/chance-play/list',
    summary: 'Play groups and their selections, with names and introductions in three languages, odds and rebates',
    body: z.object({
      ...listFields(50, ['sort']),
      lotteryTypeId: optionalId,
      parentId: optionalId,
      /** 'group' for the play groups only, 'selection' for the selections only. */
      level: z.preprocess(blank, z.enum(['group', 'selection']).optional()),
      name: optionalText,
      status: optionalInt(0, 1),
    }),
    answer: pageOf(playRecord),
  }),
  update: defineContract({
    method: 'POST',
    path: '/chance-play/update',
    summary: "Edits a play's names and introductions, its order and its rebate",
    body: z.object({
      id: idField,
      nameZh: text(50),
      nameEn: text(50),
      nameHi: text(50),
      introZh: optionalLong(300),
      introEn: optionalLong(300),
      introHi: optionalLong(300),
      sort: intIn(0, 99_999),
      rebateBps: intIn(0, 10_000),
    }),
    answer: idOnly,
  }),
  optional: defineContract({
    method: 'POST',
    path: '/chance-play/optional',
    summary: 'The play groups members may bet on, with how many of their selections are enabled',
    body: z.object({ lotteryTypeId: optionalId }),
    answer: pageOf(optionalPlayRow),
  }),
  setStatus: defineContract({
    method: 'POST',
    path: '/chance-play/setStatus',
    summary: 'Enables or disables a play (a group with its selections)',
    body: z.object({ id: idField, enabled: boolField }),
    answer: z.object({ id: z.number(), status: z.number() }),
  }),
};
