import type { ReportName } from './calls';
import type { ReportRow } from './types';

/*
 * The 17 report screens as data: which endpoint, which columns (and their unit), which chart.
 * One frame (frame/ReportFrame.tsx) renders them all.
 */

export type Unit = 'money' | 'count' | 'bps';
export type ChartKind = 'line' | 'bar' | 'area' | 'pie';
export type Filter = 'franchisee' | 'game' | 'agent';

export interface Column {
  /** Field of the row (and of totals); message key report.col.<field>. */
  field: string;
  unit: Unit;
  /** Computed from the row's other figures (totals run through it too). */
  derive?: (row: Record<string, number | string | null>) => number;
  /** The popup panels this cell opens, cut as the figure is (see frame/drill.ts). */
  drill?: 'deposits' | 'withdrawals' | 'bets';
}

export interface ScreenDef {
  name: ReportName;
  /** Rows are days ('date') or keyed cuts ('key' with 'label'). */
  rows: 'days' | 'cut';
  /** How a cut's key reads: the server's label, a VIP level, an hour of the Bombay day. */
  keyLabel?: 'label' | 'vip' | 'hour';
  columns: Column[];
  /**
   * series: the fields drawn; data: what the chart draws (the table's rows, or the answer's mix or
   * days); top: draw only the first `top` rows, and rank the rows (table, chart, export) by the
   * first series, largest first (inReportOrder).
   */
  chart: { kind: ChartKind; series: string[]; data?: 'rows' | 'mix' | 'days'; top?: number };
  filters: Filter[];
  /** Team report: a row opens that sub-agent's own team. */
  drillTeam?: boolean;
  /** Member report: the server answers a page at a time (afterId → nextAfterId). */
  keyset?: boolean;
}

const money = (field: string, drill?: Column['drill']): Column => ({ field, unit: 'money', drill });
const count = (field: string, drill?: Column['drill']): Column => ({ field, unit: 'count', drill });
const bps = (field: string, derive?: Column['derive']): Column => ({ field, unit: 'bps', derive });
const num = (v: number | string | null | undefined) => Number(v ?? 0);

const BET_COLUMNS = [
  count('betCount', 'bets'),
  count('bettors'),
  money('stake', 'bets'),
  money('validTurnover'),
  money('payout'),
  money('houseProfit'),
  bps('killRateBps'),
  money('rebates'),
];
const ALL = ['franchisee', 'game', 'agent'] as const satisfies Filter[];
const NO_GAME = ['franchisee', 'agent'] as const satisfies Filter[];

