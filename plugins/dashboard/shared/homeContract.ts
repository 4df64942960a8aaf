import { z } from 'zod';
import { defineContract } from '../../../shared/contract';
import { intWithDefault } from '../../../shared/fields';

/*
 * Home's calls and the top bar's counters (server/homeRoutes.ts; console homeCalls.ts and
 * src/layout/useBadges.ts). Amounts in paise, dates as Bombay days 'YYYY-MM-DD'.
 */

/** Work waiting for the viewer, by the installed plugins' count keys (only screens the viewer holds). */
const pendingCounts = z.record(z.string(), z.number());

/** Totals of one Bombay calendar day. */
const dayTotals = z.object({
  depositAmount: z.number(),
  depositCount: z.number(),
  withdrawalAmount: z.number(),
  withdrawalCount: z.number(),
  firstDepositCount: z.number(),
  firstDepositAmount: z.number(),
});

export const homeContracts = {
  auditReminder: defineContract({
    method: 'POST',
    path: '/chance_home_page/auditReminder',
    summary: "The top bar's pending-work counters of every installed plugin, those the caller's menu holds",
    body: z.object({ status: z.unknown().optional() }),
    answer: pendingCounts,
  }),
  info: defineContract({
    method: 'POST',
    path: '/chance_home_page/info',
    summary: "Home's figures: members, online members, today's and yesterday's money, pending work",
    answer: z.object({
      memberTotal: z.number(),
      todayRegistrations: z.number(),
      onlineMembers: z.number(),
      today: dayTotals,
      yesterday: dayTotals,
      /** Null for agents, who do not see audit counters. */
      pending: pendingCounts.nullable(),
    }),
  }),
  series: defineContract({
    method: 'POST',
    path: '/chance_home_page/query/home/data',
    summary: "Home's chart: registrations, first deposits, deposits and withdrawals per Bombay day",
    body: z.object({ days: intWithDefault(7, 90, 30) }),
    answer: z.object({
      days: z.array(
        z.object({
          date: z.string(),
          registrations: z.number(),
          firstDeposits: z.number(),
          depositAmount: z.number(),
          depositCount: z.number(),
          withdrawalAmount: z.number(),
          withdrawalCount: z.number(),
        }),
      ),
    }),
  }),
};
