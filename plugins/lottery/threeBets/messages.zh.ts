import type { Messages } from '../../../src';

/* /ThreeBetManager (third-party bets), merged into lottery.* by ../messages.zh.ts. */

export const threeBetMessages: Messages = {
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
