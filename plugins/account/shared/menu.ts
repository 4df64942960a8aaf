import { LOTTERY_AGENT_MENU } from '../../lottery/shared/menuTree';
import { REPORT_MENU } from '../../report/shared/menuTree';
import { ACCOUNT_MENU } from './menuTree';

/*
 * Menu paths of the account plugin that both tiers name (the permission keys; see
 * plugins/money/shared/menu.ts), from the plugins' trees.
 */
export const AGENT_APPLICATION_MENU = ACCOUNT_MENU.Account_management.shareholder.agent_application.path;

/**
 * The agents' own sections (their downline's bets and third-party bets, the member and team
 * reports): outside every franchisee's menu, yet what its agent accounts need, so giving an agent
 * role holding them is not a right its franchisee lacks (server/staff/menuTree.ts).
 */
export const AGENT_ONLY: string[][] = [
  LOTTERY_AGENT_MENU.note_management.path,
  LOTTERY_AGENT_MENU.ThreeBetManager.path,
  REPORT_MENU.report_management.member_report.path,
  REPORT_MENU.report_management.team_report.path,
];
