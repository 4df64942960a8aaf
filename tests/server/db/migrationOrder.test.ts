// @engine-independent: the declared migration list and the migrator's order over it; SQLite pass only (jest.config.js).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Migrator } from 'kysely';
import { serverModules } from '../../../plugins/server';
import { createDatabase } from '../../../server/db/database';
import { migrations } from '../../../server/db/migrate';
import { migrationNamesIn } from '../../../scripts/pluginNew/migrationNames.mjs';
import { nextMigrationNumber } from '../../../scripts/pluginNew/names.mjs';

/*
 * Every name released before the domains' migrations moved into their plugins (issue 38). A
 * database records the migrations it ran by name and runs any name it has not recorded, so a
 * renamed or lost one would run twice or never.
 */
const RELEASED = [
  '001_foundation',
  '002_money',
  '003_lottery',
  '004_people_content',
  '005_agent_lines',
  '006_members',
  '007_push_outbox',
  '008_member_list_indexes',
  '009_maker_checker',
  '010_member_cash_balance',
  '011_hardening',
  '012_jobs',
  '014_recharge_discount',
  '016_report_cuts',
  '017_menu_settings',
  '018_vip',
  '019_commission',
  '020_commission_corrections',
  '021_bet_member_stake_index',
  '022_paid_order_time_indexes',
  '025_risk_domain',
  '026_points_adjustment',
  '027_period_issue_index',
  '028_registration_agreement',
  '029_interface_timing',
  '030_rebate_cancel',
  '031_login_log_ip_index',
  '032_crypto_payout',
  '033_kill_rate',
  '034_game_disabled_at',
  '035_third_party_bets',
  '036_content_banner',
  '037_information_content',
  '038_lucky_draw',
  '039_rebate_template',
  '040_yuebao',
  '041_lever_requests',
  '042_member_mail_oplog',
  '043_reward_task',
  '044_member_prefix_search',
  '045_scheduler_lease',
  '046_first_bet_member',
  '047_member_daily_cut',
  '048_member_trigram_search',
  '050_log_list_indexes',
  '052_money_rest',
  '058_member_copy_guard',
  '059_member_redundant_indexes',
  '060_regist_discount_source',
  '061_deposit_count_indexes',
  '062_member_balance',
  '064_member_gram',
  '065_idempotency_scope',
  '066_login_device',
  '067_role_change_request',
  '068_installed_module',
];

/*
 * Numbers that released names share. Both names ran on databases, so neither may be renamed; each
 * runs once by its name, and the pair's order is their names' (069_report_stale_day first). The
 * example package's 069_support_tickets came first (2 December, 00:22); report's 069 was written on
 * a branch at the same time (issue 40, 07:20). No further number may be shared: plugin:new takes
 * the number after every name (scripts/pluginNew/migrationNames.mjs), and a hand-numbered one that
 * takes a used number fails here.
 */
const SHARED_NUMBERS: Record<string, string[]> = {
  '069': ['069_report_stale_day', '069_support_tickets'],
};

describe('the migration list (server/db/migrate.ts and the modules’ migrations)', () => {
  it('still declares every released name, on both engines', () => {
    for (const dialect of ['sqlite', 'postgres'] as const)
      expect(Object.keys(migrations(dialect))).toEqual(expect.arrayContaining(RELEASED));
    expect(Object.keys(migrations('postgres')).sort()).toEqual(Object.keys(migrations('sqlite')).sort());
  });

  it('runs the core’s and the plugins’ migrations in one order, the order of their names', async () => {
    const db = createDatabase('sqlite::memory:');
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations('sqlite') }, allowUnorderedMigrations: true });
      const order = (await migrator.getMigrations()).map((m) => m.name);
      expect(order).toEqual(Object.keys(migrations('sqlite')).sort());
      // A plugin's migration lands between the core's where its number puts it (money's 002 after the foundation).
      expect(order.slice(0, 4)).toEqual(['001_foundation', '002_money', '003_lottery', '004_people_content']);
    } finally {
      await db.destroy();
    }
  });

  it('takes each domain’s migrations from its plugin’s module', () => {
    const owners = Object.fromEntries(
      serverModules.flatMap((module) => Object.keys(module.migrations?.('sqlite') ?? {}).map((name) => [name, module.name])),
    );
    expect(owners).toMatchObject({
      '002_money': 'money',
      '003_lottery': 'lottery',
      '019_commission': 'account',
      '025_risk_domain': 'system',
      '037_information_content': 'information',
      '018_vip': 'vip',
      '038_lucky_draw': 'marketing',
      '016_report_cuts': 'report',
      '046_first_bet_member': 'report',
      '047_member_daily_cut': 'report',
      '069_report_stale_day': 'report',
    });
  });

  it('gives each number to one migration, but for the released names listed as sharing one', () => {
    for (const dialect of ['sqlite', 'postgres'] as const) {
      const byNumber = new Map<string, string[]>();
      for (const name of Object.keys(migrations(dialect)).sort())
        byNumber.set(name.slice(0, 3), [...(byNumber.get(name.slice(0, 3)) ?? []), name]);
      expect(Object.fromEntries([...byNumber].filter(([, names]) => names.length > 1))).toEqual(SHARED_NUMBERS);
    }
  });

  it('is found whole by the scan plugin:new numbers a new migration from, which then takes a free number', () => {
    const scanned = migrationNamesIn(join(__dirname, '../../..'));
    for (const dialect of ['sqlite', 'postgres'] as const) {
      const declared = Object.keys(migrations(dialect));
      expect(declared.filter((name) => !scanned.includes(name))).toEqual([]);
      const next = nextMigrationNumber(scanned);
      expect(next).toBe(Math.max(...declared.map((name) => Number(name.slice(0, 3)))) + 1);
      expect(declared.filter((name) => Number(name.slice(0, 3)) === next)).toEqual([]);
    }
    // The scan reads a plugin's migrations/ folder (report's 069-074), not only a migrations.ts file.
    expect(scanned).toEqual(expect.arrayContaining(['074_report_stale_back_dated_journals', '069_support_tickets', '001_foundation']));
  });

  // `./migrations` names the file when both exist, so the folder's files would look unused (report had both).
  it('finds a plugin’s migrations in one place: a migrations.ts file or a migrations/ folder, never both', () => {
    const root = join(__dirname, '../../../plugins');
    const both = readdirSync(root).filter(
      (plugin) => existsSync(join(root, plugin, 'server/migrations.ts')) && existsSync(join(root, plugin, 'server/migrations')),
    );
    expect(both).toEqual([]);
    expect(readdirSync(root).filter((plugin) => existsSync(join(root, plugin, 'server/migrations'))).length).toBeGreaterThanOrEqual(8);
  });
});
