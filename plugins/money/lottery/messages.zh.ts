import type { Messages } from '../../../src';

/** Texts of detauls_lottery_transaction, under money.*. */
export const lotteryTxMessages: Messages = {
  lotteryTx: {
    col: {
      id: 'ID',
      username: '会员账号',
      memberId: '会员ID',
      type: '类型',
      game: '游戏',
      issueNo: '期号',
      betNo: '注单号',
      source: '期号 / 注单',
      amount: '金额',
      balanceBefore: '变动前余额',
      balanceAfter: '变动后余额',
      createdAt: '时间',
    },
    type: { bet_stake: '投注', bet_payout: '派彩', bet_refund: '退款', rebate: '返水' },
    filter: { from: '开始日期', to: '结束日期', minAmount: '最小金额', maxAmount: '最大金额' },
    v: { amount: '请输入金额（最多两位小数）' },
  },
};
