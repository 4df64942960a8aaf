/*
 * Menu paths of the account plugin that both tiers name (the permission keys; see
 * plugins/money/shared/menu.ts).
 */
export const AGENT_APPLICATION_MENU = ['Account_management', 'shareholder', 'agent_application'] as const;

/**
 * The agents' own sections (their downline's bets and third-party bets, the member and team
 * reports): outside every franchisee's menu, yet what its agent accounts need, so giving an agent
 * role holding them is not a right its franchisee lacks (server/staff/menuTree.ts).
 */
export const AGENT_ONLY: string[][] = [
  ['note_management'],
  ['ThreeBetManager'],
  ['report_management', 'member_report'],
  ['report_management', 'team_report'],
];
