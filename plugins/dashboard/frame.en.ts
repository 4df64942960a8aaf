export const messages = {
  resources: { home: { name: 'home figures' } },
  dashboard: {
    menu: { dashboard: 'Home' },
    title: 'Home',
    members: 'Members',
    registrations: 'Registrations today',
    online: 'Online members',
    deposits: 'Deposits today',
    withdrawals: 'Withdrawals today',
    firstDeposits: 'First deposits today',
    net: 'Net today (in − out)',
    pending: 'Pending audits',
    count: '%{count} orders',
    people: '%{count} people',
    vsYesterday: 'Yesterday %{value}',
    chartTitle: 'Last %{days} days',
    chartMoney: 'Money',
    chartMembers: 'Members',
    depositAmount: 'Deposits',
    withdrawalAmount: 'Withdrawals',
    registrationsSeries: 'Registrations',
    firstDepositsSeries: 'First deposits',
    loadError: 'Could not load the data',
    retry: 'Retry',
    empty: 'No data yet',
    updatedAt: 'Updated %{time}',
  },
};

/** The plugin's texts in this language, as its manifest loads them. */
export default messages;
