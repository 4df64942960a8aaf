import type { AnswerOf } from '../../shared/contract';
import type { reportContracts } from './shared/reportContract';

type Contracts = typeof reportContracts;

/** Every report screen's call: the report contracts but the filter lookup. */
export type ReportName = Exclude<keyof Contracts, 'filters'>;

/** A row of any report: a date or a key with its label, and figures in paise, counts or basis points (null: not read by game). */
export type ReportRow = Record<string, number | string | null>;

/**
 * Any report's answer as the shared frame reads it (each screen's contract says its own exactly):
 * the fields every report answers, and those only some screens add, optional. `ReportAnswerCheck`
 * below fails the type check when a screen's contract stops being readable this way.
 */
export interface ReportAnswer {
  rows: ReportRow[];
  totals: Record<string, number | null>;
  previous: Record<string, number | null>;
  /** fundingStatistics: deposits per channel kind. */
  mix?: ReportRow[];
  /** team_report: the daily series of the line. */
  days?: ReportRow[];
  /** statisticsType3 and team_report: the breadcrumb from the caller down. */
  trail?: AnswerOf<Contracts['team_report']>['trail'];
  /** member_report: the cursor of the next page, null on the last. */
  nextAfterId?: number | null;
  freshness?: AnswerOf<Contracts['daily_overview']>['freshness'];
}

type Assert<T extends true> = T;
export type ReportAnswerCheck = Assert<AnswerOf<Contracts[ReportName]> extends ReportAnswer ? true : false>;

export interface ReportFilters {
  from: string;
  to: string;
  includeTest: boolean;
  franchiseeId?: number;
  gameId?: number;
  agentId?: number;
  parentId?: number;
  /** member_report: the page after this member id, `limit` members long. */
  afterId?: number;
  limit?: number;
}

export type FilterChoices = AnswerOf<Contracts['filters']>;
