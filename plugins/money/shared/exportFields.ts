/*
 * The columns each money export may show, in the list's order: the export contracts take them as
 * the allowed field names, and the list screens as the order of the visible ones they export. No
 * zod here, so the screens may import it.
 */

/** The withdrawal list's columns an export may show, in the list's order (withdrawalExportRoutes.ts's WITHDRAWAL_COLUMNS). */
export const WITHDRAWAL_EXPORT_FIELDS = [
  'orderNo',
  'username',
  'isFirst',
  'amount',
  'fee',
  'bonusDeduction',
  'adminFee',
  'netPayout',
  'destination',
  'created_at',
  'stage',
  'rejectReason',
] as const;

/** The columns a record export may show, in their order (recordExport.ts's DEPOSIT_/PAYOUT_RECORD_COLUMNS). */
export const DEPOSIT_RECORD_FIELDS = [
  'orderNo',
  'username',
  'amount',
  'bonus',
  'channelName',
  'payerName',
  'utr',
  'status',
  'createdAt',
  'reviewedAt',
] as const;
export const PAYOUT_RECORD_FIELDS = [
  'orderNo',
  'username',
  'amount',
  'fee',
  'netPayout',
  'channelName',
  'payoutTxnId',
  'stage',
  'paidAt',
  'createdAt',
] as const;
