import type { Messages } from '../../../src';

/** Texts of audit_management (audit_Configuration), under money.*. */
export const auditMessages: Messages = {
  audit: {
    current: '当前稽核配置',
    requestChange: '申请修改',
    changeTitle: '申请修改稽核配置',
    submitChange: '提交审核',
    changeSubmitted: '已提交修改申请 %{requestNo}，需另一位管理员审核后生效',
    nothingChanged: '没有修改任何值',
    requests: '修改申请',
    field: {
      normalMultipleX100: '常态稽核倍数',
      comprehensiveMultipleX100: '综合稽核倍数',
      adminFeeRateBps: '行政费比例',
      withdrawFeeBps: '提款手续费比例',
      secondReviewThreshold: '提款二次审核门槛',
    },
    invalid: {
      multiple: '请输入 0 至 1000 的倍数（最多两位小数）',
      percent: '请输入 0 至 100 的百分比（最多两位小数）',
      rupees: '请输入正确的金额（最多两位小数）',
    },
    col: {
      requestNo: '申请单号',
      changes: '修改内容',
      maker: '申请人',
      checker: '审核人',
      createdAt: '申请时间',
      reviewedAt: '审核时间',
      status: '状态',
      rejectReason: '拒绝原因',
      actions: '操作',
    },
    status: { pending_approval: '待审核', applied: '已生效', rejected: '已拒绝' },
    approve: '审核通过',
    reject: '拒绝',
    approveTitle: '审核通过申请 %{requestNo}',
    approveContent: '通过后新配置立即生效，确认？',
    rejectTitle: '拒绝申请 %{requestNo}',
    rejectReason: '拒绝原因',
    rejected: '已拒绝',
  },
};
