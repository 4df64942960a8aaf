/**
 * Keys of the money plugin's pending-work counts: the field of `chance_home_page/auditReminder`
 * the console's badge reads, and the key the server module counts under. One constant each, so a
 * mistyped key fails the type check instead of showing 0.
 */
export const MONEY_COUNTS = {
  companyDeposit: 'companyDeposit',
  withdrawalAgent: 'withdrawalAgent',
  /** Manual credits and debits (single or batch) waiting for a checker. */
  manualCredit: 'manualCredit',
  manualDebit: 'manualDebit',
} as const;
