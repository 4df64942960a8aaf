import { DEFAULT_MIGRATION_TABLE, Migrator, sql, type Migration } from 'kysely';
import { dialectOf, type Database, type DialectName } from './database';
import { foundation } from './migrations/001_foundation';
import { money } from './migrations/002_money';
import { lottery } from './migrations/003_lottery';
import { peopleContent } from './migrations/004_people_content';
import { agentLines } from './migrations/005_agent_lines';
import { members } from './migrations/006_members';
import { pushOutbox } from './migrations/007_push_outbox';
import { memberListIndexes } from './migrations/008_member_list_indexes';
import { makerChecker } from './migrations/009_maker_checker';
import { memberCashBalance } from './migrations/010_member_cash_balance';
import { hardening } from './migrations/011_hardening';
import { jobs } from './migrations/012_jobs';
import { rechargeDiscount } from './migrations/014_recharge_discount';
import { reportCuts } from './migrations/016_report_cuts';
import { menuSettings } from './migrations/017_menu_settings';
import { vip } from './migrations/018_vip';
import { commission } from './migrations/019_commission';
import { commissionCorrections } from './migrations/020_commission_corrections';
import { betMemberStakeIndex } from './migrations/021_bet_member_stake_index';
import { paidOrderTimeIndexes } from './migrations/022_paid_order_time_indexes';
import { riskDomain } from './migrations/025_risk_domain';
import { pointsAdjustment } from './migrations/026_points_adjustment';
import { periodIssueIndex } from './migrations/027_period_issue_index';
import { memberPrefixSearch } from './migrations/044_member_prefix_search';
import { registrationAgreement } from './migrations/028_registration_agreement';
import { interfaceTiming } from './migrations/029_interface_timing';
import { rebateCancel } from './migrations/030_rebate_cancel';
import { loginLogIpIndex } from './migrations/031_login_log_ip_index';
import { cryptoPayout } from './migrations/032_crypto_payout';
import { contentBanner } from './migrations/036_content_banner';
import { gameDisabledAt } from './migrations/034_game_disabled_at';
import { thirdPartyBets } from './migrations/035_third_party_bets';
import { informationContent } from './migrations/037_information_content';
import { luckyDraw } from './migrations/038_lucky_draw';
import { schedulerLease } from './migrations/045_scheduler_lease';
import { logListIndexes } from './migrations/050_log_list_indexes';
import { moneyRest } from './migrations/052_money_rest';
import { memberCopyGuard } from './migrations/058_member_copy_guard';
import { memberRedundantIndexes } from './migrations/059_member_redundant_indexes';
import { registDiscountSource } from './migrations/060_regist_discount_source';
import { memberBalance } from './migrations/062_member_balance';
import { depositCountIndexes } from './migrations/061_deposit_count_indexes';
import { memberMailOplog } from './migrations/042_member_mail_oplog';
import { rebateTemplate } from './migrations/039_rebate_template';
import { killRate } from './migrations/033_kill_rate';
import { yuebao } from './migrations/040_yuebao';
import { leverRequests } from './migrations/041_lever_requests';
import { rewardTask } from './migrations/043_reward_task';
import { firstBetMember } from './migrations/046_first_bet_member';
import { memberDailyCut } from './migrations/047_member_daily_cut';
import { memberTrigramSearch } from './migrations/048_member_trigram_search';
import { memberGram } from './migrations/064_member_gram';
import { idempotencyScope } from './migrations/065_idempotency_scope';
import { loginDevice } from './migrations/066_login_device';
import { roleChangeRequest } from './migrations/067_role_change_request';
import { installedModule } from './migrations/068_installed_module';
import { serverModules } from '../../plugins/server';
import { moduleMigrations } from '../plugin/serverModule';

/**
 * Versioned migrations, in order: the core's and each installed plugin's (its server module's
 * `migrations`). Names sort lexically, so keep the three-digit prefix; a plugin's carry its name
 * after the number (`069_support_tickets`) so two plugins never clash. Each one is a function of
 * the dialect because id columns and some indexes differ.
 */
export function migrations(dialect: DialectName): Record<string, Migration> {
  return { ...coreMigrations(dialect), ...moduleMigrations(serverModules, dialect, coreMigrations(dialect)) };
}

