import type { Messages } from '../../src';

/**
 * The report plugin's Chinese texts that the frame renders before any of its screens (menu,
 * breadcrumb, tags, palette, badges and popup titles, resource names): they load at start-up with
 * every plugin's. Its screens' texts are messages.zh.ts (PluginManifest.screenMessages).
 */
const messages: Messages = {
  report: {
    menu: {
      report_management: '报表统计',
      daily_data: '每日数据',
      daily_overview: '每日总览',
      daily_membership_statistice: '每日会员统计',
      daily_notes_statistics: '每日注单统计',
      daily_fund_statistics: '每日资金统计',
      incoming_outgoing_summary: '出入款汇总',
      bettingStatistics: '投注统计',
      gameFundSummary: '游戏资金汇总',
      statisticsType1: '按游戏统计',
      statisticsType2: '按玩法统计',
      statisticsType3: '按代理线统计',
      statisticsType4: '按VIP等级统计',
      statisticsType5: '按时段统计',
      statisticalAnalysis: '统计分析',
      analysis_bettingStatistics: '投注分析',
      analysis_fundingStatistics: '资金分析',
      analysis_memberStatistics: '会员分析',
      analysis_overview: '综合概览',
      member_report: '会员报表',
      team_report: '团队报表',
    },
  },
};
export default messages;
