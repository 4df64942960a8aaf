/** Texts of the crypto disbursement screens (money.crypto.*, menu titles under money.menu.*). */
export const cryptoMessages = {
  menu: {
    VirtualCurrencyDisbursement: 'Crypto payouts',
    virtual_currency_disbursement: 'Crypto disbursements',
    virtualCurrency_disbursement_record: 'Crypto payout records',
  },
  crypto: {
    pay: 'Pay in USDT',
    paySelected: 'Pay selected (%{count})',
    payTitle: 'Pay %{count} withdrawal(s) in USDT',
    paid: 'Paid at the current rate',
    channel: 'Virtual-currency channel',
    chooseChannel: 'Choose a channel: USDT amounts use its current rate',
    rateNow: 'Current rate %{rate} (%{network})',
    total: 'Total of %{count}',
    txHash: 'Transaction hash',
    txHashHelp: "Optional: the on-chain transfer's hash",
    remark: 'Remark',
    viewOrders: 'Orders',
    noChannel:
      'No virtual-currency channel can pay these: on the Virtual currency screen enable one, turn on "For payouts" and set its rate (on the members\' chain)',
    mixedFranchisees: 'One disbursement can only pay orders of one franchisee',
    col: {
      orderNo: 'Order no.',
      username: 'Member',
      amount: 'Requested',
      netPayout: 'Net payout (₹)',
      chain: 'Chain',
      walletAddress: 'Wallet address',
      reviewedAt: 'Approved',
      actions: 'Actions',
      usdt: 'USDT',
      batchNo: 'Batch no.',
      channel: 'Channel',
      rate: 'Rate',
      orderCount: 'Orders',
      totalInr: 'Total (₹)',
      totalUsdt: 'Total USDT',
      txHash: 'Transaction hash',
      operator: 'Operator',
      paidAt: 'Paid at',
    },
    v: {
      channel: 'Choose a virtual-currency channel',
      txHash: 'A transaction hash is 8 to 128 letters and digits',
      remark: 'At most 255 characters',
    },
  },
};

/** react-admin's resource names (empty states, titles). */
export const cryptoResourceNames = {
  cryptoDisbursementQueue: { name: 'Withdrawals awaiting crypto payout' },
  cryptoDisbursementBatch: { name: 'Crypto disbursements' },
  cryptoDisbursementRecord: { name: 'Crypto payout records' },
};
