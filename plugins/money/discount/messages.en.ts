/** Texts of the recharge discount screen (money.discount.*). */
export const discountMessages = {
  menu: { recharge_discount: 'Deposit bonuses' },
  discount: {
    add: 'Add rule', edit: 'Edit', delete: 'Delete', saved: 'Saved', deleted: 'Deleted', enable: 'Enable', disable: 'Disable', actions: 'Actions',
    confirmDelete: 'Delete rule "%{name}"?', confirmStatus: '%{action} rule "%{name}"?', platform: 'All franchisees',
    kinds: { first: 'First deposit', daily: 'First of the day', every: 'Every deposit' },
    statuses: { 0: 'Enabled', 1: 'Disabled' },
    fields: {
      id: 'ID', name: 'Name', kind: 'Kind', tier: 'Deposit tier', minAmount: 'Min deposit (₹)', maxAmount: 'Max deposit (₹, 0 = no limit)', rate: 'Bonus (%)', cap: 'Bonus cap (₹, 0 = no cap)',
      multiple: 'Turnover multiple', scope: 'Applies to', sort: 'Sort', status: 'Status', updatedAt: 'Updated',
    },
    preview: { title: 'Try an amount', amount: 'Deposit (₹)', first: 'First deposit', daily: 'First of the day', again: 'Again the same day', none: 'No bonus', bonus: 'Bonus %{bonus}, turnover ×%{multiple}', run: 'Try' },
    v: { required: 'Required', amount: 'Enter an amount with at most two decimals', rate: 'Enter a percentage from 0.01 to 100 with at most two decimals', multiple: 'Enter a multiple from 0 to 100 with at most two decimals', maxBelowMin: 'Max deposit cannot be below min deposit' },
  },
};
