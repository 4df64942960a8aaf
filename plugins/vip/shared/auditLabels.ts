import type { AuditLabels, LabelPair } from '../../../shared/auditLabels';

/**
 * Names of the operation-log codes the vip server half writes (VIP levels, points, reward tasks, weekly rewards), zh and en: its server
 * module and its console manifest both carry them; a server test fails on a written code no
 * installed plugin names. The codes stay what the server writes (they are the log's filter values).
 */
const actions: Record<string, LabelPair> = {
  'rewardTask.claim': ['代会员领取任务奖励', 'Claim task reward for a member'],
  'rewardTask.save': ['保存奖励任务', 'Save reward task'],
  'rewardTask.status': ['启用/停用奖励任务', 'Turn reward task on or off'],
  'vip.level.evaluate': ['执行 VIP 等级评估', 'Run VIP level evaluation'],
  'vip.level.save': ['保存 VIP 等级', 'Save VIP level'],
  'vip.points.adjust.approve': ['审核通过积分调整', 'Approve points adjustment'],
  'vip.points.adjust.reject': ['驳回积分调整', 'Reject points adjustment'],
  'vip.points.adjust.submit': ['提交积分调整申请', 'Submit points adjustment'],
  'vip.weekly.run': ['发放每周奖励', 'Run weekly reward'],
};

const targets: Record<string, LabelPair> = {
  reward_task: ['奖励任务', 'Reward task'],
  vip_evaluation: ['VIP 等级评估', 'VIP evaluation'],
  vip_level: ['VIP 等级', 'VIP level'],
  vip_weekly: ['每周奖励', 'Weekly reward'],
  points_adjustment: ['积分调整', 'Points adjustment'],
};

export const vipAuditLabels: AuditLabels = { actions, targets };
