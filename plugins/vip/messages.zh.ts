import { mergeMessages, type Messages } from '../../src';
import { taskMessages } from './tasks/messages.zh';

/** The VIP plugin's texts (in Chinese; the same keys in English beside it). */
export const vipMessages: Messages = {
  menu: {
    vip_management: 'VIP管理', vip: 'VIP', vipLevel: 'VIP等级', integral_management: '积分管理', integral_detail: '积分明细', rewardTask: '任务奖励', rewardTaskEdit: '编辑任务',
    money_management: '资金管理', reward_management: '奖励管理', weekly_reward: '周奖励', LevelFallback: '等级回落',
  },
  levels: {
    add: '新增等级', edit: '编辑等级', saved: '等级已保存',
    evaluate: '执行等级评估', evaluateRun: '执行', evaluateDate: '评估日期（孟买时间）',
    evaluateHelp: '按所选日期（已结束）之前 30 天和 7 天的有效投注评估会员等级：达到条件即晋级并发放晋级奖励；开启回落的等级满 30 天未达标则降一级。同一天重复执行不会重复发放。',
    evaluated: '评估完成：晋级 %{promoted} 人，保级 %{kept} 人，回落 %{dropped} 人，发放晋级奖励 %{rewards}',
    nameLength: 'VIP名称长度在 1 到 16 个字符', nameTaken: '该加盟商已有同名的 VIP 等级', amountInvalid: '请输入有效金额（最多两位小数）', countInvalid: '请输入有效的非负整数',
    linkTooLong: '长度在 1-255 个字符', dateInvalid: '请选择日期', franchiseeRequired: '请选择加盟商',
    fallbackHelp: '自达到该等级之日起 30 天内未达到条件则降一级', on: '开启', off: '关闭',
    col: {
      franchisee: '加盟商', level: '等级', name: '名称', members: '当前人数', requiredMembers: '晋级所需有效人数', requiredMonthly: '月有效投注',
      requiredWeekly: '周有效投注', upgradeReward: '晋级奖励', upgradePoints: '晋级积分', weeklyReward: '周奖励金额', weeklyRewardEnabled: '周奖励',
      fallback: '等级回落', icon: '图标链接', medal: '勋章链接', actions: '操作',
    },
  },
  points: {
    adjust: '调整积分', adjustTitle: '调整积分', submit: '提交审核', direction: '调整方向', amount: '调整积分数', reason: '调整原因', current: '当前积分：%{points}',
    dir: { add: '增加', deduct: '扣减' },
    help: '调整提交后需由另一名工作人员审核通过才会生效；积分不能扣减到 0 以下。',
    confirmTitle: '确认提交积分调整', confirmContent: '为会员 %{username} %{direction} %{amount} 积分（当前 %{points}，审核通过后为 %{after}）？原因：%{reason}',
    submitted: '积分调整已提交，等待其他工作人员审核',
    amountInvalid: '请输入 1 到 1,000,000 之间的整数', reasonRequired: '请输入调整原因（1-255 个字符）', belowZero: '扣减后积分不能小于 0（当前 %{points}）',
    rangeInvalid: '最大积分不能小于最小积分',
    minPoints: '最小积分', maxPoints: '最大积分', startDate: '开始日期', endDate: '结束日期', system: '系统',
    requests: '积分调整申请', approve: '通过', approveTitle: '审核通过积分调整', approveContent: '通过申请 #%{id}：会员 %{username} 积分 %{amount}？',
    approved: '积分调整已生效', reject: '驳回', rejectTitle: '驳回积分调整 #%{id}', rejectReason: '驳回原因', rejected: '积分调整已驳回', awaitingOther: '待他人审核',
    kind: {
      sign_in: '签到', sign_in_streak: '连续7天签到', profile: '完善资料', register: '注册', deposit: '存款', bet: '投注',
      promotion: '推广有效会员', redeem: '兑换', adjust: '人工调整', vip: 'VIP晋级',
    },
    status: { pending_approval: '待审核', applied: '已生效', rejected: '已驳回' },
    // What a ledger row's ref records (plugins/vip/shared/pointsLedger.ts POINTS_REASONS), with its parameters.
    refReason: {
      register: '注册奖励', deposit: '存款 %{orderNo}', task: '任务奖励 #%{taskId} · %{period}', vip_upgrade: 'VIP%{level} 晋级奖励',
      adjust: '人工调整 #%{requestId}', lucky_draw: '幸运抽奖 #%{drawId}',
    },
    reasonName: { register: '注册奖励', deposit: '存款', task: '任务奖励', vip_upgrade: 'VIP晋级奖励', adjust: '人工调整', lucky_draw: '幸运抽奖' },
    oncePeriod: '一次性',
    col: {
      id: 'ID', memberId: '会员ID', username: '会员账号', nickname: '昵称', franchisee: '加盟商', vipLevel: 'VIP等级', points: '积分余额', pending: '待审核调整',
      kind: '类型', amount: '积分变动', balanceAfter: '变动后积分', reason: '原因', ref: '业务单号', operator: '操作人', checker: '审核人',
      createdAt: '时间', status: '状态', maker: '申请人', reviewedAt: '审核时间', actions: '操作',
    },
  },
  changes: {
    startDate: '开始日期', endDate: '结束日期',
    kind: { promote: '晋级', kept: '保级', fallback: '回落' },
    col: {
      id: 'ID', username: '会员账号', businessDate: '评估日期', kind: '结果', levels: '等级变化', monthlyBet: '30天有效投注',
      weeklyBet: '7天有效投注', reward: '晋级奖励', points: '积分', createdAt: '执行时间',
    },
  },
  weekly: {
    run: '发放周奖励', runNow: '发放', runHelp: '为所选周（周一开始，已结束）达到所在等级周投注要求的会员发放周奖励；已发放的会员不会重复发放。',
    done: '已发放 %{paid} 笔周奖励，共 %{amount}',
    col: { id: 'ID', username: '会员账号', weekStart: '周起始日（周一）', level: '等级', weeklyBet: '周有效投注', amount: '奖励金额', journalKey: '账务单号', createdAt: '发放时间' },
  },
};

/** The plugin's texts in this language, as its manifest loads them. */
const messages: Messages = {
  resources: { vipPoints: { name: '会员积分' }, vipPointsRequest: { name: '积分调整申请' }, rewardTask: { name: '任务' }, rewardTaskClaim: { name: '任务领取记录' } },
  vip: mergeMessages(vipMessages, { tasks: taskMessages }),
};
export default messages;
