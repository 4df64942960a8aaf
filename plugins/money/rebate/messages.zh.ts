import type { Messages } from '../../../src';

/** Texts of the fan_yong (member rebate) screens, under money.*. */
export const rebateMessages: Messages = {
  menu: { fan_yong: '会员返佣', rebate_record: '返水记录', member_promotion_details: '会员返水明细', promotion_statistics: '返水统计', promotion_settings: '返水设置' },
  rebate: {
    col: {
      id: 'ID', username: '会员账号', memberId: '会员ID', game: '游戏', businessDate: '业务日期', validTurnover: '有效投注', rate: '返水比例', amount: '返水金额',
      status: '状态', createdAt: '计算时间', paidAt: '发放时间', records: '记录数', paidAmount: '已发放', heldAmount: '待发放', cancelledAmount: '已取消',
      firstDate: '首个业务日', lastDate: '最近业务日', members: '返水人数', cancelReason: '取消原因', cancelledBy: '取消人', actions: '操作',
    },
    status: { 0: '待发放', 1: '已发放', 2: '已取消' },
    filter: { from: '开始日期', to: '结束日期' },
    cancel: {
      button: '取消返水', title: '取消返水', reason: '取消原因', save: '确认取消', done: '返水已取消',
      warning: '取消后该笔返水将不再发放，且不计入佣金和报表，此操作不可撤销。',
    },
    v: { reasonRequired: '请填写取消原因', tooLong: '最多 255 个字符' },
    template: {
      add: '新增返水模板', edit: '编辑', saved: '已保存', enable: '启用', disable: '停用', confirmStatus: '确认%{action}返水模板「%{name}」？',
      allGames: '全部游戏', platform: '全平台', noCap: '不限',
      statuses: { 0: '启用', 1: '停用' },
      fields: {
        id: 'ID', name: '模板名称', game: '游戏', rates: '返水比例 (%)', level: 'VIP%{level} (%)', multiple: '稽核倍数', cap: '每日上限 (₹，0 为不限)', scope: '适用范围',
        status: '状态', updatedAt: '更新时间', actions: '操作',
      },
      help: {
        multiple: '返水到账后需完成 返水 × 倍数 的有效投注才能提款', cap: '每位会员每天从本模板最多获得的返水',
        job: '每日凌晨 00:00（孟买时间）按前一日各会员每个游戏的有效投注 × 其 VIP 等级的返水比例计算并发放返水；同一会员同一游戏以最匹配的启用模板为准（本加盟商的优先于全平台的，指定游戏的优先于全部游戏的）。',
      },
      v: { required: '必填', rate: '请输入 0 到 100 之间、最多两位小数的比例', multiple: '请输入 0 到 100 之间、最多两位小数的倍数', cap: '请输入不小于 0、最多两位小数的金额' },
    },
    totals: { title: '筛选合计', records: '记录数：%{count}', days: '天数：%{count}', amount: '返水金额', validTurnover: '有效投注', paidAmount: '已发放', heldAmount: '待发放', cancelledAmount: '已取消' },
  },
};
