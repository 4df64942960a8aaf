import type { Messages } from '../../../src';

/** The reward-task screens' texts (vip.tasks.*), in Chinese (the same keys in English beside it). */
export const taskMessages: Messages = {
  add: '新增任务', editTitle: '编辑任务 · %{name}', view: '查看', saved: '任务已保存', notFound: '任务不存在或无权查看', backToList: '返回列表',
  empty: '暂无任务', claims: '领取记录', tabTask: '任务设置', names: '任务名称（会员端按语言显示）', condition: '任务条件',
  enable: '启用', disable: '停用', enabled: '任务已启用', disabled: '任务已停用',
  enableConfirm: '确定启用任务「%{name}」吗？启用后会员可以领取奖励。', disableConfirm: '确定停用任务「%{name}」吗？停用后会员不能再领取奖励。',
  days: '%{smart_count} 天', points: '%{smart_count} 积分', ticketAward: '券：%{name}',
  col: {
    id: 'ID', franchisee: '加盟商', name: '任务名称', nameZh: '中文名称', nameEn: '英文名称', nameHi: '印地语名称', type: '任务类型', threshold: '任务条件',
    award: '奖励', period: '周期', sort: '排序', claims: '领取次数', status: '状态', updatedAt: '更新时间', actions: '操作',
    username: '会员账号', periodKey: '周期', progress: '领取时进度', businessKey: '账务单号', claimedAt: '领取时间',
  },
  type: { first_deposit: '首次存款', deposit_total: '累计存款', bet_total: '累计有效投注', sign_in_days: '签到天数' },
  period: { once: '一次性', daily: '每日', weekly: '每周' },
  periodKey: { once: '一次性', daily: '%{key}', weekly: '%{key} 起一周' },
  award: { money: '金额', points: '积分', ticket: '券' },
  state: { 0: '启用', 1: '停用' },
  help: {
    first_deposit: '首次存款金额（₹）不低于此值，且在本周期内到账', deposit_total: '本周期内已到账存款合计（₹）', bet_total: '本周期内已结算的有效投注合计（₹）',
    sign_in_days: '本周期内成功登录的天数（孟买时间）',
  },
  periodHelp: '按孟买时间：每日 00:00 起，每周从周一起',
  thresholdRupees: '条件金额（₹）', thresholdDays: '签到天数', awardRupees: '奖励金额（₹）', awardPointsLabel: '奖励积分',
  ticket: '奖励券', ticketHelp: '本加盟商未过期的券', nameHiHelp: '可留空', sortHelp: '越小越靠前', enabledLabel: '启用',
  nameLength: '长度在 1 到 40 个字符', thresholdMoney: '请输入大于 0 的金额，最多两位小数', thresholdDaily: '每日任务的签到天数只能为 1',
  thresholdWeekly: '每周任务的签到天数为 1 到 7', thresholdOnce: '签到天数为 1 到 366', awardMoney: '请输入大于 0 的金额，最多两位小数',
  awardPoints: '请输入 1 到 1,000,000 之间的整数', ticketRequired: '请选择奖励券', sortInvalid: '请输入 0 到 9999 之间的整数', franchiseeRequired: '请选择加盟商',
  progressTitle: '查询会员本周期进度', progressLook: '查询', progressOf: '%{username}（%{period}）：', reached: '已完成，尚未领取', notReached: '未完成',
  claimedAt: '已于 %{at} 领取', noClaims: '暂无领取记录',
};
