/*
 * The ledger's journal types: the only types postJournal(s) accepts (server/domain/ledgerModel.ts
 * validateJournal) and so every type a ledger screen can meet. Both tiers read this list, so a
 * screen's labels and filters can be checked against what the server is able to write.
 */
export const JOURNAL_TYPES = [
  'deposit',
  'deposit_bonus',
  'withdraw_freeze',
  'withdraw_release',
  'withdraw_payout',
  'withdraw_fee',
  'admin_fee',
  'bonus_forfeit',
  'bet_stake',
  'bet_fee',
  'bet_payout',
  'bet_refund',
  'bet_reversal',
  'period_close',
  'rebate',
  'commission',
  'vip_reward',
  'coupon',
  'manual_credit',
  'manual_debit',
  'agent_quota_transfer',
  'lucky_draw',
  'yuebao_in',
  'yuebao_out',
  'yuebao_interest',
  'task_reward',
] as const;
export type JournalType = (typeof JOURNAL_TYPES)[number];