export const SCREENS: Record<ReportName, ScreenDef> = {
  daily_overview: {
    name: 'daily_overview',
    rows: 'days',
    filters: [...NO_GAME],
    columns: [
      count('registrations'),
      count('firstDepositCount'),
      money('depositAmount', 'deposits'),
      money('withdrawAmount', 'withdrawals'),
      money('withdrawFees'),
      money('withdrawNet'),
      money('stake', 'bets'),
      money('validTurnover'),
      money('payout'),
      money('houseProfit'),
      bps('killRateBps'),
      money('fees'),
      money('bonuses'),
      money('rebates'),
      money('rebatesPaid'),
      money('rebatesHeld'),
      money('vipRewards'),
      money('taskRewards'),
      money('discounts'),
      money('manualCredits'),
      money('manualDebits'),
      money('netGamingRevenue'),
      count('bettors'),
    ],
    chart: { kind: 'line', series: ['depositAmount', 'withdrawAmount', 'stake', 'houseProfit'] },
  },
  daily_membership_statistice: {
    name: 'daily_membership_statistice',
    rows: 'days',
    filters: [...NO_GAME],
    columns: [
      count('registrations'),
      count('firstDepositCount'),
      money('firstDepositAmount'),
      count('bettors'),
      bps('conversionBps', (r) =>
        num(r.registrations) === 0 ? 0 : Math.round((num(r.firstDepositCount) * 10_000) / num(r.registrations)),
      ),
    ],
    chart: { kind: 'bar', series: ['registrations', 'firstDepositCount', 'bettors'] },
  },
  daily_notes_statistics: {
    name: 'daily_notes_statistics',
    rows: 'days',
    filters: [...ALL],
    columns: BET_COLUMNS,
    chart: { kind: 'line', series: ['stake', 'validTurnover', 'payout', 'houseProfit'] },
  },
  daily_fund_statistics: {
    name: 'daily_fund_statistics',
    rows: 'days',
    filters: [...NO_GAME],
    columns: [
      count('depositCount', 'deposits'),
      money('depositAmount', 'deposits'),
      count('withdrawCount', 'withdrawals'),
      money('withdrawAmount', 'withdrawals'),
      money('withdrawFees'),
      money('bonuses'),
      money('rebates'),
    ],
    chart: { kind: 'area', series: ['depositAmount', 'withdrawAmount', 'bonuses', 'rebates'] },
  },
  incoming_outgoing_summary: {
    name: 'incoming_outgoing_summary',
    rows: 'days',
    filters: [...NO_GAME],
    columns: [
      money('depositAmount', 'deposits'),
      money('withdrawAmount', 'withdrawals'),
      { field: 'netInflow', unit: 'money', derive: (r) => num(r.depositAmount) - num(r.withdrawAmount) },
      money('bonuses'),
      money('rebates'),
      money('fees'),
    ],
    chart: { kind: 'bar', series: ['depositAmount', 'withdrawAmount', 'netInflow'] },
  },
  gameFundSummary: {
    name: 'gameFundSummary',
    rows: 'cut',
    keyLabel: 'label',
    filters: [...NO_GAME],
    columns: [
      money('stake'),
      money('validTurnover'),
      money('payout'),
      money('houseProfit'),
      bps('killRateBps'),
      money('betFees'),
      money('rebates'),
    ],
    chart: { kind: 'bar', series: ['stake', 'payout', 'houseProfit'] },
  },
  statisticsType1: {
    name: 'statisticsType1',
    rows: 'cut',
    keyLabel: 'label',
    filters: [...NO_GAME],
    columns: BET_COLUMNS,
    chart: { kind: 'pie', series: ['stake'] },
  },
  statisticsType2: {
    name: 'statisticsType2',
    rows: 'cut',
    keyLabel: 'label',
    filters: [...NO_GAME],
    columns: BET_COLUMNS,
    chart: { kind: 'bar', series: ['stake', 'payout'], top: 20 },
  },
  statisticsType3: {
    name: 'statisticsType3',
    rows: 'cut',
    keyLabel: 'label',
    filters: ['agent'],
    columns: BET_COLUMNS,
    chart: { kind: 'bar', series: ['stake', 'houseProfit'], top: 20 },
  },
  statisticsType4: {
    name: 'statisticsType4',
    rows: 'cut',
    keyLabel: 'vip',
    filters: [...NO_GAME],
    columns: BET_COLUMNS,
    chart: { kind: 'pie', series: ['stake'] },
  },
  statisticsType5: {
    name: 'statisticsType5',
    rows: 'cut',
    keyLabel: 'hour',
    filters: [...NO_GAME],
    columns: BET_COLUMNS,
    chart: { kind: 'line', series: ['stake', 'payout'] },
  },
  analysis_bettingStatistics: {
    name: 'analysis_bettingStatistics',
    rows: 'days',
    filters: [...ALL],
    columns: [
      count('bettors'),
      count('betCount', 'bets'),
      money('stake', 'bets'),
      money('validTurnover'),
      money('houseProfit'),
      bps('killRateBps'),
    ],
    chart: { kind: 'line', series: ['stake', 'validTurnover', 'houseProfit'] },
  },
  analysis_fundingStatistics: {
    name: 'analysis_fundingStatistics',
    rows: 'days',
    filters: [...NO_GAME],
    columns: [
      count('depositCount', 'deposits'),
      money('depositAmount', 'deposits'),
      count('withdrawCount', 'withdrawals'),
      money('withdrawAmount', 'withdrawals'),
      money('bonuses'),
    ],
    chart: { kind: 'pie', series: ['depositAmount'], data: 'mix' },
  },
  analysis_memberStatistics: {
    name: 'analysis_memberStatistics',
    rows: 'days',
    filters: [...NO_GAME],
    columns: [
      count('registrations'),
      count('firstDepositCount'),
      bps('conversionBps', (r) =>
        num(r.registrations) === 0 ? 0 : Math.round((num(r.firstDepositCount) * 10_000) / num(r.registrations)),
      ),
      count('bettors'),
      count('newBettors'),
      count('returningBettors'),
    ],
    chart: { kind: 'area', series: ['newBettors', 'returningBettors'] },
  },
  analysis_overview: {
    name: 'analysis_overview',
    rows: 'days',
    filters: [...NO_GAME],
    columns: [
      money('depositAmount', 'deposits'),
      money('withdrawAmount', 'withdrawals'),
      money('stake', 'bets'),
      money('payout'),
      money('houseProfit'),
      bps('killRateBps'),
      count('bettors'),
    ],
    chart: { kind: 'area', series: ['stake', 'payout', 'houseProfit'] },
  },
  member_report: {
    name: 'member_report',
    rows: 'cut',
    keyLabel: 'label',
    filters: ['agent'],
    keyset: true,
    // Withdrawals gross, fees and net paid, as the daily overview has them (the same labels; definitions worded for the period, report.defPeriod).
    columns: [
      money('depositAmount'),
      money('withdrawAmount'),
      money('withdrawFees'),
      money('withdrawNet'),
      count('betCount'),
      money('stake'),
      money('validTurnover'),
      money('payout'),
      money('houseProfit'),
    ],
    chart: { kind: 'bar', series: ['stake', 'houseProfit'], top: 20 },
  },
  team_report: {
    name: 'team_report',
    rows: 'cut',
    keyLabel: 'label',
    filters: [],
    drillTeam: true,
    columns: [
      count('registrations'),
      count('bettors'),
      money('depositAmount'),
      money('withdrawAmount'),
      money('stake'),
      money('validTurnover'),
      money('payout'),
      money('rebates'),
      money('commissionPayable'),
      money('houseProfit'),
    ],
    chart: { kind: 'line', series: ['depositAmount', 'withdrawAmount', 'stake', 'houseProfit'], data: 'days' },
  },
};

/**
 * The one order a screen's rows are read in, by its table, its chart and its export alike, so bar N
 * of the chart is row N of the table. A screen whose chart shows its top N (plays, agents, members)
 * ranks them by the chart's first series, largest first: a top-N chart is a ranking, and a reader
 * looks for the same ranking in the table beside it (before, the bars were ranked while the table
 * listed the same items by id or code). Every other screen keeps the server's order (days, hours,
 * VIP levels, games), which its x axis reads in as it is. The member report ranks the page shown:
 * the server pages it by member id. Ties keep the server's order.
 */
export function inReportOrder(screen: ScreenDef, rows: ReportRow[]): ReportRow[] {
  if (!screen.chart.top || (screen.chart.data ?? 'rows') !== 'rows') return rows;
  const by = screen.chart.series[0];
  return [...rows].sort((a, b) => num(b[by]) - num(a[by]));
}

/** The figure a column shows for a row (derived columns computed from the row). */
export function cellValue(column: Column, row: Record<string, number | string | null>): number | null {
  if (column.derive) return column.derive(row);
  const v = row[column.field];
  return v === null || v === undefined ? null : Number(v);
}

export type { ReportRow };
