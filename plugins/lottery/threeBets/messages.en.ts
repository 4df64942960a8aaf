import type { Messages } from '../../../src';

/* /ThreeBetManager (third-party bets), merged into lottery.* by ../messages.en.ts. */

export const threeBetMessages: Messages = {
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