function coreMigrations(dialect: DialectName): Record<string, Migration> {
  return {
    '001_foundation': foundation(dialect),
    '002_money': money(dialect),
    '003_lottery': lottery(dialect),
    '004_people_content': peopleContent(dialect),
    '005_agent_lines': agentLines(dialect),
    '006_members': members(dialect),
    '007_push_outbox': pushOutbox(dialect),
    '008_member_list_indexes': memberListIndexes(dialect),
    '009_maker_checker': makerChecker(dialect),
    '010_member_cash_balance': memberCashBalance(dialect),
    '011_hardening': hardening(dialect),
    '012_jobs': jobs(dialect),
    '014_recharge_discount': rechargeDiscount(dialect),
    '016_report_cuts': reportCuts(dialect),
    '017_menu_settings': menuSettings(dialect),
    '018_vip': vip(dialect),
    '019_commission': commission(dialect),
    '020_commission_corrections': commissionCorrections(dialect),
    '021_bet_member_stake_index': betMemberStakeIndex(dialect),
    '022_paid_order_time_indexes': paidOrderTimeIndexes,
    '025_risk_domain': riskDomain(dialect),
    '026_points_adjustment': pointsAdjustment(dialect),
    '027_period_issue_index': periodIssueIndex(),
    '028_registration_agreement': registrationAgreement(dialect),
    '029_interface_timing': interfaceTiming(dialect),
    '030_rebate_cancel': rebateCancel(),
    '031_login_log_ip_index': loginLogIpIndex,
    '032_crypto_payout': cryptoPayout(dialect),
    '036_content_banner': contentBanner(dialect),
    '034_game_disabled_at': gameDisabledAt(),
    '035_third_party_bets': thirdPartyBets(dialect),
    '037_information_content': informationContent(dialect),
    '038_lucky_draw': luckyDraw(dialect),
    '033_kill_rate': killRate(dialect),
    '045_scheduler_lease': schedulerLease,
    '044_member_prefix_search': memberPrefixSearch(dialect),
    '042_member_mail_oplog': memberMailOplog(dialect),
    '040_yuebao': yuebao(dialect),
    '041_lever_requests': leverRequests(dialect),
    '039_rebate_template': rebateTemplate(dialect),
    '043_reward_task': rewardTask(dialect),
    '046_first_bet_member': firstBetMember,
    '047_member_daily_cut': memberDailyCut(dialect),
    '048_member_trigram_search': memberTrigramSearch(dialect),
    '050_log_list_indexes': logListIndexes,
    '052_money_rest': moneyRest(dialect),
    '058_member_copy_guard': memberCopyGuard(dialect),
    '059_member_redundant_indexes': memberRedundantIndexes(dialect),
    '060_regist_discount_source': registDiscountSource(dialect),
    '061_deposit_count_indexes': depositCountIndexes,
    '062_member_balance': memberBalance(dialect),
    '064_member_gram': memberGram(dialect),
    '065_idempotency_scope': idempotencyScope,
    '066_login_device': loginDevice,
    '067_role_change_request': roleChangeRequest(dialect),
    '068_installed_module': installedModule,
  };
}

/**
 * A database migrated past this build: it records migrations this build does not declare (a newer
 * version ran them, or a plugin this build does not install). Starting would run old code on a
 * schema it does not know, so start-up stops here, before anything is written.
 */
export class SchemaTooNewError extends Error {
  constructor(readonly unknown: readonly string[]) {
    super(
      `This database was migrated past this version of Chance Admin: it records ${unknown.length} migration${unknown.length === 1 ? '' : 's'} ` +
        `this build does not know (${unknown.slice(0, 5).join(', ')}${unknown.length > 5 ? ', …' : ''}), run by a newer version or by a ` +
        'plugin this build does not install. Refusing to start; nothing was written. Start the version (and plugins) that migrated it, ' +
        'or restore the backup taken before the upgrade (docs/operations.md, "Upgrades").',
    );
    this.name = 'SchemaTooNewError';
  }
}

/** The migrations the database records as run, sorted by name; null when it has no migration table (never migrated). */
export async function recordedMigrations(db: Database): Promise<string[] | null> {
  const table = DEFAULT_MIGRATION_TABLE;
  const lookup =
    dialectOf(db) === 'postgres'
      ? sql<{ found: string | null }>`select cast(to_regclass(${table}) as text) as found`
      : sql<{ found: string | null }>`select name as found from sqlite_master where type = 'table' and name = ${table}`;
  if (!(await lookup.execute(db)).rows[0]?.found) return null;
  const rows = await sql<{ name: string }>`select name from ${sql.table(table)} order by name`.execute(db);
  return rows.rows.map((r) => r.name);
}

/** The migrations the database records that this build does not declare (empty when it knows them all). */
export async function unknownMigrations(db: Database): Promise<string[]> {
  const known = migrations(dialectOf(db));
  return ((await recordedMigrations(db)) ?? []).filter((name) => !(name in known));
}

/** Throws SchemaTooNewError when the database was migrated past this build; reads only. */
export async function assertSchemaKnown(db: Database): Promise<void> {
  const unknown = await unknownMigrations(db);
  if (unknown.length > 0) throw new SchemaTooNewError(unknown);
}

/**
 * Applies the pending migrations, after refusing a database migrated past this build (nothing is
 * written then). Several processes starting together call this under the start-up lock
 * (cluster/startupLock.ts), so the migrations run once.
 */
export async function migrateToLatest(db: Database): Promise<string[]> {
  await assertSchemaKnown(db);
  const dialect = dialectOf(db);
  // Numbers are handed out per branch (016 after 017 was merged), so a database may meet a lower one late.
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(dialect) }, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
