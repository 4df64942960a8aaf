import type { Catalogue } from '../../../../server/http/catalogue';

/** Agent rebate templates and commission settlement. */
export const commissionMessages = {
  commission_period_invalid: { en: 'Unknown commission period {key}', zh: '佣金期数 {key} 无效' },
  commission_period_open: { en: 'Commission period {key} has not ended yet', zh: '佣金期数 {key} 尚未结束' },
  commission_period_missing: { en: 'Commission period {key} has not been computed', zh: '佣金期数 {key} 尚未计算' },
  commission_period_locked: {
    en: 'Commission period {key} is already approved or paid and cannot change',
    zh: '佣金期数 {key} 已审核或已派发，不能再修改',
  },
  commission_period_not_approved: {
    en: 'Commission period {key} must be approved before it is paid',
    zh: '佣金期数 {key} 须先审核才能派发',
  },
  commission_period_order: {
    en: 'Settle commissions in period order: period {key} must be paid first, or is later',
    zh: '请按期数顺序结算佣金：期数 {key} 须先派发，或为更晚的期数',
  },
  commission_period_recomputed: {
    en: 'Commission period {key} was recomputed after these figures were shown (its inputs changed): review the new figures and approve again',
    zh: '佣金期数 {key} 在显示这些数据后已重新计算（数据有变化）：请核对新数据后重新审核',
  },
  commission_maker_is_checker: {
    en: 'The commission must be approved by another staff member than the one who computed it',
    zh: '佣金须由计算人以外的工作人员审核',
  },
  commission_template_name_taken: { en: 'A template named {name} already exists', zh: '模板名称 {name} 已存在' },
  commission_tiers_order: { en: 'tiers: each tier must start above the previous one', zh: 'tiers：每一档的起始金额必须高于上一档' },
  commission_game_unknown: { en: 'gameRebates: game {gameId} does not exist', zh: 'gameRebates：游戏 {gameId} 不存在' },
  commission_adjust_unpaid: {
    en: 'Commission period {key} is not paid yet: recompute it instead of adjusting a line',
    zh: '佣金期数 {key} 尚未派发：请重新计算，而不是调整明细',
  },
  commission_adjust_state: {
    en: 'Adjustment {id} has already been decided or paid and cannot take this step',
    zh: '调整单 {id} 已处理或已派发，不能执行此操作',
  },
  commission_adjust_maker_is_checker: {
    en: 'The adjustment must be approved by another staff member than the one who entered it',
    zh: '佣金调整须由录入人以外的工作人员审核',
  },
  commission_adjust_wallet_short: {
    en: "The agent's wallet holds ₹{balance}: debiting ₹{amount} would take it below zero",
    zh: '代理钱包余额为 ₹{balance}，扣除 ₹{amount} 后将低于零',
  },
  commission_adjust_amount: { en: 'must be a non-zero whole number of paise', zh: '必须是非零整数（派士）' },
  commission_cycle_invalid: { en: 'must be weekly or monthly', zh: '必须是每周或每月' },
} satisfies Catalogue;
