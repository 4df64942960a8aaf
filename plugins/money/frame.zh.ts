import type { Messages } from '../../src';

/**
 * The money plugin's Chinese texts that the frame renders before any of its screens (menu,
 * breadcrumb, tags, palette, badges and popup titles, resource names): they load at start-up with
 * every plugin's. Its screens' texts are messages.zh.ts (PluginManifest.screenMessages).
 */
const messages: Messages = {
  resources: {
    cryptoDisbursementQueue: { name: '待虚拟币出款' },
    cryptoDisbursementBatch: { name: '虚拟币出款批次' },
    cryptoDisbursementRecord: { name: '虚拟币出款记录' },
  },
  money: {
    // The popup host's chips name a panel's presets (popup/fields.ts) around the panel, before its texts load.
    popup: {
      preset: {
        memberId: '会员ID',
        game: '游戏',
        status: '状态',
        type: '类型',
        eventType: '事件类型',
        incomeType: '收入类型',
        timeOn: '时间依据',
        formal: '会员',
      },
      timeOn: { created: '创建时间', reviewed: '审核时间', paid: '出款时间' },
      formalOnly: '仅正式会员',
    },
    // The report's drill-down chips name a deposit status before any money screen has loaded
    // (report/frame/DrillCell.tsx).
    orders: { depositStatus: { 0: '全部', 1: '待审核', 2: '已通过', 3: '已拒绝' } },
    menu: {
      money_management: '资金管理',
      manual_access: '人工存提',
      manual_deposit: '人工存入',
      manual_withdrawal: '人工提出',
      manual_deposit_record: '人工存入记录',
      manual_withdrawal_record: '人工提出记录',
      manual_deposit_batch: '批量人工存入',
      manual_withdrawal_batch: '批量人工提出',
      access: '存取款审核',
      company_income: '公司入款',
      online_deposit: '线上入款',
      withdrawal: '提款审核',
      audit_management: '稽核管理',
      audit_Configuration: '稽核配置',
      audit_log: '审核日志',
      ImmediateAuditQuery: '即时审核查询',
      auditDetails: '审核详情',
      member_cash_record: '会员资金记录',
      detauls_lottery_transaction: '彩票交易明细',
      fan_yong: '会员返佣',
      rebate_record: '返水记录',
      member_promotion_details: '会员返水明细',
      promotion_statistics: '返水统计',
      promotion_settings: '返水设置',
      payment_management: '支付管理',
      member_deposit_record: '银行卡/UPI 收款',
      third_payment: '三方支付',
      third_payment_add: '新增三方支付',
      virtual_currency: '虚拟币',
      virtual_currency_add: '新增虚拟币',
      automatic_withdrawal: '自动出款',
      automatic_withdrawal_add: '新增自动出款',
      bank_deposit_record: '银行卡充值记录',
      member_deposit_record_qr: '二维码充值记录',
      third_payment_deposit_record: '三方支付充值记录',
      automatic_withdrawal_record: '自动出款记录',
      qrCode_deposit: '二维码收款',
      VirtualCurrencyDisbursement: '虚拟币出款',
      virtual_currency_disbursement: '虚拟币出款批次',
      virtualCurrency_disbursement_record: '虚拟币出款记录',
      recharge_discount: '充值优惠',
      balance: '余额宝',
      balanceSet: '余额宝设置',
      balanceRecord: '余额宝记录',
    },
  },
};
export default messages;
