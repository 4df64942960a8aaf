/** Texts of the recharge discount screen (money.discount.*). */
export const discountMessages = {
  zh: {
    menu: { recharge_discount: '充值优惠' },
    discount: {
      add: '新增规则', edit: '编辑', delete: '删除', saved: '已保存', deleted: '已删除', enable: '启用', disable: '停用', actions: '操作',
      confirmDelete: '确认删除规则「%{name}」？', confirmStatus: '确认%{action}规则「%{name}」？', platform: '全平台',
      kinds: { first: '首充', daily: '每日首存', every: '每笔充值' },
      statuses: { 0: '启用', 1: '停用' },
      fields: {
        id: 'ID', name: '名称', kind: '类型', tier: '充值档位', minAmount: '最低充值 (₹)', maxAmount: '最高充值 (₹，0 为不限)', rate: '优惠比例 (%)', cap: '优惠上限 (₹，0 为不限)',
        multiple: '流水倍数', scope: '适用范围', sort: '排序', status: '状态', updatedAt: '更新时间',
      },
      preview: { title: '试算', amount: '充值金额 (₹)', first: '首充', daily: '当日首存', again: '当日再次充值', none: '无优惠', bonus: '优惠 %{bonus}，流水 %{multiple} 倍', run: '试算' },
      v: { required: '必填', amount: '请输入不超过两位小数的金额', rate: '请输入 0.01 到 100 之间、最多两位小数的比例', multiple: '请输入 0 到 100 之间、最多两位小数的倍数', maxBelowMin: '最高充值不能低于最低充值' },
    },
  },
  en: {
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
  },
};
