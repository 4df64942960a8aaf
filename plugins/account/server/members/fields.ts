/** Menu paths shared by the member endpoints (their request fields are in ../../shared/memberFields.ts). */

export const FORMAL_MENU = ['Account_management', 'vip', 'formal'];
export const TRIAL_MENU = ['Account_management', 'vip', 'trialMember'];
export const BELT_MENU = ['Account_management', 'vip', 'beltPlay'];
