import { z } from 'zod';
import { defineContract } from '../../../shared/contract';
import { dateField, intWithDefault, optionalBool, optionalId } from '../../../shared/fields';

/*
 * The report screens' calls (server/reportRoutes.ts; console calls.ts): one route per screen, each
 * guarded by that screen's menu path. Figures in paise, counts or basis points, camel-cased from the
 * report tables' metric columns (server/metrics.ts); dates as Bombay days 'YYYY-MM-DD'. Every report
 * answers the previous period's totals beside its own and how fresh its stored days are.
 */

/** Fields every report takes: the range, the optional cuts, and the include-test switch (off unless sent). */
export const reportBody = z.object({
  from: dateField,
  to: dateField,
  franchiseeId: optionalId,
  agentId: optionalId,
  gameId: optionalId,
  includeTest: optionalBool,
});

const teamBody = reportBody.omit({ gameId: true, franchiseeId: true, agentId: true }).extend({ parentId: optionalId });
// Keyset paging: the members after `afterId` (the previous page's nextAfterId), `limit` at a time.
const memberBody = reportBody.omit({ gameId: true, franchiseeId: true }).extend({ afterId: optionalId, limit: intWithDefault(1, 500, 50) });

/** An object of the named fields, each of schema `value`. */
function fields<const K extends string, V extends z.ZodType>(names: readonly K[], value: V) {
  return z.object(Object.fromEntries(names.map((name) => [name, value])) as { [P in K]: V });
}

// The metric columns' camel-cased names (server/metrics.ts, cutTables.ts).
const ORDER = [
  'registrations',
  'firstDepositCount',
  'firstDepositAmount',
  'depositCount',
  'depositAmount',
  'withdrawCount',
  'withdrawAmount',
  'withdrawFees',
  'bonuses',
] as const;
const BET = ['betCount', 'bettors', 'stake', 'validTurnover', 'payout', 'houseProfit', 'betFees', 'rebates'] as const;
const EXTRA = [
  'rebatesPaid',
  'vipRewards',
  'taskRewards',
  'discounts',
  'manualCredits',
  'manualDebits',
  'netGamingRevenue',
  'rebatesHeld',
  'withdrawNet',
] as const;
const DEPOSIT = ['depositCount', 'depositAmount', 'firstDepositCount', 'firstDepositAmount', 'bonuses'] as const;
const TEAM = [
  'registrations',
  'bettors',
  'depositAmount',
  'withdrawAmount',
  'stake',
  'validTurnover',
  'payout',
  'rebates',
  'houseProfit',
] as const;
const MEMBER = [
  'depositAmount',
  'withdrawAmount',
  'betCount',
  'stake',
  'validTurnover',
  'payout',
  'houseProfit',
  'withdrawFees',
  'withdrawNet',
] as const;

/** One day's (or a range's) figures of the daily tables; order and plugin figures are null when read by game. */
export const dailyFigures = fields([...ORDER, ...EXTRA], z.number().nullable())
  .extend(fields(BET, z.number()).shape)
  .extend({
    /** Bet fees + withdrawal fees. */
    fees: z.number(),
    killRateBps: z.number(),
  });
const dailyRow = dailyFigures.extend({ date: z.string() });

/** How current the stored days are: the oldest build of the period's stored days, and the days awaiting a rebuild. */
const freshness = z.object({ builtAt: z.number().nullable(), pending: z.array(z.string()) });

const daily = z.object({ rows: z.array(dailyRow), totals: dailyFigures, previous: dailyFigures, freshness });

/** The bet figures of a cut, with the kill rate. */
const betFigures = fields(BET, z.number()).extend({ killRateBps: z.number() });
/** A row of a cut: its key (game or member id, play code, VIP level, hour), the label the screen shows, its figures. */
const keyed = { key: z.union([z.number(), z.string()]), label: z.string() };
// A row's rebates are null where its key holds none (a play, an hour: a rebate is per member, game and business date).
const betCut = z.object({
  rows: z.array(betFigures.extend(keyed).extend({ rebates: z.number().nullable() })),
  totals: betFigures,
  previous: betFigures,
  freshness,
});

/** An agent line: the root's own members (`direct` 1) or a sub-agent with its whole subtree. */
const line = { key: z.number(), label: z.string(), direct: z.union([z.literal(0), z.literal(1)]) };
const trail = z.array(z.object({ id: z.number(), username: z.string() }));

