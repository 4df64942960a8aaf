import type { AuditLabels, LabelPair } from '../../../shared/auditLabels';

/**
 * Names of the operation-log codes the lottery server half writes (games, plays, periods, draws, levers, restricted accounts), zh and en: its server
 * module and its console manifest both carry them; a server test fails on a written code no
 * installed plugin names. The codes stay what the server writes (they are the log's filter values).
 */
const actions: Record<string, LabelPair> = {
  'lottery.band.approve': ['通过杀率预警区间修改', 'Approve kill-rate alert band change'],
  'lottery.band.reject': ['拒绝杀率预警区间修改', 'Reject kill-rate alert band change'],
  'lottery.bet.cancel': ['撤销注单', 'Cancel bet'],
  'lottery.game.create': ['新增游戏', 'Add game'],
  'lottery.game.disable': ['停用游戏', 'Disable game'],
  'lottery.game.enable': ['启用游戏', 'Enable game'],
  'lottery.game.sort': ['调整游戏排序', 'Reorder games'],
  'lottery.game.settings': ['修改游戏开奖设置', 'Edit game draw settings'],
  'lottery.game.update': ['修改游戏', 'Edit game'],
  'lottery.killRate.bandRequest': ['申请修改杀率预警区间', 'Request kill-rate alert band change'],
  'lottery.killRate.resume': ['恢复投注', 'Resume betting'],
  'lottery.killRate.suspend': ['暂停投注', 'Suspend betting'],
  'lottery.limit.approve': ['通过投注限额修改', 'Approve bet limit change'],
  'lottery.limit.reject': ['拒绝投注限额修改', 'Reject bet limit change'],
  'lottery.limit.request': ['申请修改投注限额', 'Request bet limit change'],
  'lottery.odds.approve': ['通过赔率修改', 'Approve odds change'],
  'lottery.odds.reject': ['拒绝赔率修改', 'Reject odds change'],
  'lottery.odds.request': ['申请修改赔率', 'Request odds change'],
  'lottery.period.supplementary_approve': ['通过补开奖/补结算', 'Approve supplementary draw or settlement'],
  'lottery.period.supplementary_draw_request': ['申请补开奖', 'Request supplementary draw'],
  'lottery.period.supplementary_reject': ['拒绝补开奖/补结算', 'Reject supplementary draw or settlement'],
  'lottery.period.supplementary_settle_request': ['申请补结算', 'Request supplementary settlement'],
  'lottery.period.void': ['作废期号', 'Void period'],
  'lottery.play.disable': ['停用玩法', 'Disable play'],
  'lottery.play.enable': ['启用玩法', 'Enable play'],
  'lottery.play.update': ['修改玩法', 'Edit play'],
  'lottery.restricted.add': ['加入小黑屋', 'Add restricted account'],
  'lottery.restricted.disable': ['停用小黑屋账户', 'Disable restricted account'],
  'lottery.restricted.enable': ['启用小黑屋账户', 'Enable restricted account'],
  'lottery.restricted.remove': ['移出小黑屋', 'Remove restricted account'],
  'lottery.result.approve': ['通过开奖结果', 'Approve draw result'],
  'lottery.result.enter': ['录入开奖结果', 'Enter draw result'],
  'lottery.result.reject': ['拒绝开奖结果', 'Reject draw result'],
  'lottery.type.update': ['修改彩种类型', 'Edit lottery type'],
};

const targets: Record<string, LabelPair> = {
  lever_request: ['赔率/限额/预警修改申请', 'Odds, limit or alert-band request'],
  bet: ['注单', 'Bet'],
  game: ['游戏', 'Game'],
  lottery_type: ['彩种类型', 'Lottery type'],
  period: ['期号', 'Period'],
  play: ['玩法', 'Play'],
};

export const lotteryAuditLabels: AuditLabels = { actions, targets };
