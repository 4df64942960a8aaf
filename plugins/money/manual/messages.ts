import type { Messages } from '../../../src';

/** Texts of manual_access (manual deposits and withdrawals under maker-checker), under money.*. */
export const manualMessages: { zh: Messages; en: Messages } = {
  zh: {
    menu: {
      manual_access: '人工存提', manual_deposit: '人工存入', manual_withdrawal: '人工提出',
      manual_deposit_record: '人工存入记录', manual_withdrawal_record: '人工提出记录',
    },
    manual: {
      col: {
        id: 'ID', requestNo: '申请单号', batchNo: '批次号', username: '会员账号', amount: '金额', balanceAfter: '操作后余额', reasonType: '类型',
        audit: '稽核', remark: '备注 / 拒绝原因', maker: '提交人', checker: '审核人', createdAt: '提交时间', reviewedAt: '审核时间', status: '状态', actions: '操作',
      },
      status: { pending_approval: '待审核', applied: '已入账', rejected: '已拒绝' },
      reason: {
        credit: {
          manual_deposit: '人工存款', deposit_bonus: '存款优惠', negative_reset: '负数额度归零', cancelled_withdrawal: '取消出款',
          sports_balance: '体育余额', rebate_bonus: '返水优惠', activity_bonus: '活动优惠', other: '其他',
        },
        debit: {
          manual_withdrawal: '人工提出', duplicate_payout: '重复出款', deposit_error: '公司入款存误', negative_clawback: '负数额度回收',
          illegal_winnings: '扣除非法下注派彩', forfeit_bonus: '放弃存款优惠', sports_balance: '体育余额', other: '其他',
        },
      },
      batch: '批量',
      remark: '备注',
      cash: '可用余额',
      frozen: '冻结',
      amountRupees: '金额（₹）',
      normalAudit: '常态稽核',
      comprehensiveAudit: '综合稽核',
      multiple: '综合稽核倍数',
      submit: '提交审核',
      submitted: '已提交审核（申请单 %{requestNo}），需另一位员工审核后入账',
      makerChecker: '提交后不会立即变动余额：须由另一位员工在下方待审核列表或记录页面审核通过后才入账。',
      queue: '待审核申请',
      approve: '审核通过',
      reject: '拒绝',
      approveTitle: '审核通过申请 %{requestNo}',
      approveContent: '确认为 %{username} 执行 ₹%{amount}？',
      approveBatchContent: '确认执行批量申请 %{requestNo} 的全部会员（每人 ₹%{amount}）？全部成功或全部不执行。',
      rejectTitle: '拒绝申请 %{requestNo}',
      rejectReason: '拒绝原因',
      rejected: '已拒绝',
      awaitingOther: '等待其他员工审核',
    },
  },
  en: {
    menu: {
      manual_access: 'Manual access', manual_deposit: 'Manual deposit', manual_withdrawal: 'Manual withdrawal',
      manual_deposit_record: 'Manual deposit records', manual_withdrawal_record: 'Manual withdrawal records',
    },
    manual: {
      col: {
        id: 'ID', requestNo: 'Request no', batchNo: 'Batch no', username: 'Member', amount: 'Amount', balanceAfter: 'Balance after', reasonType: 'Type',
        audit: 'Audit', remark: 'Remark / reason', maker: 'Submitted by', checker: 'Reviewed by', createdAt: 'Submitted at', reviewedAt: 'Reviewed at', status: 'Status', actions: 'Actions',
      },
      status: { pending_approval: 'Pending', applied: 'Applied', rejected: 'Rejected' },
      reason: {
        credit: {
          manual_deposit: 'Manual deposit', deposit_bonus: 'Deposit bonus', negative_reset: 'Negative balance reset', cancelled_withdrawal: 'Cancelled withdrawal',
          sports_balance: 'Sports balance', rebate_bonus: 'Rebate bonus', activity_bonus: 'Activity bonus', other: 'Other',
        },
        debit: {
          manual_withdrawal: 'Manual withdrawal', duplicate_payout: 'Duplicate payout', deposit_error: 'Company deposit error', negative_clawback: 'Negative clawback',
          illegal_winnings: 'Deduct illegal-bet winnings', forfeit_bonus: 'Forfeit deposit bonus', sports_balance: 'Sports balance', other: 'Other',
        },
      },
      batch: 'batch',
      remark: 'Remark',
      cash: 'Cash',
      frozen: 'Frozen',
      amountRupees: 'Amount (₹)',
      normalAudit: 'Normal audit',
      comprehensiveAudit: 'Comprehensive audit',
      multiple: 'Comprehensive multiple',
      submit: 'Submit for approval',
      submitted: 'Submitted for approval (request %{requestNo}); another staff member must approve it',
      makerChecker: 'Submitting does not change the balance: another staff member must approve the request in the queue below or on the record screen.',
      queue: 'Requests awaiting approval',
      approve: 'Approve',
      reject: 'Reject',
      approveTitle: 'Approve request %{requestNo}',
      approveContent: 'Apply ₹%{amount} for %{username}?',
      approveBatchContent: 'Apply batch request %{requestNo} to all its members (₹%{amount} each)? All succeed or none does.',
      rejectTitle: 'Reject request %{requestNo}',
      rejectReason: 'Reason',
      rejected: 'Rejected',
      awaitingOther: 'Awaiting another reviewer',
    },
  },
};
