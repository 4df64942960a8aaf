import { defineActions, useActions, type Action } from '../../dataProvider';
import type { FilterChoices, ReportAnswer, ReportFilters } from './types';

type Report = Action<ReportFilters, ReportAnswer>;

/** Every report screen's endpoint (one per screen, each guarded by its menu path on the server) and the filter lookups. */
export interface ReportActions {
  filters: Action<void, FilterChoices>;
  agents: Action<
    { usernameKeyword?: string; pageIndex: number; pageSize: number },
    { list: { id: number; username: string }[]; total: number }
  >;
  daily_overview: Report;
  daily_membership_statistice: Report;
  daily_notes_statistics: Report;
  daily_fund_statistics: Report;
  incoming_outgoing_summary: Report;
  gameFundSummary: Report;
  statisticsType1: Report;
  statisticsType2: Report;
  statisticsType3: Report;
  statisticsType4: Report;
  statisticsType5: Report;
  analysis_bettingStatistics: Report;
  analysis_fundingStatistics: Report;
  analysis_memberStatistics: Report;
  analysis_overview: Report;
  member_report: Report;
  team_report: Report;
}

export type ReportName = Exclude<keyof ReportActions, 'filters' | 'agents'>;

export const reportActions = defineActions<ReportActions>({
  filters: { path: 'chance_report/filters' },
  agents: { path: 'chance_offline_agent/selectList' },
  daily_overview: { path: 'chance_report/daily_overview' },
  daily_membership_statistice: { path: 'chance_report/daily_membership_statistice' },
  daily_notes_statistics: { path: 'chance_report/daily_notes_statistics' },
  daily_fund_statistics: { path: 'chance_report/daily_fund_statistics' },
  incoming_outgoing_summary: { path: 'chance_report/incoming_outgoing_summary' },
  gameFundSummary: { path: 'chance_report/gameFundSummary' },
  statisticsType1: { path: 'chance_report/statisticsType1' },
  statisticsType2: { path: 'chance_report/statisticsType2' },
  statisticsType3: { path: 'chance_report/statisticsType3' },
  statisticsType4: { path: 'chance_report/statisticsType4' },
  statisticsType5: { path: 'chance_report/statisticsType5' },
  analysis_bettingStatistics: { path: 'chance_report/analysis/bettingStatistics' },
  analysis_fundingStatistics: { path: 'chance_report/analysis/fundingStatistics' },
  analysis_memberStatistics: { path: 'chance_report/analysis/memberStatistics' },
  analysis_overview: { path: 'chance_report/analysis/overview' },
  member_report: { path: 'chance_report/member_report' },
  team_report: { path: 'chance_report/team_report' },
});

export const useReportCalls = () => useActions('report', reportActions);
