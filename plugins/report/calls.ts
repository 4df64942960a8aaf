import { defineActions, useActions, type ActionFacade, type ContractAction, type ContractActions } from '../../dataProvider';
import type { agentPickerContracts } from '../account/shared/agentPickerContract';
import type { reportContracts } from './shared/reportContract';
import type { ReportAnswer, ReportFilters, ReportName } from './types';

/** Every report screen's endpoint (one per screen, each guarded by its menu path on the server) and the filter lookups. */
export interface ReportActions extends ContractActions<typeof reportContracts> {
  agents: ContractAction<typeof agentPickerContracts.selectList>;
}

export type { ReportName };

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

/**
 * One screen's call as the shared frame makes it: the frame sends every filter it holds (a route
 * reads the fields its contract names) and reads any report's answer (types.ts ReportAnswer).
 */
export const reportCall = (calls: ActionFacade<ReportActions>, name: ReportName) =>
  calls[name] as (filters: ReportFilters) => Promise<ReportAnswer>;
