/** Texts of the payment channel and channel record screens (money.payment.*), zh verbatim from the spec where it names them. */
export const paymentMessages = {
  menu: {
    payment_management: 'Payment channels', member_deposit_record: 'Bank / UPI accounts', third_payment: 'Payment gateways', third_payment_add: 'Add gateway',
    virtual_currency: 'Virtual currency', virtual_currency_add: 'Add crypto wallet', automatic_withdrawal: 'Automatic payout', automatic_withdrawal_add: 'Add payout channel',
    bank_deposit_record: 'Bank deposit records', member_deposit_record_qr: 'QR deposit records', third_payment_deposit_record: 'Gateway deposit records',
    automatic_withdrawal_record: 'Automatic payout records', qrCode_deposit: 'QR code accounts',
  },
  payment: {
    add: 'Add', addKind: 'Add %{kind}', edit: 'Edit', saved: 'Saved', enable: 'Enable', disable: 'Disable', actions: 'Actions',
    confirmStatus: '%{action} channel "%{name}"?', statusChanged: 'Channel status updated',
    kinds: { bank: 'Bank', upi: 'UPI', qr: 'QR code', gateway: 'Gateway', crypto: 'Virtual currency', auto_payout: 'Automatic payout' },
    statuses: { 0: 'Enabled', 1: 'Disabled' },
    fields: {
      id: 'ID', kind: 'Kind', name: 'Name', status: 'Status', sort: 'Sort', minAmount: 'Single min (₹)', maxAmount: 'Single max (₹)', dailyLimit: 'Daily total (₹)',
      forDeposit: 'For deposits', forWithdraw: 'For payouts', bankName: 'Bank', branch: 'Branch', payeeName: 'Payee', payeeAccount: 'Account number', upiAccount: 'UPI ID',
      ifsc: 'IFSC', gatewayType: 'Gateway', merchantId: 'Merchant ID', paymentCode: 'Payment code', domain: 'Domain', gatewayUrl: 'Gateway URL', notifyUrl: 'Notify URL',
      returnUrl: 'Return URL', quickAmounts: 'Quick amounts (₹, comma separated)', param1: 'Reserved param 1', param2: 'Reserved param 2', param3: 'Reserved param 3', md5Key: 'MD5 key',
      privateKey: 'Private key', publicKey: 'Public key', cryptoNetwork: 'Chain', walletAddress: 'Wallet address', exchangeRate: 'Rate (₹ per USDT)', platform: 'Payout platform',
      requestDomain: 'Request domain', queryGateway: 'Query gateway', updatedAt: 'Updated', limits: 'Limits', keys: 'Keys',
      qrImageUrl: 'QR picture', paymentMethod: 'Payment method', cardholder: 'Cardholder', integerOnly: 'Whole rupees only',
    },
    methods: { UPI: 'UPI', PAYTM: 'Paytm', PHONEPE: 'PhonePe', GPAY: 'Google Pay', BANK: 'Bank transfer' },
    yes: 'Yes', no: 'No',
    keyHelp: 'Write-only: shown masked; leave it empty or masked to keep the stored key',
    stats: { count: 'Paid orders', amount: 'Paid amount', todayCount: 'Today', todayAmount: 'Today amount' },
    v: {
      required: 'Required', amount: 'Enter an amount with at most two decimals', maxBelowMin: 'Single max cannot be below single min', quickAmounts: 'Whole rupees separated by commas, e.g. 500,1000',
      picture: 'Upload the QR code picture', rate: 'Enter a rate above 0 with at most two decimals', url: 'Enter an address starting with http(s)://', sort: 'Enter a whole number from 0 to 1000000',
    },
    records: {
      orderNo: 'Order no.', username: 'Member', amount: 'Amount', bonus: 'Bonus', status: 'Status', utr: 'UTR', payerName: 'Payer', channelName: 'Channel',
      reviewedAt: 'Reviewed', createdAt: 'Created', fee: 'Fee', netPayout: 'Paid out', stage: 'Stage', payoutTxnId: 'Payout txn', paidAt: 'Paid at',
      depositStatuses: { 1: 'Pending', 2: 'Passed', 3: 'Not passed' },
      stages: { submitted: 'Submitted', first_approved: 'First review passed', approved: 'Approved', paid: 'Paid', rejected: 'Rejected' },
    },
  },
};
