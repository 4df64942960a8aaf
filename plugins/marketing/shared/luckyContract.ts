import { z } from 'zod';
import { defineContract, pageOf } from '../../../shared/contract';
import { blank, idField, intIn, intWithDefault, listFields, optionalId, optionalInt, paiseIn } from '../../../shared/fields';

/*
 * Lucky-draw campaigns (server/lucky/*Routes.ts; console luckyCalls.ts): the two campaign screens
 * (platform-wide under /chance-member-lottery, a franchisee's under /chance-business-lottery, the
 * same calls), the draw log and the public verification. Amounts in paise, times in epoch ms.
 */

/** The largest total weight of a campaign's prizes (server/domain/draw/weighted.ts MAX_TOTAL_WEIGHT). */
export const MAX_TOTAL_WEIGHT = 1_000_000_000;
export const CAMPAIGN_STATUSES = ['draft', 'open', 'closed'] as const;
export const DRAW_OUTCOMES = ['won', 'no_prize', 'out_of_stock'] as const;

export const PRIZE_KINDS = ['none', 'money', 'points', 'ticket'] as const;
const MAX_PRIZES = 20;

const prizeBody = z
  .object({
    name: z.string({ error: 'lucky_prize_name' }).trim().min(1, { error: 'lucky_prize_name' }).max(40, { error: 'lucky_prize_name' }),
    kind: z.enum(PRIZE_KINDS),
    amount: z.preprocess((v) => blank(v) ?? 0, paiseIn(0)),
    ticketId: optionalId,
    weight: intIn(1, MAX_TOTAL_WEIGHT, 'lucky_weight'),
    stock: z.preprocess(blank, intIn(0, 10_000_000).optional()),
  })
  .refine((p) => (p.kind !== 'money' && p.kind !== 'points') || p.amount > 0, { error: 'lucky_amount_positive', path: ['amount'] })
  .refine((p) => p.kind !== 'ticket' || p.ticketId !== undefined, { error: 'lucky_ticket_required', path: ['ticketId'] });

const campaignBody = z
  .object({
    id: optionalId,
    franchiseeId: optionalId,
    stationId: optionalId,
    name: z.string({ error: 'lucky_name' }).trim().min(1, { error: 'lucky_name' }).max(40, { error: 'lucky_name' }),
    description: z.preprocess((v) => v ?? '', z.string().trim().max(500)),
    startsAt: intIn(1, 8_640_000_000_000_000),
    endsAt: intIn(1, 8_640_000_000_000_000),
    minVipLevel: z.preprocess((v) => blank(v) ?? 0, intIn(0, 99)),
    minDeposit: z.preprocess((v) => blank(v) ?? 0, paiseIn(0)),
    dailyLimit: intIn(1, 1_000),
    prizes: z.array(prizeBody, { error: 'lucky_prizes' }).min(1, { error: 'lucky_prizes' }).max(MAX_PRIZES, { error: 'lucky_prizes' }),
  })
  .refine((b) => b.endsAt > b.startsAt, { error: 'lucky_window', path: ['endsAt'] })
  .refine((b) => b.prizes.reduce((a, p) => a + p.weight, 0) <= MAX_TOTAL_WEIGHT, { error: 'lucky_weight', path: ['prizes'] });

const listBody = z.object({
  ...listFields(20, ['id']),
  name: z.preprocess(blank, z.string().trim().max(100).optional()),
  status: z.preprocess(blank, z.enum(['draft', 'open', 'closed']).optional()),
  franchiseeId: optionalId,
});

const prizeKind = z.enum(PRIZE_KINDS);

const campaign = z.object({
  id: z.number(),
  franchiseeId: z.number().nullable(),
  franchiseeName: z.string().nullable(),
  stationId: z.number().nullable(),
  stationName: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  startsAt: z.number(),
  endsAt: z.number(),
  minVipLevel: z.number(),
  minDeposit: z.number(),
  dailyLimit: z.number(),
  status: z.enum(CAMPAIGN_STATUSES),
  seedHash: z.string().nullable(),
  totalWeight: z.number(),
  drawsMade: z.number(),
  openedAt: z.number().nullable(),
  closedAt: z.number().nullable(),
  createdAt: z.number(),
  prizes: z.array(
    z.object({
      id: z.number(),
      position: z.number(),
      name: z.string(),
      kind: prizeKind,
      amount: z.number(),
      ticketId: z.number().nullable(),
      weight: z.number(),
      stock: z.number().nullable(),
      stockLeft: z.number().nullable(),
    }),
  ),
});

const named = z.object({ id: z.number(), name: z.string() });
const ofFranchisee = named.extend({ franchiseeId: z.number() });

