import { ACCOUNT_MENU } from '../../shared/menuTree';
/** Menu paths shared by the member endpoints (their request fields are in ../../shared/memberFields.ts). */

export const FORMAL_MENU = ACCOUNT_MENU.Account_management.vip.formal.path;
export const TRIAL_MENU = ACCOUNT_MENU.Account_management.vip.trialMember.path;
export const BELT_MENU = ACCOUNT_MENU.Account_management.vip.beltPlay.path;
