import { menuRights, menuTree } from '../../../shared/menuTree';

/*
 * The report plugin's menu as the server's catalogue holds it and its seeded roles had it before
 * plugins carried menus (issue 38 moved it here from the core's catalogue): the server module
 * hands it to the catalogue as its `seededMenu`, and the console manifest draws its menu from the
 * same nodes (menuFromTree in src/plugin/menuFromTree.ts), adding screens, icons and roles.
 */

/** The analysts' reports and the agents' member and team reports. */
export const REPORT_MENU_NODES = [
  [
    'report_management',
    [
      ['daily_data', ['daily_overview', 'daily_membership_statistice', 'daily_notes_statistics', 'daily_fund_statistics']],
      'incoming_outgoing_summary',
      [
        'bettingStatistics',
        ['gameFundSummary', 'statisticsType1', 'statisticsType2', 'statisticsType3', 'statisticsType4', 'statisticsType5'],
      ],
      ['statisticalAnalysis', ['bettingStatistics', 'fundingStatistics', 'memberStatistics', 'overview']],
      // Agent-only reports (spec §2 role restriction) share the report_management section.
      'member_report',
      'team_report',
    ],
  ],
] as const;

export const REPORT_MENU_TREE = menuTree(REPORT_MENU_NODES);

/** Its paths by name, level by level (`REPORT_MENU.<section>.<screen>.path`): route gates, counters and links name these. */
export const REPORT_MENU = menuRights(REPORT_MENU_NODES);
