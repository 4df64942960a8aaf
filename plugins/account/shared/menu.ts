/*
 * Menu paths of the account plugin that both tiers name (the permission keys; see
 * plugins/money/shared/menu.ts).
 */
export const AGENT_APPLICATION_MENU = ['Account_management', 'shareholder', 'agent_application'] as const;
