import type { Messages } from '../../../src';

/** Texts of member_cash_record, under money.*. */
export const recordsMessages: Messages = {
  menu: { member_cash_record: 'Member cash records' },
  records: {
    col: { id: 'ID', username: 'Member', type: 'Type', bucket: 'Account', amount: 'Amount', balanceAfter: 'Balance after', reference: 'Reference', operator: 'Operator', createdAt: 'Time' },
    type: {
      deposit: 'Deposit', deposit_bonus: 'Deposit bonus', withdraw_freeze: 'Withdrawal frozen', withdraw_payout: 'Withdrawal paid', withdraw_release: 'Withdrawal returned', manual_credit: 'Manual credit', manual_debit: 'Manual debit',
      bet_stake: 'Bet', bet_payout: 'Payout', bet_refund: 'Refund', rebate: 'Rebate', withdraw_fee: 'Withdrawal fee', admin_fee: 'Admin fee', bonus_forfeit: 'Bonus deducted',
      bet_fee: 'Bet fee', bet_reversal: 'Bet reversal', vip_reward: 'VIP reward', coupon: 'Coupon', agent_quota_transfer: 'Agent quota transfer', lucky_draw: 'Lucky-draw prize',
      yuebao_in: 'Into Yue Bao', yuebao_out: 'Out of Yue Bao', yuebao_interest: 'Yue Bao interest', task_reward: 'Task reward',
    },
    bucket: { cash: 'Cash', frozen: 'Frozen', bonus: 'Bonus' },
  },
};
