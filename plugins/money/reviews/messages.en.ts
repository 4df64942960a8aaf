import type { Messages } from '../../../src';

/** Texts of audit_management's review screens (audit_log, ImmediateAuditQuery, auditDetails), under money.*. */
export const reviewsMessages: Messages = {
  menu: { audit_log: 'Review log', ImmediateAuditQuery: 'Awaiting review', auditDetails: 'Review details' },
  reviews: {
    col: {
      kind: 'Kind', orderNo: 'Order no', username: 'Member', amount: 'Amount', decision: 'Decision', step: 'Step', reviewer: 'Reviewer', reason: 'Reason / remark',
      decidedAt: 'Decided at', stage: 'Stage', createdAt: 'Submitted at', waiting: 'Waiting', actions: 'Actions',
    },
    kind: { deposit: 'Deposit', withdrawal: 'Withdrawal', manual: 'Manual credit/debit' },
    decision: { submit: 'Submitted', approve: 'Approved', reject: 'Rejected', pay: 'Paid' },
    stage: { submitted: 'Pending', first_approved: 'First review done', approved: 'Awaiting payout' },
    direction: { credit: 'Credit', debit: 'Debit' },
    details: 'Details',
    minutes: '%{minutes} min',
    hours: '%{hours} h %{minutes} min',
    lookup: 'Look up',
    orderNoRequired: 'Enter the order number',
    order: 'Order',
    steps: 'Review steps',
    journals: 'Ledger journals',
    requirements: 'Turnover requirements',
    none: 'None',
    field: {
      bonus: 'Deposit bonus', credited: 'Credited', status: 'Status', fee: 'Fee', adminFee: 'Admin fee', bonusDeduction: 'Bonus deduction', netPayout: 'Payout',
      direction: 'Direction', memberCount: 'Members', maker: 'Maker', reference: 'Reference', type: 'Type', deposit: 'Deposit', discount: 'Bonus',
      normalRequired: 'Normal audit required', comprehensiveRequired: 'Comprehensive audit required', allocated: 'Turnover done', at: 'Time',
    },
  },
};
