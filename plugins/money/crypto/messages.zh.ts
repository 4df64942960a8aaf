/** Texts of the crypto disbursement screens (money.crypto.*, menu titles under money.menu.*). */
export const cryptoMessages = {
  menu: {
    VirtualCurrencyDisbursement: '虚拟币出款',
    virtual_currency_disbursement: '虚拟币出款批次',
    virtualCurrency_disbursement_record: '虚拟币出款记录',
  },
  crypto: {
    pay: '虚拟币出款',
    paySelected: '批量出款 (%{count})',
    payTitle: '虚拟币出款：%{count} 笔',
    paid: '已按当前汇率出款',
    channel: '虚拟币渠道',
    chooseChannel: '请选择渠道，按其当前汇率折算 USDT',
    rateNow: '当前汇率 %{rate}（%{network} 链）',
    total: '合计 %{count} 笔',
    txHash: '交易哈希',
    txHashHelp: '可选：链上转账的交易哈希',
    remark: '备注',
    viewOrders: '查看订单',
    noChannel: '没有可用的虚拟币渠道：请在「虚拟币」页面启用渠道、打开「用于出款」并设置汇率（链需与会员地址一致）',
    mixedFranchisees: '一次出款只能包含同一加盟商的订单',
    col: {
      orderNo: '订单号',
      username: '会员账号',
      amount: '申请金额',
      netPayout: '实际出款 (₹)',
      chain: '链',
      walletAddress: '收款地址',
      reviewedAt: '审核时间',
      actions: '操作',
      usdt: 'USDT 金额',
      batchNo: '批次号',
      channel: '渠道',
      rate: '汇率',
      orderCount: '订单数',
      totalInr: '出款合计 (₹)',
      totalUsdt: 'USDT 合计',
      txHash: '交易哈希',
      operator: '操作人',
      paidAt: '出款时间',
    },
    v: { channel: '请选择虚拟币渠道', txHash: '交易哈希为 8 到 128 位字母或数字', remark: '备注不能超过 255 个字符' },
  },
};

/** react-admin's resource names (empty states, titles). */
export const cryptoResourceNames = {
  cryptoDisbursementQueue: { name: '待虚拟币出款' },
  cryptoDisbursementBatch: { name: '虚拟币出款批次' },
  cryptoDisbursementRecord: { name: '虚拟币出款记录' },
};
