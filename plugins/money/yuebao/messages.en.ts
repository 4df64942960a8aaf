/** Texts of the Yue Bao (余额宝) screens, under money.*. */
export const yuebaoMessages = {
  menu: { balance: 'Yue Bao', balanceSet: 'Yue Bao tiers', balanceRecord: 'Yue Bao records' },
  yuebao: {
    add: 'Add tier', edit: 'Edit', saved: 'Saved; applies from the next Bombay day', enable: 'Enable', disable: 'Disable', actions: 'Actions',
    confirmStatus: '%{action} the tier from %{amount}? It applies from the next Bombay day.',
    statusChanged: '%{action}d from %{day}',
    rule: 'Interest is daily: money held the whole day earns the daily rate, money that came in during the day (the previous day\'s interest included) the secondary rate. Interest is rounded down to the paisa and the fraction is carried to the member\'s next day, never lost. Changes apply from the next Bombay day.',
    on: 'On', off: 'Off', enabled: 'Enabled', disabled: 'Disabled', startsTomorrow: 'From tomorrow', pendingFrom: 'From %{day}', todayTerms: 'Today: %{rate}, %{state}',
    fields: {
      id: 'ID', minAmount: 'Minimum (₹)', rate: 'Daily rate (%)', secondaryRate: 'Secondary rate (%)', annual: 'About a year', autoTransfer: 'Auto-transfer', transferTime: 'Transfer time (Bombay)',
      status: 'Status', effectiveFrom: 'Applies from',
    },
    hints: { rate: 'Percent a day, up to four decimals, at most 1', autoTransfer: 'On: the interest moves to the wallet at the transfer time the next day; off: it stays in Yue Bao and earns too', transferTime: 'HH:MM, Bombay time the next day' },
    col: {
      businessDate: 'Day', username: 'Member', memberId: 'Member ID', tier: 'Tier', opening: 'Opening balance', lowest: 'Lowest balance', transferIn: 'Moved in', transferOut: 'Moved out', closing: 'Yue Bao balance',
      rate: 'Rate (daily/secondary)', interest: 'Interest', transferAmount: 'Auto-transferred', status: 'State', transferredAt: 'Transferred at', remainder: 'Carried (millionths of a paisa)',
    },
    tierName: '≥ %{amount}', noTier: 'Below every tier',
    filter: { from: 'From', to: 'To' },
    status: { 0: 'No interest', 1: 'Credited to Yue Bao', 2: 'Waiting for auto-transfer', 3: 'Moved to wallet' },
    totals: { title: 'Totals', records: '%{count} records', members: 'Members', closing: 'Balances', transferIn: 'Moved in', transferOut: 'Moved out', interest: 'Interest', transferAmount: 'Auto-transferred' },
    v: { required: 'Required', amount: 'Enter an amount with at most two decimals', rate: 'Enter a percentage from 0 to 1 with at most four decimals', time: 'Enter a time as HH:MM' },
  },
};
