import type { Messages } from '../../../src';

/** Texts of audit_management (audit_Configuration), under money.*. */
export const auditMessages: Messages = {
  audit: {
    current: 'Current audit settings',
    requestChange: 'Request a change',
    changeTitle: 'Request a change of audit settings',
    submitChange: 'Submit for approval',
    changeSubmitted: 'Change request %{requestNo} submitted; it applies once another admin approves it',
    nothingChanged: 'No value was changed',
    requests: 'Change requests',
    field: {
      normalMultipleX100: 'Normal audit multiple',
      comprehensiveMultipleX100: 'Comprehensive audit multiple',
      adminFeeRateBps: 'Admin fee rate',
      withdrawFeeBps: 'Withdrawal fee rate',
      secondReviewThreshold: 'Withdrawal second-review threshold',
    },
    invalid: {
      multiple: 'Enter a multiple from 0 to 1000 (at most two decimals)',
      percent: 'Enter a percentage from 0 to 100 (at most two decimals)',
      rupees: 'Enter a valid amount (at most two decimals)',
    },
    col: {
      requestNo: 'Request no',
      changes: 'Changes',
      maker: 'Requested by',
      checker: 'Reviewed by',
      createdAt: 'Requested at',
      reviewedAt: 'Reviewed at',
      status: 'Status',
      rejectReason: 'Reason',
      actions: 'Actions',
    },
    status: { pending_approval: 'Pending', applied: 'Applied', rejected: 'Rejected' },
    approve: 'Approve',
    reject: 'Reject',
    approveTitle: 'Approve request %{requestNo}',
    approveContent: 'The new settings apply at once. Approve?',
    rejectTitle: 'Reject request %{requestNo}',
    rejectReason: 'Reason',
    rejected: 'Rejected',
  },
};
