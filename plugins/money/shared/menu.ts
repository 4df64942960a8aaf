/*
 * Menu paths of the money plugin that both tiers name: the console's links and badges, the
 * server's route gates and counters. A menu path is the permission key, so it is spelled once.
 */
export const COMPANY_INCOME_MENU = ['money_management', 'access', 'company_income'] as const;
export const WITHDRAWAL_MENU = ['money_management', 'access', 'withdrawal'] as const;
/** Where a checker decides manual credits and debits (their records). */
export const MANUAL_DEPOSIT_RECORD_MENU = ['money_management', 'manual_access', 'manual_deposit_record'] as const;
export const MANUAL_WITHDRAWAL_RECORD_MENU = ['money_management', 'manual_access', 'manual_withdrawal_record'] as const;
