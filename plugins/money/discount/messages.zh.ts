/** Texts of the recharge discount screen (money.discount.*). */
export const discountMessages = {
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
};
