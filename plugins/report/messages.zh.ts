/** Texts of the report screens (report.*), in Chinese (the same keys in English beside it). */
const zhCols = {
  date: '日期', registrations: '注册人数', firstDepositCount: '首充人数', firstDepositAmount: '首充金额', depositCount: '存款笔数', depositAmount: '存款金额',
  withdrawCount: '提款笔数', withdrawAmount: '提款金额', withdrawFees: '提款手续费', bonuses: '优惠金额', betCount: '注单数', bettors: '投注人次',
  stake: '投注金额', validTurnover: '有效投注', payout: '派彩', houseProfit: '平台盈亏', killRateBps: '杀率', betFees: '投注手续费', rebates: '返水',
  fees: '手续费', commissionPayable: '代理佣金', netInflow: '存提差', conversionBps: '首充转化率', newBettors: '新投注人数', returningBettors: '老投注人数',
};

export const messages = {
  report: {
    menu: {
      report_management: '报表统计', daily_data: '每日数据', daily_overview: '每日总览', daily_membership_statistice: '每日会员统计',
      daily_notes_statistics: '每日注单统计', daily_fund_statistics: '每日资金统计', incoming_outgoing_summary: '出入款汇总',
      bettingStatistics: '投注统计', gameFundSummary: '游戏资金汇总', statisticsType1: '按游戏统计', statisticsType2: '按玩法统计',
      statisticsType3: '按代理线统计', statisticsType4: '按VIP等级统计', statisticsType5: '按时段统计', statisticalAnalysis: '统计分析',
      analysis_bettingStatistics: '投注分析', analysis_fundingStatistics: '资金分析', analysis_memberStatistics: '会员分析', analysis_overview: '综合概览',
      member_report: '会员报表', team_report: '团队报表',
    },
    preset: { today: '今天', yesterday: '昨天', last7: '近7天', last30: '近30天', thisMonth: '本月', lastMonth: '上月', custom: '自定义' },
    col: zhCols,
    key: {
      gameFundSummary: '游戏', statisticsType1: '游戏', statisticsType2: '玩法', statisticsType3: '代理线', statisticsType4: 'VIP等级', statisticsType5: '时段',
      member_report: '会员', team_report: '下级代理',
    },
    kind: { company: '公司入款', online: '线上支付' },
    from: '开始日期', to: '结束日期', franchisee: '加盟商', game: '游戏', agentLine: '代理线', all: '全部', includeTest: '包含测试账号',
    drill: { bets: '查看注单', companyDeposits: '公司入款', onlineDeposits: '线上入款', withdrawals: '查看出款' },
    total: '合计', previous: '上期', change: '环比', exportXlsx: '导出 Excel', downloadPng: '下载图表', empty: '所选期间没有数据',
    loadError: '报表加载失败', rangeBackwards: '开始日期不能晚于结束日期', directMembers: '%{name}（直属会员）',
    prevPage: '上一页', nextPage: '下一页', pageOf: '第 %{page} 页', pageNote: '图表和表格为当前页的会员；合计为整个期间。',
    bombayNote: '日期按孟买时间（IST）计算；今天的数据实时更新，比较期为紧邻的等长前一期间。',
  },
};

/** The plugin's texts in this language, as its manifest loads them. */
export default messages;
