/** Journal types a member's account can see (plugins/money/server/cashRecordRoutes.ts CASH_RECORD_TYPES). */
export const CASH_RECORD_TYPES = [
  'deposit', 'deposit_bonus', 'withdraw_freeze', 'withdraw_payout', 'withdraw_release', 'manual_credit', 'manual_debit', 'bet_stake', 'bet_payout', 'bet_refund', 'rebate',
] as const;
