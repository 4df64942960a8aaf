import { bombayStartOfDay, type PopupOpener, type PopupPresetFilters } from '../../../src';
import type { Column } from '../screens';
import type { ReportFilters } from '../types';

/*
 * Drill-down from a report cell into the popup panels (spec §2) that hold the rows behind it,
 * cut exactly as the figure is: the same Bombay days, the same instant (approved deposits by
 * their review, paid withdrawals by their payout, bets by their placing), formal members only
 * unless the report includes test accounts, and the report's game. Deposits come in two kinds,
 * each its own panel (6 company income, 17 online deposit): the cell is their sum.
 */

export type DrillKind = NonNullable<Column['drill']>;

const DAY_MS = 86_400_000;

/** [start, end) in ms of the Bombay days `from`..`to`, both included. */
export function dayRangeInstants(from: string, to: string): [number, number] {
  return [bombayStartOfDay(from), bombayStartOfDay(to) + DAY_MS];
}

/**
 * The panels a cell opens, or null when no panel can show the figure's rows: the panels cannot
 * cut by franchisee, agent line or team, so a report filtered that way keeps its cells plain.
 */
export function drillOpeners(kind: DrillKind, days: { from: string; to: string }, filters: ReportFilters): PopupOpener[] | null {
  if (filters.franchiseeId !== undefined || filters.agentId !== undefined || filters.parentId !== undefined) return null;
  const common: PopupPresetFilters = { timeRange: dayRangeInstants(days.from, days.to), ...(filters.includeTest ? {} : { formal: 1 }) };
  if (kind === 'bets') {
    return [
      { panel: 1, presets: { ...common, ...(filters.gameId !== undefined ? { game: filters.gameId } : {}) }, label: 'report.drill.bets' },
    ];
  }
  // Deposits and withdrawals are never cut by game; a game filter is not one of these screens' filters.
  if (kind === 'deposits') {
    const approved: PopupPresetFilters = { ...common, status: 2, timeOn: 'reviewed' };
    return [
      { panel: 6, presets: approved, label: 'report.drill.companyDeposits' },
      { panel: 17, presets: approved, label: 'report.drill.onlineDeposits' },
    ];
  }
  return [{ panel: 7, presets: { ...common, timeOn: 'paid' }, label: 'report.drill.withdrawals' }];
}
