/** Texts of the report screens (report.*), in English (the same keys in Chinese beside it). */
const enCols = {
  date: 'Date', registrations: 'Registrations', firstDepositCount: 'First deposits', firstDepositAmount: 'First deposit amount', depositCount: 'Deposits',
  depositAmount: 'Deposit amount', withdrawCount: 'Withdrawals', withdrawAmount: 'Withdrawal amount', withdrawFees: 'Withdrawal fees', bonuses: 'Bonuses',
  betCount: 'Bets', bettors: 'Bettor-days', stake: 'Stake', validTurnover: 'Valid bets', payout: 'Payout', houseProfit: 'House profit', killRateBps: 'Kill rate',
  betFees: 'Bet fees', rebates: 'Rebates', fees: 'Fees', commissionPayable: 'Agent commission', netInflow: 'Net inflow', conversionBps: 'First-deposit conversion', newBettors: 'New bettors',
  returningBettors: 'Returning bettors',
};

export const messages = {
  report: {
    menu: {
      report_management: 'Reports', daily_data: 'Daily data', daily_overview: 'Daily overview', daily_membership_statistice: 'Daily members',
      daily_notes_statistics: 'Daily bets', daily_fund_statistics: 'Daily funds', incoming_outgoing_summary: 'In and out summary',
      bettingStatistics: 'Betting statistics', gameFundSummary: 'Game fund summary', statisticsType1: 'By game', statisticsType2: 'By play',
      statisticsType3: 'By agent line', statisticsType4: 'By VIP level', statisticsType5: 'By hour', statisticalAnalysis: 'Analysis',
      analysis_bettingStatistics: 'Betting trends', analysis_fundingStatistics: 'Funding mix', analysis_memberStatistics: 'Members and retention',
      analysis_overview: 'Overview', member_report: 'Member report', team_report: 'Team report',
    },
    preset: { today: 'Today', yesterday: 'Yesterday', last7: '7 days', last30: '30 days', thisMonth: 'This month', lastMonth: 'Last month', custom: 'Custom' },
    col: enCols,
    key: {
      gameFundSummary: 'Game', statisticsType1: 'Game', statisticsType2: 'Play', statisticsType3: 'Agent line', statisticsType4: 'VIP level', statisticsType5: 'Hour',
      member_report: 'Member', team_report: 'Sub-agent',
    },
    kind: { company: 'Company deposit', online: 'Online payment' },
    from: 'From', to: 'To', franchisee: 'Franchisee', game: 'Game', agentLine: 'Agent line', all: 'All', includeTest: 'Include test accounts',
    drill: { bets: 'Open the bets', companyDeposits: 'Company income', onlineDeposits: 'Online deposits', withdrawals: 'Open the withdrawals' },
    total: 'Total', previous: 'Previous period', change: 'Change', exportXlsx: 'Export Excel', downloadPng: 'Download chart', empty: 'No data in this period',
    loadError: 'The report could not be loaded', rangeBackwards: 'The start date must not be after the end date', directMembers: '%{name} (direct members)',
    prevPage: 'Previous page', nextPage: 'Next page', pageOf: 'Page %{page}', pageNote: 'The chart and rows show this page of members; the totals cover the whole period.',
    bombayNote: 'Days are Bombay (IST) days; today is live; the change compares with the period of equal length just before.',
  },
};

/** The plugin's texts in this language, as its manifest loads them. */
export default messages;
