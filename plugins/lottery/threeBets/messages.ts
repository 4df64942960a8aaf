import type { Messages } from '../../../src';

/* /ThreeBetManager (third-party bets), merged into lottery.* by ../messages.ts. */

const zh: Messages = {
  menu: { ThreeBetManager: '三方注单管理', three_bet_list: '三方注单' },
  threeBet: {
    orderNo: '注单号',
    member: '会员账号',
    agent: '代理',
    provider: '游戏厂商',
    game: '游戏',
    stake: '投注金额',
    validBet: '有效投注',
    payout: '派彩',
    winLoss: '会员输赢',
    memberWinLoss: '会员输赢',
    state: '状态',
    betAt: '投注时间',
    settledAt: '结算时间',
    from: '投注时间从',
    to: '投注时间至',
    totals: '合计（全部筛选结果）',
    count: '%{count} 笔',
  },
  threeBetState: { unsettled: '未结算', win: '赢', lose: '输', draw: '和', cancelled: '已取消' },
};

const en: Messages = {
  menu: { ThreeBetManager: 'Third-party bets', three_bet_list: 'Third-party bet list' },
  threeBet: {
    orderNo: 'Order no.',
    member: 'Member',
    agent: 'Agent',
    provider: 'Provider',
    game: 'Game',
    stake: 'Stake',
    validBet: 'Valid bet',
    payout: 'Payout',
    winLoss: 'Member win/loss',
    memberWinLoss: 'Member win/loss',
    state: 'State',
    betAt: 'Bet time',
    settledAt: 'Settled at',
    from: 'Bet from',
    to: 'Bet to',
    totals: 'Totals (whole filter)',
    count: '%{count} bets',
  },
  threeBetState: { unsettled: 'Unsettled', win: 'Win', lose: 'Lose', draw: 'Draw', cancelled: 'Cancelled' },
};

/** react-admin's name of the resource (empty states), beside lottery.*. */
const resources = {
  zh: { lotteryThreeBet: { name: '三方注单' } },
  en: { lotteryThreeBet: { name: 'Third-party bet |||| Third-party bets' } },
};

export const threeBetMessages = { zh, en, resources };
