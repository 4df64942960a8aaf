import type { Migration } from 'kysely';
import type { DialectName } from '../../../../server/db/database';
import { lottery } from './003_lottery';
import { betMemberStakeIndex } from './021_bet_member_stake_index';
import { periodIssueIndex } from './027_period_issue_index';
import { killRate } from './033_kill_rate';
import { gameDisabledAt } from './034_game_disabled_at';
import { thirdPartyBets } from './035_third_party_bets';
import { leverRequests } from './041_lever_requests';

/**
 * The lottery plugin's migrations (issue 38 moved them out of the core's list): numbered among the
 * core's and run in the global order of all names (server/db/migrate.ts). A database records each
 * by its name, so a name never changes once released.
 */
export function lotteryMigrations(dialect: DialectName): Record<string, Migration> {
  return {
    '003_lottery': lottery(dialect),
    '021_bet_member_stake_index': betMemberStakeIndex(dialect),
    '027_period_issue_index': periodIssueIndex(),
    '033_kill_rate': killRate(dialect),
    '034_game_disabled_at': gameDisabledAt(),
    '035_third_party_bets': thirdPartyBets(dialect),
    '041_lever_requests': leverRequests(dialect),
  };
}