const withNewBettors = { newBettors: z.number(), returningBettors: z.number() };
const memberFigures = fields(MEMBER, z.number()).extend({ killRateBps: z.number() });
const teamFigures = fields(TEAM, z.number()).extend({ killRateBps: z.number() });
/** null: no computed commission period lies wholly inside the range (the cell shows "–"). */
const teamTotals = teamFigures.extend({ commissionPayable: z.number().nullable() });

const report = <P extends `/chance_report/${string}`, A extends z.ZodType>(path: P, summary: string, answer: A) =>
  defineContract({ method: 'POST', path, summary, body: reportBody, answer });

export const reportContracts = {
  filters: defineContract({
    method: 'POST',
    path: '/chance_report/filters',
    summary: 'What the report filters offer: franchisees (administrators only) and games',
    answer: z.object({
      franchisees: z.array(z.object({ id: z.number(), name: z.string() })),
      games: z.array(z.object({ id: z.number(), name: z.string() })),
    }),
  }),
  daily_overview: report('/chance_report/daily_overview', 'The daily overview: every figure per Bombay day', daily),
  daily_membership_statistice: report('/chance_report/daily_membership_statistice', 'Daily member figures per Bombay day', daily),
  daily_notes_statistics: report('/chance_report/daily_notes_statistics', 'Daily bet figures per Bombay day', daily),
  daily_fund_statistics: report('/chance_report/daily_fund_statistics', 'Daily money figures per Bombay day', daily),
  incoming_outgoing_summary: report('/chance_report/incoming_outgoing_summary', 'Money in and out per Bombay day', daily),
  gameFundSummary: report('/chance_report/gameFundSummary', 'Bet figures per game over the period', betCut),
  statisticsType1: report('/chance_report/statisticsType1', 'Bet figures per game', betCut),
  statisticsType2: report('/chance_report/statisticsType2', 'Bet figures per play', betCut),
  statisticsType3: report(
    '/chance_report/statisticsType3',
    'Bet figures per agent line under an agent (or per top agent), with the breadcrumb to it',
    z.object({
      rows: z.array(betFigures.extend(line)),
      totals: betFigures,
      previous: betFigures,
      trail,
      freshness,
    }),
  ),
  statisticsType4: report('/chance_report/statisticsType4', 'Bet figures per VIP level', betCut),
  statisticsType5: report('/chance_report/statisticsType5', 'Bet figures per hour of the Bombay day', betCut),
  analysis_bettingStatistics: report('/chance_report/analysis/bettingStatistics', 'Betting analysis per Bombay day', daily),
  analysis_fundingStatistics: report(
    '/chance_report/analysis/fundingStatistics',
    'Funding analysis per Bombay day, with deposits per channel kind',
    daily.extend({
      mix: z.array(fields(DEPOSIT, z.number()).extend({ key: z.union([z.number(), z.string()]), label: z.string() })),
    }),
  ),
  analysis_memberStatistics: report(
    '/chance_report/analysis/memberStatistics',
    'Member analysis per Bombay day, with new and returning bettors',
    z.object({
      rows: z.array(dailyRow.extend(withNewBettors)),
      totals: dailyFigures.extend(withNewBettors),
      previous: dailyFigures.extend(withNewBettors),
      freshness,
    }),
  ),
  analysis_overview: report('/chance_report/analysis/overview', 'The analysis overview per Bombay day', daily),
  member_report: defineContract({
    method: 'POST',
    path: '/chance_report/member_report',
    summary: "An agent's downline members active in the period, a keyset page at a time",
    body: memberBody,
    answer: z.object({
      rows: z.array(memberFigures.extend({ key: z.number(), label: z.string() })),
      totals: memberFigures,
      previous: memberFigures,
      /** The cursor of the next page; null on the last page. */
      nextAfterId: z.number().nullable(),
      freshness,
    }),
  }),
  team_report: defineContract({
    method: 'POST',
    path: '/chance_report/team_report',
    summary: "An agent's team per line with commission payable, the line's daily series and the breadcrumb",
    body: teamBody,
    answer: z.object({
      rows: z.array(teamFigures.extend(line).extend({ commissionPayable: z.number().nullable() })),
      totals: teamTotals,
      previous: teamTotals,
      days: z.array(teamFigures.extend({ date: z.string() })),
      trail,
      freshness,
    }),
  }),
};