/** One campaign screen's calls, under its base path. */
function campaignContractsAt<B extends string>(base: B, whose: string) {
  return {
    options: defineContract({
      method: 'POST',
      path: `/${base}/options`,
      summary: `What a ${whose} campaign form picks from: franchisees, stations and tickets in scope`,
      answer: z.object({ franchisees: z.array(named), stations: z.array(ofFranchisee), tickets: z.array(ofFranchisee) }),
    }),
    list: defineContract({
      method: 'POST',
      path: `/${base}/list`,
      summary: `The ${whose} lucky-draw campaigns with their prizes`,
      body: listBody,
      answer: pageOf(campaign),
    }),
    save: defineContract({
      method: 'POST',
      path: `/${base}/save`,
      summary: `Creates or edits a ${whose} campaign while it is a draft`,
      body: campaignBody,
      answer: z.object({ id: z.number() }),
    }),
    open: defineContract({
      method: 'POST',
      path: `/${base}/open`,
      summary: `Opens a ${whose} campaign: its prizes freeze and the seed's commitment is published`,
      body: z.object({ id: idField }),
      answer: z.object({ seedHash: z.string() }),
    }),
    close: defineContract({
      method: 'POST',
      path: `/${base}/close`,
      summary: `Closes a ${whose} campaign and reveals its seed`,
      body: z.object({ id: idField }),
      answer: z.object({ seed: z.string().nullable() }),
    }),
    simulate: defineContract({
      method: 'POST',
      path: `/${base}/simulate`,
      summary: `Makes one member's draw in a ${whose} campaign, as the member app would`,
      body: z.object({ campaignId: idField, memberId: idField }),
      answer: z.object({
        drawId: z.number(),
        drawNo: z.number(),
        prizeIndex: z.number(),
        prizeName: z.string(),
        kind: prizeKind,
        amount: z.number(),
        outcome: z.enum(DRAW_OUTCOMES),
      }),
    }),
  };
}

export type CampaignContracts = ReturnType<typeof campaignContractsAt<string>>;
/** Member_lottery_management: platform-wide campaigns. */
export const memberLotteryContracts = campaignContractsAt('chance-member-lottery', 'platform-wide');
/** business_lottery_management: a franchisee's campaigns. */
export const businessLotteryContracts = campaignContractsAt('chance-business-lottery', "franchisee's");

export const luckyDrawContracts = {
  log: defineContract({
    method: 'POST',
    path: '/chance-lucky-draw/log',
    summary: 'Every lucky draw a member made, with its prize and how it was paid',
    body: z.object({
      ...listFields(20, ['id']),
      username: z.preprocess(blank, z.string().trim().max(100).optional()),
      campaignId: optionalId,
      outcome: z.preprocess(blank, z.enum(DRAW_OUTCOMES).optional()),
      kind: z.preprocess(blank, z.enum(['none', 'money', 'points', 'ticket']).optional()),
    }),
    answer: pageOf(
      z.object({
        id: z.number(),
        campaignId: z.number(),
        campaignName: z.string(),
        franchiseeId: z.number().nullable(),
        drawNo: z.number(),
        memberId: z.number(),
        username: z.string(),
        prizeIndex: z.number(),
        prizeName: z.string(),
        kind: prizeKind,
        amount: z.number(),
        outcome: z.enum(DRAW_OUTCOMES),
        journalId: z.number().nullable(),
        pointsLedgerId: z.number().nullable(),
        ticketSerial: z.string().nullable(),
        createdAt: z.number(),
      }),
    ),
  }),
  verifyCampaigns: defineContract({
    method: 'GET',
    path: '/chance-lucky-draw/verifyCampaigns',
    summary: 'The opened lucky-draw campaigns the public verification page lists (latest 100)',
    answer: z.array(
      z.object({
        campaignId: z.number(),
        name: z.string(),
        status: z.enum(CAMPAIGN_STATUSES),
        seedHash: z.string().nullable(),
        openedAt: z.number().nullable(),
        closedAt: z.number().nullable(),
      }),
    ),
  }),
  verify: defineContract({
    method: 'GET',
    path: '/chance-lucky-draw/verify',
    summary: "An opened campaign's commitment, its seed once closed, and its draws each checked against them",
    query: z.object({ campaignId: idField, drawNo: optionalInt(1, 2_000_000_000), limit: intWithDefault(1, 200, 50) }),
    answer: z.object({
      campaignId: z.number(),
      name: z.string(),
      status: z.enum(CAMPAIGN_STATUSES),
      seedHash: z.string().nullable(),
      seed: z.string().nullable(),
      commitmentOk: z.boolean().nullable(),
      prizes: z.array(z.object({ position: z.number(), name: z.string(), kind: prizeKind, weight: z.number() })),
      totalWeight: z.number(),
      drawsMade: z.number(),
      draws: z.array(
        z.object({
          drawNo: z.number(),
          memberId: z.number(),
          prizeIndex: z.number(),
          outcome: z.enum(DRAW_OUTCOMES),
          createdAt: z.number(),
          verified: z.boolean().nullable(),
        }),
      ),
    }),
  }),
};
