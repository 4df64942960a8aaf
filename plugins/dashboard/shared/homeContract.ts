import { z } from 'zod';
import { defineContract } from '../../../shared/contract';
import { counterContracts, pendingCounts } from '../../../shared/counterContract';
import { intWithDefault } from '../../../shared/fields';

/*
 * Home's calls and the top bar's counters (server/homeRoutes.ts; console homeCalls.ts, and
 * src/layout/useBadges.ts through shared/counterContract.ts). Amounts in paise, dates as Bombay days 'YYYY-MM-DD'.
 */

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
  // The host's top bar reads it too, so it is declared in the top-level shared/.
  auditReminder: counterContracts.auditReminder,
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
