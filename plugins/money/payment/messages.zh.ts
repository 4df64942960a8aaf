/** Texts of the payment channel and channel record screens (money.payment.*), zh verbatim from the spec where it names them. */
export const paymentMessages = {
  menu: {
    payment_management: '支付管理', member_deposit_record: '银行卡/UPI 收款', third_payment: '三方支付', third_payment_add: '新增三方支付',
    virtual_currency: '虚拟币', virtual_currency_add: '新增虚拟币', automatic_withdrawal: '自动出款', automatic_withdrawal_add: '新增自动出款',
    bank_deposit_record: '银行卡充值记录', member_deposit_record_qr: '二维码充值记录', third_payment_deposit_record: '三方支付充值记录',
    automatic_withdrawal_record: '自动出款记录', qrCode_deposit: '二维码收款',
  },
  payment: {
    add: '新增', addKind: '新增%{kind}', edit: '编辑', saved: '已保存', enable: '启用', disable: '停用', actions: '操作',
    confirmStatus: '确认%{action}渠道「%{name}」？', statusChanged: '渠道状态已更新',
    kinds: { bank: '银行卡', upi: 'UPI', qr: '二维码', gateway: '三方支付', crypto: '虚拟币', auto_payout: '自动出款' },
    statuses: { 0: '启用', 1: '停用' },
    fields: {
      id: 'ID', kind: '类型', name: '名称', status: '状态', sort: '排序', minAmount: '单笔最低 (₹)', maxAmount: '单笔最高 (₹)', dailyLimit: '每日总额 (₹)',
      forDeposit: '用于充值', forWithdraw: '用于出款', bankName: '银行名称', branch: '支行', payeeName: '收款人', payeeAccount: '收款账号', upiAccount: 'UPI 账号',
      ifsc: 'IFSC', gatewayType: '支付网关', merchantId: '商户号', paymentCode: '支付编码', domain: '域名', gatewayUrl: '网关地址', notifyUrl: '回调地址',
      returnUrl: '跳转地址', quickAmounts: '快捷金额 (₹，逗号分隔)', param1: '预留参数 1', param2: '预留参数 2', param3: '预留参数 3', md5Key: 'MD5 密钥',
      privateKey: '私钥', publicKey: '公钥', cryptoNetwork: '链', walletAddress: '钱包地址', exchangeRate: '汇率 (₹/USDT)', platform: '出款平台',
      requestDomain: '请求域名', queryGateway: '查询网关', updatedAt: '更新时间', limits: '限额', keys: '密钥',
      qrImageUrl: '二维码图片', paymentMethod: '支付方式', cardholder: '持卡人', integerOnly: '仅限整数金额',
    },
    methods: { UPI: 'UPI', PAYTM: 'Paytm', PHONEPE: 'PhonePe', GPAY: 'Google Pay', BANK: '银行转账' },
    yes: '是', no: '否',
    keyHelp: '只写：显示为掩码，留空或保持掩码则不修改',
    stats: { count: '成功笔数', amount: '成功金额', todayCount: '今日笔数', todayAmount: '今日金额' },
    v: {
      required: '必填', amount: '请输入不超过两位小数的金额', maxBelowMin: '单笔最高不能低于单笔最低', quickAmounts: '用逗号分隔的整数卢比，如 500,1000',
      picture: '请上传二维码图片', rate: '请输入大于 0、最多两位小数的汇率', url: '请输入 http(s):// 开头的地址', sort: '请输入 0 到 1000000 之间的整数',
    },
    records: {
      orderNo: '订单号', username: '会员账号', amount: '金额', bonus: '优惠', status: '状态', utr: 'UTR', payerName: '付款人', channelName: '渠道',
      reviewedAt: '审核时间', createdAt: '创建时间', fee: '手续费', netPayout: '实际出款', stage: '进度', payoutTxnId: '出款流水号', paidAt: '出款时间',
      depositStatuses: { 1: '待审核', 2: '已通过', 3: '未通过' },
      stages: { submitted: '待审核', first_approved: '初审通过', approved: '已通过', paid: '已出款', rejected: '已拒绝' },
    },
  },
};
