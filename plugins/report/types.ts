import type { AnswerOf } from '../../shared/contract';
import type { reportContracts } from './shared/reportContract';

type Contracts = typeof reportContracts;

/** Every report screen's call: the report contracts but the filter lookup. */
export type ReportName = Exclude<keyof Contracts, 'filters'>;

/** Every report's answer, each as its screen's contract says it. */
type Answers = AnswerOf<Contracts[ReportName]>;
/** A field's types in the reports that answer it. */
type FieldOf<K extends PropertyKey> = Answers extends infer A ? (A extends unknown ? (K extends keyof A ? A[K] : never) : never) : never;
/** Fields some report answers; `keyof Answers` are those every report answers. */
type AnyField = Answers extends infer A ? (A extends unknown ? keyof A : never) : never;

/** The answer's lists of rows (the table, fundingStatistics' deposits per channel kind, team_report's daily series). */
type RowLists = 'rows' | 'mix' | 'days';
/** The answer's figures of the whole range (this period's and the previous one's). */
type Figures = 'totals' | 'previous';
type RowOf<K extends RowLists> = FieldOf<K> extends readonly (infer R)[] ? R : never;
/** The values of an object, or of each object of a union. */
type ValueOf<T> = T extends unknown ? T[keyof T] : never;

/**
 * A row of any report, read by column name: a date or a key with its label, and figures in paise,
 * counts or basis points (null: not read by game). Its values are those of the contracts' rows.
 */
export type ReportRow = Record<string, { [K in RowLists]: ValueOf<RowOf<K>> }[RowLists]>;

/** Fields the frame needs of every answer; the others (freshness, a breadcrumb, a cursor…) it shows when there. */
type Needed = 'rows' | Figures;

/**
 * Any report's answer as the shared frame reads it (each screen's contract says its own exactly):
 * its rows and figures, and the fields it shows when an answer has them, optional, each of the type
 * the contracts give it, but lists of rows and figures read by column name. `ReportAnswerCheck`
 * below fails the type check when a screen's contract stops being readable this way.
 */
export type ReportAnswer = { [K in Needed]: Read<K> } & { [K in Exclude<AnyField, Needed>]?: Read<K> };
type Read<K extends PropertyKey> = K extends RowLists ? ReportRow[] : K extends Figures ? Record<string, ValueOf<FieldOf<K>>> : FieldOf<K>;

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
