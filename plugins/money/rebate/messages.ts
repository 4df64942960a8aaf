import type { Messages } from '../../../src';

/** Texts of the fan_yong (member rebate) screens, under money.*. */
export const rebateMessages: { zh: Messages; en: Messages } = {
  zh: {
    menu: { fan_yong: '会员返佣', rebate_record: '返水记录', member_promotion_details: '会员返水明细', promotion_statistics: '返水统计' },
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
      totals: { title: '筛选合计', records: '记录数：%{count}', days: '天数：%{count}', amount: '返水金额', validTurnover: '有效投注', paidAmount: '已发放', heldAmount: '待发放', cancelledAmount: '已取消' },
    },
  },
  en: {
    menu: { fan_yong: 'Member rebates', rebate_record: 'Rebate records', member_promotion_details: 'Member rebate details', promotion_statistics: 'Rebate statistics' },
    rebate: {
      col: {
        id: 'ID', username: 'Member', memberId: 'Member ID', game: 'Game', businessDate: 'Business day', validTurnover: 'Valid turnover', rate: 'Rate', amount: 'Rebate',
        status: 'Status', createdAt: 'Calculated', paidAt: 'Paid at', records: 'Records', paidAmount: 'Paid', heldAmount: 'Held', cancelledAmount: 'Cancelled',
        firstDate: 'First day', lastDate: 'Last day', members: 'Members', cancelReason: 'Cancel reason', cancelledBy: 'Cancelled by', actions: 'Actions',
      },
      status: { 0: 'Held', 1: 'Paid', 2: 'Cancelled' },
      filter: { from: 'From', to: 'To' },
      cancel: {
        button: 'Cancel rebate', title: 'Cancel rebate', reason: 'Reason', save: 'Cancel rebate', done: 'Rebate cancelled',
        warning: 'A cancelled rebate is never paid and leaves the commission and report figures. This cannot be undone.',
      },
      v: { reasonRequired: 'Enter the reason for cancelling', tooLong: 'At most 255 characters' },
      totals: { title: 'Filter total', records: 'Records: %{count}', days: 'Days: %{count}', amount: 'Rebate', validTurnover: 'Valid turnover', paidAmount: 'Paid', heldAmount: 'Held', cancelledAmount: 'Cancelled' },
    },
  },
};
