import type { Messages } from '../../../src';

/** Texts of audit_management's review screens (audit_log, ImmediateAuditQuery, auditDetails), under money.*. */
export const reviewsMessages: Messages = {
  menu: { audit_log: '审核日志', ImmediateAuditQuery: '即时审核查询', auditDetails: '审核详情' },
  reviews: {
    col: {
      kind: '类型', orderNo: '订单号', username: '会员账号', amount: '金额', decision: '审核结果', step: '步骤', reviewer: '审核人', reason: '原因 / 备注',
      decidedAt: '审核时间', stage: '当前阶段', createdAt: '提交时间', waiting: '已等待', actions: '操作',
    },
    kind: { deposit: '存款', withdrawal: '提款', manual: '人工存提' },
    decision: { submit: '提交', approve: '通过', reject: '拒绝', pay: '出款' },
    stage: { submitted: '待审核', first_approved: '已初审', approved: '待出款' },
    direction: { credit: '存入', debit: '提出' },
    details: '详情',
    minutes: '%{minutes} 分钟',
    hours: '%{hours} 小时 %{minutes} 分钟',
    lookup: '查询',
    orderNoRequired: '请输入订单号',
    order: '订单',
    steps: '审核经过',
    journals: '账务分录',
    requirements: '稽核要求',
    none: '无',
    field: {
      bonus: '存款优惠', credited: '实际到账', status: '状态', fee: '手续费', adminFee: '行政费', bonusDeduction: '扣除优惠', netPayout: '出款金额',
      direction: '方向', memberCount: '会员数', maker: '申请人', reference: '业务单号', type: '类型', deposit: '存款', discount: '优惠',
      normalRequired: '常态稽核要求', comprehensiveRequired: '综合稽核要求', allocated: '已完成打码', at: '时间',
    },
  },
};
