import type { Messages } from '../../src';

/** The marketing plugin's texts (in English; the same keys in Chinese beside it). */
export const marketingMessages: Messages = {
  menu: { marketing_management: 'Marketing', ticket_management: 'Tickets', Addticket_management: 'Add ticket', award_volume_issue_log: 'Ticket issue log', Member_lottery_management: 'Member lucky draws', business_lottery_management: 'Business lucky draws' },
  tickets: {
    add: 'Add ticket', edit: 'Edit ticket', saved: 'Ticket saved', issue: 'Issue', issueNow: 'Issue', issued: '%{issued} issued, %{skipped} skipped (at their limit)',
    issueHelp: 'Issue “%{name}” to every member of the chosen VIP level', vipLevel: 'VIP level', texts: 'Texts shown (Chinese / English / Hindi)',
    nameLength: 'Length 1 to 20', titleRequired: 'Please enter a title', length255: '1-255 characters', amountInvalid: 'Enter a valid amount (at most two decimals)',
    countInvalid: 'Enter a valid whole number', cashPositive: 'A cash ticket needs an amount above 0', dateRequired: 'Choose the last valid day', daysInvalid: 'Enter 1 to 3650 days',
    franchiseeRequired: 'Choose the franchisee', limitHelp: 'How many a member may hold; 0 = no limit', expiryDays: 'Days after receipt', expiryDate: 'Until a date',
    expiresOn: 'Last valid day (Bombay time)', validDays: 'Valid days after receipt', daysAfter: '%{days} days after receipt',
    type: { cash: 'Cash', free_bet: 'Free bet', deposit_bonus: 'Deposit bonus', rebate_boost: 'Rebate boost' },
    state: { unissued: 'Unissued', issued: 'Issued' },
    col: {
      id: 'ID', franchisee: 'Franchisee', name: 'Name', type: 'Type', titles: 'Titles', amount: 'Amount', limitCount: 'Limit per member', expiry: 'Expiry', issued: 'Issued',
      status: 'State', createdAt: 'Created', actions: 'Actions', titleZh: 'Title (Chinese)', titleEn: 'Title (English)', titleHi: 'Title (Hindi)',
      subtitleZh: 'Subtitle (Chinese)', subtitleEn: 'Subtitle (English)', subtitleHi: 'Subtitle (Hindi)', detailsZh: 'Details (Chinese)', detailsEn: 'Details (English)', detailsHi: 'Details (Hindi)',
    },
  },
  lucky: {
    add: 'Add campaign', edit: 'Edit campaign', saved: 'Campaign saved', open: 'Open', close: 'Close', simulate: 'Simulate draw', drawNow: 'Draw', verify: 'Verify',
    confirmOpen: 'Open “%{name}”? Its prizes, weights and stock are then fixed, and the seed commitment (SHA-256) is published.',
    confirmClose: 'Close “%{name}”? No more draws can be made, and the seed is revealed so anyone can verify every draw.',
    draftHint: 'A draft can be changed. Opening draws a random seed and publishes its SHA-256; each draw follows from the seed, the campaign, the draw number and the member, and can be verified once the seed is revealed at closing.',
    simulateHint: 'Draws once for this member in place of the member app: every entry rule applies and the prize is really paid.',
    memberId: 'Member ID', memberIdInvalid: 'Enter a valid member ID',
    drawn: 'Draw %{no}: %{prize} (%{outcome}, %{amount})',
    allStations: 'All stations', rupees: 'In ₹', stockHelp: 'Empty = unlimited', stockLeft: '%{left}/%{stock} left', pointsValue: '%{points} points',
    ruleVip: 'VIP ≥ %{level}', ruleDeposit: 'Total deposits ≥ %{amount}', ruleDaily: '%{count} per member per day',
    paidJournal: 'Ledger journal #%{id}', paidPoints: 'Points entry #%{id}', paidTicket: 'Ticket %{serial}',
    nameLength: 'Length 1 to 40', franchiseeRequired: 'Choose the franchisee', timeInvalid: 'Choose a valid time', endAfterStart: 'The end must be after the start',
    vipInvalid: 'Enter a whole number from 0 to 99', amountInvalid: 'Enter a valid amount (at most two decimals)', dailyInvalid: 'Enter a whole number from 1 to 1000', prizeCount: 'Between 1 and 20 prizes',
    prizeNameLength: 'Length 1 to 40', weightInvalid: 'Enter a whole-number weight of at least 1', weightTotal: 'The weights together may not exceed 1,000,000,000', stockInvalid: 'Enter a valid stock',
    amountPositive: 'A money prize needs an amount above 0', pointsInvalid: 'Enter a whole number of points above 0', ticketRequired: 'Choose the ticket',
    kind: { money: 'Money', points: 'Points', ticket: 'Ticket', none: 'No prize' },
    status: { draft: 'Draft', open: 'Open', closed: 'Closed' },
    outcome: { won: 'Won', no_prize: 'No prize', out_of_stock: 'Out of stock' },
    prize: { name: 'Prize', kind: 'Prize type', amount: 'Amount (₹)', points: 'Points', ticket: 'Ticket', weight: 'Weight', stock: 'Stock' },
    col: {
      id: 'ID', franchisee: 'Franchisee / station', station: 'Station', name: 'Campaign', description: 'Description', startsAt: 'Starts (Bombay)', endsAt: 'Ends (Bombay)', window: 'Runs',
      minVipLevel: 'Minimum VIP level', minDeposit: 'Minimum total deposits', dailyLimit: 'Draws per member per day', prizes: 'Prizes (weight, chance)', rules: 'Entry rules', drawsMade: 'Draws',
      status: 'State', seedHash: 'Seed commitment (SHA-256)', createdAt: 'Created', actions: 'Actions', campaign: 'Campaign', drawNo: 'Draw no.', outcome: 'Outcome', paid: 'Paid as',
      drawnAt: 'Drawn at',
    },
  },
  log: {
    void: 'Void', voided: 'Ticket voided', reasonRequired: 'Enter the reason (1-255 characters)',
    tabTickets: 'Tickets issued', tabLucky: 'Lucky-draw prizes', wonIn: 'Won in “%{campaign}”, draw %{no}',
    source: { staff: 'Issued by staff', lucky_draw: 'Won in a lucky draw' },
    state: { issued: 'Issued', used: 'Used', voided: 'Voided' },
    col: {
      serialNo: 'Serial no.', ticket: 'Ticket', username: 'Member', amount: 'Amount', issuedBy: 'Issued by', issuedAt: 'Issued at', expiresAt: 'Expires', state: 'State',
      voidReason: 'Void reason', actions: 'Actions', source: 'Source',
    },
  },
};

/** The plugin's texts in this language, as its manifest loads them. */
const messages: Messages = {
  resources: {
    ticket: { name: 'Tickets' }, ticketIssueLog: { name: 'Ticket issue log' }, luckyDrawLog: { name: 'Lucky-draw log' }, memberLottery: { name: 'Member lucky draws' },
    businessLottery: { name: 'Business lucky draws' },
  },
  marketing: marketingMessages,
};
export default messages;
