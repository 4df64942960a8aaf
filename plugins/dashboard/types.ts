import type { AnswerOf } from '../../shared/contract';
import type { homeContracts } from './shared/homeContract';

/** What `chance_home_page/info` answers: today's KPIs. Amounts in paise. */
export type HomeInfo = AnswerOf<typeof homeContracts.info>;
/** Totals of one Bombay calendar day. */
export type DayTotals = HomeInfo['today'];
/** Work waiting for the viewer, by the installed plugins' count keys (only screens the viewer holds). */
export type PendingCounts = NonNullable<HomeInfo['pending']>;

/** What `chance_home_page/query/home/data` answers: the chart's days. */
export type HomeSeries = AnswerOf<typeof homeContracts.series>;
export type SeriesDay = HomeSeries['days'][number];
