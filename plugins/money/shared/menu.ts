import { MONEY_MENU } from './menuTree';

/*
 * Menu paths of the money plugin that both tiers name: the console's links and badges, the
 * server's route gates and counters. A menu path is the permission key, so it comes from the one
 * tree (menuTree.ts).
 */
const { access, manual_access } = MONEY_MENU.money_management;
export const COMPANY_INCOME_MENU = access.company_income.path;
export const WITHDRAWAL_MENU = access.withdrawal.path;
/** Where a checker decides manual credits and debits (their records). */
export const MANUAL_DEPOSIT_RECORD_MENU = manual_access.manual_deposit_record.path;
export const MANUAL_WITHDRAWAL_RECORD_MENU = manual_access.manual_withdrawal_record.path;
