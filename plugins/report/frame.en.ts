import type { Messages } from '../../src';

/**
 * The report plugin's English texts that the frame renders before any of its screens (menu,
 * breadcrumb, tags, palette, badges and popup titles, resource names): they load at start-up with
 * every plugin's. Its screens' texts are messages.en.ts (PluginManifest.screenMessages).
 */
const messages: Messages = {
  report: {
    menu: {
      report_management: 'Reports',
      daily_data: 'Daily data',
      daily_overview: 'Daily overview',
      daily_membership_statistice: 'Daily members',
      daily_notes_statistics: 'Daily bets',
      daily_fund_statistics: 'Daily funds',
      incoming_outgoing_summary: 'In and out summary',
      bettingStatistics: 'Betting statistics',
      gameFundSummary: 'Game fund summary',
      statisticsType1: 'By game',
      statisticsType2: 'By play',
      statisticsType3: 'By agent line',
      statisticsType4: 'By VIP level',
      statisticsType5: 'By hour',
      statisticalAnalysis: 'Analysis',
      analysis_bettingStatistics: 'Betting trends',
      analysis_fundingStatistics: 'Funding mix',
      analysis_memberStatistics: 'Members and retention',
      analysis_overview: 'Overview',
      member_report: 'Member report',
      team_report: 'Team report',
    },
  },
};
export default messages;
