import type { Messages } from '../../../src';

/** Texts of detauls_lottery_transaction, under money.*. */
export const lotteryTxMessages: Messages = {
  lotteryTx: {
    col: {
      id: 'ID',
      username: 'Member',
      memberId: 'Member ID',
      type: 'Type',
      game: 'Game',
      issueNo: 'Period',
      betNo: 'Bet no.',
      source: 'Period / bet',
      amount: 'Amount',
      balanceBefore: 'Balance before',
      balanceAfter: 'Balance after',
      createdAt: 'Time',
    },
    type: { bet_stake: 'Bet', bet_payout: 'Payout', bet_refund: 'Refund', rebate: 'Rebate' },
    filter: { from: 'From', to: 'To', minAmount: 'Min amount', maxAmount: 'Max amount' },
    v: { amount: 'Enter an amount with at most two decimals' },
  },
};
