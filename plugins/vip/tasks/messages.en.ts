import type { Messages } from '../../../src';

/** The reward-task screens' texts (vip.tasks.*), in English (the same keys in Chinese beside it). */
export const taskMessages: Messages = {
  add: 'Add task', editTitle: 'Edit task · %{name}', view: 'View', saved: 'Task saved', notFound: 'No such task, or not yours to see', backToList: 'Back to the list',
  empty: 'No tasks yet', claims: 'Claims', tabTask: 'Task', names: 'Names (the member app shows the member\'s language)', condition: 'Condition',
  enable: 'Enable', disable: 'Disable', enabled: 'Task enabled', disabled: 'Task disabled',
  enableConfirm: 'Enable the task "%{name}"? Members can then claim its award.', disableConfirm: 'Disable the task "%{name}"? Members can then no longer claim its award.',
  days: '%{smart_count} day |||| %{smart_count} days', points: '%{smart_count} point |||| %{smart_count} points', ticketAward: 'Ticket: %{name}',
  col: {
    id: 'ID', franchisee: 'Franchisee', name: 'Name', nameZh: 'Chinese name', nameEn: 'English name', nameHi: 'Hindi name', type: 'Type', threshold: 'Condition',
    award: 'Award', period: 'Period', sort: 'Sort', claims: 'Claims', status: 'State', updatedAt: 'Updated', actions: 'Actions',
    username: 'Member', periodKey: 'Period', progress: 'Progress when claimed', businessKey: 'Journal key', claimedAt: 'Claimed at',
  },
  type: { first_deposit: 'First deposit', deposit_total: 'Total deposits', bet_total: 'Total valid bets', sign_in_days: 'Sign-in days' },
  period: { once: 'Once', daily: 'Daily', weekly: 'Weekly' },
  periodKey: { once: 'Once', daily: '%{key}', weekly: 'Week of %{key}' },
  award: { money: 'Money', points: 'Points', ticket: 'Ticket' },
  state: { 0: 'Enabled', 1: 'Disabled' },
  help: {
    first_deposit: 'The first deposit (₹) is at least this and was credited in the period', deposit_total: 'Deposits credited in the period, in total (₹)',
    bet_total: 'Settled valid bets placed in the period, in total (₹)', sign_in_days: 'Days in the period with a successful sign-in (Bombay time)',
  },
  periodHelp: 'Bombay time: days from 00:00, weeks from Monday',
  thresholdRupees: 'Condition amount (₹)', thresholdDays: 'Sign-in days', awardRupees: 'Award amount (₹)', awardPointsLabel: 'Award points',
  ticket: 'Award ticket', ticketHelp: 'This franchisee\'s unexpired tickets', nameHiHelp: 'May stay empty', sortHelp: 'Lower comes first', enabledLabel: 'Enabled',
  nameLength: 'length 1 to 40', thresholdMoney: 'Enter an amount above 0, at most two decimals', thresholdDaily: 'A daily task counts 1 sign-in day',
  thresholdWeekly: 'A weekly task counts 1 to 7 sign-in days', thresholdOnce: 'Sign-in days from 1 to 366', awardMoney: 'Enter an amount above 0, at most two decimals',
  awardPoints: 'Enter a whole number from 1 to 1,000,000', ticketRequired: 'Choose the award ticket', sortInvalid: 'Enter a whole number from 0 to 9999', franchiseeRequired: 'Choose the franchisee',
  progressTitle: 'A member\'s progress this period', progressLook: 'Look up', progressOf: '%{username} (%{period}):', reached: 'completed, not claimed yet', notReached: 'not completed',
  claimedAt: 'claimed %{at}', noClaims: 'No claims yet',
};
