import { definePlugin, type MenuNode, lazyScreen } from '../../src';
import { reportActions, type ReportName } from './calls';

/*
 * /report_management: the analysts' reports and the agents' member and team reports. Every
 * screen is the same lazy frame (frame/ReportFrame.tsx) over its definition (screens.ts), so
 * recharts and the frame load with the first report opened, never with the console.
 */
const leaf = (name: string, report: ReportName = name as ReportName): MenuNode => ({
  name,
  title: `report.menu.${report}`,
  screen: { component: lazyScreen(() => import('./frame/ReportFrame').then((m) => ({ default: m.screenFor(report) }))) },
});

export default definePlugin({
  name: 'report',
  menu: [
    {
      name: 'report_management',
      title: 'report.menu.report_management',
      children: [
        {
          name: 'daily_data',
          title: 'report.menu.daily_data',
          children: ['daily_overview', 'daily_membership_statistice', 'daily_notes_statistics', 'daily_fund_statistics'].map((n) =>
            leaf(n),
          ),
        },
        leaf('incoming_outgoing_summary'),
        {
          name: 'bettingStatistics',
          title: 'report.menu.bettingStatistics',
          children: ['gameFundSummary', 'statisticsType1', 'statisticsType2', 'statisticsType3', 'statisticsType4', 'statisticsType5'].map(
            (n) => leaf(n),
          ),
        },
        {
          name: 'statisticalAnalysis',
          title: 'report.menu.statisticalAnalysis',
          children: (['bettingStatistics', 'fundingStatistics', 'memberStatistics', 'overview'] as const).map((n) =>
            leaf(n, `analysis_${n}`),
          ),
        },
        { ...leaf('member_report'), roles: ['agent', 'agent2'] },
        { ...leaf('team_report'), roles: ['agent', 'agent2'] },
      ],
    },
  ],
  resources: [{ name: 'report', endpoints: {}, actions: reportActions }],
  // What the frame shows before any screen (menu titles, resource names); the screens' texts load
  // with the first of them.
  messages: { zh: () => import('./frame.zh'), en: () => import('./frame.en') },
  screenMessages: { zh: () => import('./messages.zh'), en: () => import('./messages.en') },
});
