import type { Migration } from 'kysely';
import type { DialectName } from '../../../../server/db/database';
import { reportCuts } from './016_report_cuts';
import { firstBetMember } from './046_first_bet_member';
import { memberDailyCut } from './047_member_daily_cut';
import { reportStaleDay } from './069_report_stale_day';
import { reportNetGamingRevenue } from './070_report_net_gaming_revenue';
import { reportRebatesHeldWithdrawNet } from './071_report_rebates_held_withdraw_net';
import { reportStaleMarksAtCommit } from './072_report_stale_marks_at_commit';
import { reportMemberWithdrawNet } from './073_report_member_withdraw_net';
import { reportStaleBackDatedJournals } from './074_report_stale_back_dated_journals';
import { reportStaleMemberDelete } from './075_report_stale_member_delete';

/**
 * The report plugin's migrations, one file each: numbered among the core's and run in the global
 * order of all names (server/db/migrate.ts). A database records each by its name, so a name never
 * changes once released. 016, 046 and 047 (the cut tables, their first-bet copies and the
 * per-member cut) were written in the core before the report plugin had a server half; issue 38
 * moved them here, names unchanged.
 */
export function reportMigrations(dialect: DialectName): Record<string, Migration> {
  return {
    '016_report_cuts': reportCuts(dialect),
    '046_first_bet_member': firstBetMember,
    '047_member_daily_cut': memberDailyCut(dialect),
    '069_report_stale_day': reportStaleDay(dialect),
    '070_report_net_gaming_revenue': reportNetGamingRevenue(dialect),
    '071_report_rebates_held_withdraw_net': reportRebatesHeldWithdrawNet(dialect),
    '072_report_stale_marks_at_commit': reportStaleMarksAtCommit(dialect),
    '073_report_member_withdraw_net': reportMemberWithdrawNet(dialect),
    '074_report_stale_back_dated_journals': reportStaleBackDatedJournals(dialect),
    '075_report_stale_member_delete': reportStaleMemberDelete(dialect),
  };
}
