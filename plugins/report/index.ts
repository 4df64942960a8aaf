import { definePlugin, lazyScreen, menuFromTree } from '../../src';
import { REPORT_MENU_NODES } from './shared/menuTree';
import { reportActions, type ReportName } from './calls';
import { prefetchReport } from './reportQuery';

/*
 * /report_management: the analysts' reports and the agents' member and team reports. Every
 * screen is the same lazy frame (frame/ReportFrame.tsx) over its definition (screens.ts), so
 * recharts and the frame load with the first report opened, never with the console.
 */
const report = (name: ReportName) => ({
  screen: {
    component: lazyScreen(() => import('./frame/ReportFrame').then((m) => ({ default: m.screenFor(name) }))),
    prefetch: prefetchReport(name),
  },
});
/** The analysis screens share their names with other reports: their titles and definitions are `analysis_<name>`. */
const analysis = (name: 'bettingStatistics' | 'fundingStatistics' | 'memberStatistics' | 'overview') => ({
  title: `report.menu.analysis_${name}`,
  ...report(`analysis_${name}`),
});

export default definePlugin({
  name: 'report',
  menu: menuFromTree('report', REPORT_MENU_NODES, {
    report_management: {
      children: {
        daily_data: {
          children: {
            daily_overview: report('daily_overview'),
            daily_membership_statistice: report('daily_membership_statistice'),
            daily_notes_statistics: report('daily_notes_statistics'),
            daily_fund_statistics: report('daily_fund_statistics'),
          },
        },
        incoming_outgoing_summary: report('incoming_outgoing_summary'),
        bettingStatistics: {
          children: {
            gameFundSummary: report('gameFundSummary'),
            statisticsType1: report('statisticsType1'),
            statisticsType2: report('statisticsType2'),
            statisticsType3: report('statisticsType3'),
            statisticsType4: report('statisticsType4'),
            statisticsType5: report('statisticsType5'),
          },
        },
        statisticalAnalysis: {
          children: {
            bettingStatistics: analysis('bettingStatistics'),
            fundingStatistics: analysis('fundingStatistics'),
            memberStatistics: analysis('memberStatistics'),
            overview: analysis('overview'),
          },
        },
        member_report: { roles: ['agent', 'agent2'], ...report('member_report') },
        team_report: { roles: ['agent', 'agent2'], ...report('team_report') },
      },
    },
  }),
  resources: [{ name: 'report', endpoints: {}, actions: reportActions }],
  // What the frame shows before any screen (menu titles, resource names); the screens' texts load
  // with the first of them.
  messages: { zh: () => import('./frame.zh'), en: () => import('./frame.en') },
  screenMessages: { zh: () => import('./messages.zh'), en: () => import('./messages.en') },
});
