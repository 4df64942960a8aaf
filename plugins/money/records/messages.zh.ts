import type { Messages } from '../../../src';

/** Texts of member_cash_record, under money.*. */
export const recordsMessages: Messages = {
  menu: { member_cash_record: '会员资金记录' },
  records: {
    col: { id: 'ID', username: '会员账号', type: '类型', bucket: '账户', amount: '金额', balanceAfter: '变动后余额', reference: '业务单号', operator: '操作人', createdAt: '时间' },
    type: {
      deposit: '存款', deposit_bonus: '存款优惠', withdraw_freeze: '提款冻结', withdraw_payout: '提款出款', withdraw_release: '提款退回', manual_credit: '人工存入', manual_debit: '人工提出',
      bet_stake: '投注', bet_payout: '派彩', bet_refund: '退款', rebate: '返水', withdraw_fee: '提款手续费', admin_fee: '行政费', bonus_forfeit: '扣除优惠',
      bet_fee: '投注手续费', bet_reversal: '投注冲正', vip_reward: 'VIP奖励', coupon: '优惠券', agent_quota_transfer: '代理额度转账', lucky_draw: '抽奖奖金',
      yuebao_in: '转入余额宝', yuebao_out: '余额宝转出', yuebao_interest: '余额宝利息', task_reward: '任务奖励',
    },
    bucket: { cash: '现金', frozen: '冻结', bonus: '优惠' },
  },
};
