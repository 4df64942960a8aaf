import { DEFAULT_MIGRATION_TABLE, Migrator, sql, type Migration } from 'kysely';
import { dialectOf, type Database, type DialectName } from './database';
import { foundation } from './migrations/001_foundation';
import { peopleContent } from './migrations/004_people_content';
import { memberListIndexes } from './migrations/008_member_list_indexes';
import { makerChecker } from './migrations/009_maker_checker';
import { memberCashBalance } from './migrations/010_member_cash_balance';
import { hardening } from './migrations/011_hardening';
import { jobs } from './migrations/012_jobs';
import { loginLogIpIndex } from './migrations/031_login_log_ip_index';
import { memberMailOplog } from './migrations/042_member_mail_oplog';
import { memberPrefixSearch } from './migrations/044_member_prefix_search';
import { schedulerLease } from './migrations/045_scheduler_lease';
import { memberTrigramSearch } from './migrations/048_member_trigram_search';
import { logListIndexes } from './migrations/050_log_list_indexes';
import { memberCopyGuard } from './migrations/058_member_copy_guard';
import { memberRedundantIndexes } from './migrations/059_member_redundant_indexes';
import { memberBalance } from './migrations/062_member_balance';
import { memberGram } from './migrations/064_member_gram';
import { idempotencyScope } from './migrations/065_idempotency_scope';
import { loginDevice } from './migrations/066_login_device';
import { roleChangeRequest } from './migrations/067_role_change_request';
import { installedModule } from './migrations/068_installed_module';
import { serverModules } from '../../plugins/server';
import { moduleMigrations } from '../plugin/serverModule';

/**
 * Versioned migrations: the core's and each installed plugin's (its server module's `migrations`),
 * run in the order of their names, which sort lexically (Kysely's migrator), so keep the
 * three-digit prefix; a plugin's newer ones carry its name after the number
 * (`NNN_<plugin>_<what>`) so two plugins never clash. Each one is a function of the dialect because
 * id columns and some indexes differ.
 */
export function migrations(dialect: DialectName): Record<string, Migration> {
  return { ...coreMigrations(dialect), ...moduleMigrations(serverModules, dialect, coreMigrations(dialect)) };
}

/**
 * The core's own migrations: sign-in, staff and sessions, jobs and the scheduler, idempotency, the
 * installed modules, and the tables every domain reads and writes (the member row, its balance
 * copies and search indexes, the logs). A migration that belongs to one domain lives in that
 * plugin's server half (issue 38) and arrives here through its module.
 */
function coreMigrations(dialect: DialectName): Record<string, Migration> {
  return {
    // 001 and 004 each created several domains' tables at once (organisation, staff, members,
    // orders, VIP levels, tickets, risk lists, the audit trail): a part moved to a plugin would need
    // a new name, and a database runs a name it has not recorded, so they stay whole here.
    '001_foundation': foundation(dialect),
    '004_people_content': peopleContent(dialect),
    '008_member_list_indexes': memberListIndexes(dialect),
    // Money's manual credits and lottery's supplementary runs under one maker-checker: two domains in one name.
    '009_maker_checker': makerChecker(dialect),
    '010_member_cash_balance': memberCashBalance(dialect),
    '011_hardening': hardening(dialect),
    '012_jobs': jobs(dialect),
    '031_login_log_ip_index': loginLogIpIndex,
    // The member mailbox, the automatic messages' templates and the member log (core: every domain
    // writes them) with one column of information's articles: two owners in one name.
    '042_member_mail_oplog': memberMailOplog(dialect),
    '044_member_prefix_search': memberPrefixSearch(dialect),
    '045_scheduler_lease': schedulerLease,
    '048_member_trigram_search': memberTrigramSearch(dialect),
    '050_log_list_indexes': logListIndexes,
    '058_member_copy_guard': memberCopyGuard(dialect),
    '059_member_redundant_indexes': memberRedundantIndexes(dialect),
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
