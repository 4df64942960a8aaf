import { blackHouseMessages } from './blackHouse/messages.en';
import { catalogueMessages } from './catalogue/messages.en';
import { mergeMessages, type Messages } from '../../src';
import { killRateMessages } from './killRate/messages.en';
import { manualMessages } from './manual/messages.en';
import { selectionMessages } from './selection/messages.en';
import { threeBetMessages } from './threeBets/messages.en';
import { verifyMessages } from './verify/messages.en';

const en: Messages = {
  status: {
    not_started: 'Not started',
    betting: 'Betting',
    drawing: 'Drawing',
    drawn: 'Drawn',
    settled: 'Settled',
    not_drawn: 'Not drawn',
  },
  betStatus: { unsettled: 'Unsettled', win: 'Win', lose: 'Lose', draw: 'Draw', settled: 'Settled', not_drawn: 'Not drawn / cancelled' },
  period: {
    game: 'Game',
    issueNo: 'Period',
    drawAt: 'Draw time',
    closeAt: 'Betting deadline',
    result: 'Result',
    totalBet: 'Total bet',
    winningAmount: 'Winning amount',
    killRate: 'Kill rate',
    profitLossPct: 'P/L %',
    players: 'Members / bets',
    status: 'Status',
    seedHash: 'Seed hash (published before)',
    seed: 'Seed (revealed after)',
    verify: 'Verify',
    startTime: 'Draw time from',
    endTime: 'Draw time to',
    pending: 'Not drawn yet',
    external: 'External draw',
  },
  bet: {
    betNo: 'Bet no.',
    member: 'Member',
    memberId: 'Member ID',
    agent: 'Agent',
    memberAgent: 'Member / agent',
    game: 'Game',
    issueNo: 'Period',
    gamePeriod: 'Game / period',
    play: 'Play',
    content: 'Content',
    playContent: 'Content / play',
    stake: 'Amount',
    odds: 'Odds',
    payout: 'Payout',
    device: 'IP',
    createdAt: 'Bet time',
    status: 'Status',
    cancel: 'Cancel',
    batchCancel: 'Cancel selected',
    cancelTitle: 'Cancel bets (stake refunded)',
    cancelHint: 'Cancels %{count} bet(s); each stake goes back to the member in full. Only for periods without a result.',
    reason: 'Reason',
    cancelled: '%{count} bet(s) cancelled, %{amount} refunded',
    cancelLog: 'Cancellation log',
    staff: 'Staff',
    time: 'Time',
  },
};

// Each screen folder keeps its own messages; they join lottery.* here.
const withParts = (base: Messages, ...parts: Messages[]) => parts.reduce(mergeMessages, base);
export const messages: Messages = {
  lottery: withParts(
    en,
    blackHouseMessages,
    manualMessages,
    verifyMessages,
    catalogueMessages,
    selectionMessages,
    threeBetMessages,
    killRateMessages,
  ),
};

/** The plugin's texts in this language, as its manifest loads them. */
export default messages;
