import { z } from 'zod';
import { defineContract, pageOf } from '../../../shared/contract';
import { boolField, intIn, optionalId, paiseIn } from '../../../shared/fields';
import { dateText } from './vipFields';

/*
 * vipLevel (server/levelRoutes.ts; console vipCalls.ts): the franchisees' level definitions, their
 * edits, and running the daily evaluation of an ended day. Amounts in paise.
 */

const levelBody = z.object({
  id: optionalId,
  franchiseeId: optionalId,
  level: intIn(0, 99),
  // 1 to 16 once trimmed: spec §5 says 6 to 16, which the seeded names (Gold, Crown, Royal) break.
  name: z.string({ error: 'vip_name_length' }).trim().min(1, { error: 'vip_name_length' }).max(16, { error: 'vip_name_length' }),
  icon: z.preprocess((v) => v ?? '', z.string().trim().max(255, { error: 'length_1_255' })),
  medal: z.preprocess((v) => v ?? '', z.string().trim().max(255, { error: 'length_1_255' })),
  requiredMembers: intIn(0, 1_000_000),
  requiredMonthly: paiseIn(0),
  requiredWeekly: paiseIn(0),
  upgradeReward: paiseIn(0),
  upgradePoints: intIn(0, 100_000_000),
  weeklyReward: paiseIn(0),
  weeklyRewardEnabled: boolField,
  fallback: boolField,
});

/** A level as the list shows it: its rules (switches as 1/0) and how many real members hold it now. */
const levelRecord = z.object({
  id: z.number(),
  franchiseeName: z.string(),
  franchiseeId: z.number(),
  level: z.number(),
  name: z.string(),
  icon: z.string(),
  medal: z.string(),
  requiredMembers: z.number(),
  requiredMonthly: z.number(),
  requiredWeekly: z.number(),
  upgradeReward: z.number(),
  upgradePoints: z.number(),
  weeklyReward: z.number(),
  weeklyRewardEnabled: z.number(),
  fallback: z.number(),
  /** Members holding this level now. */
  members: z.number(),
});

export const levelContracts = {
  list: defineContract({
    method: 'POST',
    path: '/chance-vip-level/list',
    summary: "The VIP levels of the caller's franchisees, with how many members hold each",
    body: z.object({ franchiseeId: optionalId }),
    /** `yesterday`: the last ended Bombay day, the evaluation's default. */
    answer: pageOf(levelRecord).extend({ yesterday: z.string() }),
  }),
  save: defineContract({
    method: 'POST',
    path: '/chance-vip-level/save',
    summary: "Creates or edits a franchisee's VIP level",
    body: levelBody,
    answer: z.object({ id: z.number() }),
  }),
  evaluate: defineContract({
    method: 'POST',
    path: '/chance-vip-level/evaluate',
    summary: 'Runs the daily level evaluation of an ended Bombay day: promotions with their rewards, and the fallback rule',
    body: z.object({ date: dateText }),
    answer: z.object({
      promoted: z.number(),
      kept: z.number(),
      dropped: z.number(),
      /** Promotion rewards paid (paise). */
      rewards: z.number(),
    }),
    moneyMoving: true,
  }),
};
