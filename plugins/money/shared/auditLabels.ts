import type { AuditLabels, LabelPair } from '../../../shared/auditLabels';

/**
 * Names of the operation-log codes the money server half writes (deposits, withdrawals, manual credits and debits, channels, settings, offers, rebates, Yue Bao), zh and en: its server
 * module and its console manifest both carry them; a server test fails on a written code no
 * installed plugin names. The codes stay what the server writes (they are the log's filter values).
 */
const actions: Record<string, LabelPair> = {
  'crypto_disbursement.pay': ['虚拟币出款', 'Pay withdrawals in crypto'],
  'deposit.approve': ['通过充值', 'Approve deposit'],
  'deposit.reject': ['拒绝充值', 'Reject deposit'],
  'manual.approve': ['通过人工存取款', 'Approve manual credit or debit'],
  'manual.credit.batch.submit': ['提交批量人工存款', 'Submit batch manual credit'],
  'manual.credit.submit': ['提交人工存款', 'Submit manual credit'],
  'manual.debit.batch.submit': ['提交批量人工取款', 'Submit batch manual debit'],
  'manual.debit.submit': ['提交人工取款', 'Submit manual debit'],
  'manual.reject': ['拒绝人工存取款', 'Reject manual credit or debit'],
  'money_setting.reject': ['拒绝资金设置变更', 'Reject money setting change'],
  'money_setting.request': ['申请资金设置变更', 'Request money setting change'],
  'money_setting.save': ['保存资金设置', 'Save money setting'],
  'payment_channel.save': ['保存支付通道', 'Save payment channel'],
  'payment_channel.status': ['启用/停用支付通道', 'Enable or disable payment channel'],
  'rebate.cancel': ['取消返水', 'Cancel rebate'],
  'rebate_template.save': ['保存返水模板', 'Save rebate template'],
  'rebate_template.status': ['启用/停用返水模板', 'Turn rebate template on or off'],
  'recharge_discount.delete': ['删除充值优惠', 'Delete deposit offer'],
  'recharge_discount.save': ['保存充值优惠', 'Save deposit offer'],
  'recharge_discount.status': ['启用/停用充值优惠', 'Enable or disable deposit offer'],
  'withdrawal.pay': ['提现出款', 'Pay withdrawal'],
  'withdrawal.reject': ['拒绝提现', 'Reject withdrawal'],
  'withdrawal.review': ['审核提现', 'Review withdrawal'],
  'yuebao.tier.save': ['保存余额宝档位', 'Save Yue Bao tier'],
  'yuebao.tier.status': ['启用/停用余额宝档位', 'Turn Yue Bao tier on or off'],
};

const targets: Record<string, LabelPair> = {
  rebate_template: ['返水模板', 'Rebate template'],
  yuebao_tier: ['余额宝档位', 'Yue Bao tier'],
  crypto_payout_batch: ['虚拟币出款批次', 'Crypto disbursement batch'],
  deposit_order: ['充值订单', 'Deposit order'],
  manual_request: ['人工存取款申请', 'Manual request'],
  money_setting: ['资金设置', 'Money setting'],
  payment_channel: ['支付通道', 'Payment channel'],
  rebate_record: ['返水记录', 'Rebate record'],
  recharge_discount_rule: ['充值优惠规则', 'Deposit offer rule'],
  withdrawal_order: ['提现订单', 'Withdrawal order'],
};

export const moneyAuditLabels: AuditLabels = { actions, targets };
