import type { Messages } from '../../../src';

/** Texts of the fan_yong (member rebate) screens, under money.*. */
export const rebateMessages: Messages = {
  menu: { fan_yong: 'Member rebates', rebate_record: 'Rebate records', member_promotion_details: 'Member rebate details', promotion_statistics: 'Rebate statistics', promotion_settings: 'Rebate settings' },
  rebate: {
    col: {
      id: 'ID', username: 'Member', memberId: 'Member ID', game: 'Game', businessDate: 'Business day', validTurnover: 'Valid turnover', rate: 'Rate', amount: 'Rebate',
      status: 'Status', createdAt: 'Calculated', paidAt: 'Paid at', records: 'Records', paidAmount: 'Paid', heldAmount: 'Held', cancelledAmount: 'Cancelled',
      firstDate: 'First day', lastDate: 'Last day', members: 'Members', cancelReason: 'Cancel reason', cancelledBy: 'Cancelled by', actions: 'Actions',
    },
    status: { 0: 'Held', 1: 'Paid', 2: 'Cancelled' },
    filter: { from: 'From', to: 'To' },
    cancel: {
      button: 'Cancel rebate', title: 'Cancel rebate', reason: 'Reason', save: 'Cancel rebate', done: 'Rebate cancelled',
      warning: 'A cancelled rebate is never paid and leaves the commission and report figures. This cannot be undone.',
    },
    v: { reasonRequired: 'Enter the reason for cancelling', tooLong: 'At most 255 characters' },
    template: {
      add: 'Add rebate template', edit: 'Edit', saved: 'Saved', enable: 'Enable', disable: 'Disable', confirmStatus: '%{action} rebate template "%{name}"?',
      allGames: 'All games', platform: 'All franchisees', noCap: 'No cap',
      statuses: { 0: 'Enabled', 1: 'Disabled' },
      fields: {
        id: 'ID', name: 'Template name', game: 'Game', rates: 'Rebate rate (%)', level: 'VIP%{level} (%)', multiple: 'Audit multiple', cap: 'Daily cap (₹, 0 = no cap)', scope: 'Applies to',
        status: 'Status', updatedAt: 'Updated', actions: 'Actions',
      },
      help: {
        multiple: 'A paid rebate needs rebate × multiple of valid turnover before withdrawal', cap: 'The most one member earns from this template in a day',
        job: 'Every day at 00:00 Bombay time, each member is paid the previous day’s valid bets per game × the rate of their VIP level; per game the best matching enabled template applies (a franchisee’s own before the platform’s, a game’s own before all games).',
      },
      v: { required: 'Required', rate: 'Enter a percentage from 0 to 100 with at most two decimals', multiple: 'Enter a multiple from 0 to 100 with at most two decimals', cap: 'Enter an amount of 0 or more with at most two decimals' },
    },
    totals: { title: 'Filter total', records: 'Records: %{count}', days: 'Days: %{count}', amount: 'Rebate', validTurnover: 'Valid turnover', paidAmount: 'Paid', heldAmount: 'Held', cancelledAmount: 'Cancelled' },
  },
};
