import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { hashPassword } from '../../server/auth/password';
import { countRow } from '../../server/db/countRow';
import { dialectOf, type Database } from '../../server/db/database';
import type { DB } from '../../server/db/schema';
import { periodCloseJournal } from '../../server/domain/ledgerJournals';
import { bombayDate, DAY_MS } from '../../server/domain/time';
import { seedGameCatalogue } from '../../plugins/lottery/server/catalogue';
import { FINANCE_REVIEWER_MENU, ROLE_MENUS } from './roleMenus';
import { serverModules } from '../../plugins/server';
import { installModules } from '../../server/plugin/installModules';
import { rebuildDailyReports } from '../../plugins/report/server/rebuild';
import { markDaysStale } from '../../plugins/report/server/staleMarks';
import { bombayDayNumber } from '../../server/time/bombay';
import { killRateBps } from '../../plugins/lottery/shared/killRate';
import { buildActivity, buildApplications, timeline, type Member } from './activity';
import { inTransaction, openBulkLoad } from '../../server/seed/bulk';
import { buildAgreements } from './agreements';
import { buildContent } from './content';
import { seedInformation } from './information';
import { seedMailbox } from './mailbox';
import { seedRewardTasks } from './rewardTasks';
import { buildChannels } from './channels';
import { historySlices, newCounters } from './history';
import { SeedLedger } from './ledger';
import { buildPeriods, loadGames, periodRow } from './lottery';
import { buildDomains } from './domains';
import { buildOrganisation } from './organisation';
import { seedCommission } from './commission';
import { seedThreeBets } from './threeBets';
import { PROFILES, type ProfileName } from './profiles';
import { Random } from '../../server/seed/random';
import { demoDiscountRules } from '../../plugins/money/server/discountRules';
import { seedYuebao } from './yuebao';

/** Demo logins (spec roles): password is what the user types; the browser sends its SHA-256. */
export const DEMO_ACCOUNTS = [
  { username: 'admin', password: 'admin123' },
  { username: 'franchisee', password: 'franchisee123' },
  { username: 'agent', password: 'agent123' },
  { username: 'agent2', password: 'agent2123' },
  // A second admin-side reviewer, so large withdrawals get two different approvers (maker ≠ checker);
  // its role has money review and approval menus only, so the demo shows a role narrowing the console.
  { username: 'finance', password: 'finance123' },
] as const;

// Every table the seed or the services fill, parents first; reset clears them in reverse.
const TABLES = [
  'franchisee',
  'station',
  'role',
  'agent',
  'staff_user',
  'session',
  'login_device',
  'member',
  'member_balance',
  'member_gram',
  'member_bank',
  'agent_apply_record',
  'deposit_order',
  'withdrawal_order',
  'operation_log',
  'login_log',
  'idempotency_key',
  'ledger_account',
  'ledger_journal',
  'ledger_posting',
  'money_setting',
  'payment_channel',
  'withdrawal_review',
  'manual_batch',
  'manual_adjustment',
  'member_turnover',
  'turnover_requirement',
  'lottery_type',
  'game',
  'play',
  'period',
  'bet',
  'rebate_template',
  'rebate_record',
  'external_result',
  'supplementary_run',
  'vip_level',
  'points_ledger',
  'ticket',
  'member_ticket',
  'announcement',
  'restricted_account',
  'risk_list',
  'member_login_log',
  'member_remark',
  'member_label',
  'member_label_link',
  'daily_report',
  'daily_game_report',
  'daily_agent_report',
  'daily_cut_agent',
  'daily_cut_game',
  'daily_cut_play',
  'daily_cut_vip',
  'daily_cut_hour',
  'daily_cut_deposit',
  'daily_cut_member',
  'member_first_bet',
  'agent_default',
  'agent_quota_record',
  'station_quota_record',
  'push_outbox',
  'supplementary_request',
  'recharge_discount_rule',
  'commission_setting',
  'commission_template',
  'commission_template_revision',
  'commission_assignment',
  'commission_period',
  'commission_line',
  'commission_adjustment',
  'login_throttle',
  'change_request',
  'job_run',
  'menu_setting',
  'vip_member_state',
  'vip_level_change',
  'vip_weekly_reward',
  'risk_setting',
  'site_domain',
  'registration_agreement',
  'crypto_payout_batch',
  'crypto_payout',
  'third_party_bet',
  'content_post',
  'member_message',
  'system_message_template',
  'member_mail',
  'member_operation_log',
  'lever_request',
  'reward_task',
  'reward_task_claim',
] as const satisfies readonly (keyof DB)[];

// Tables whose ids the seed sets explicitly (PostgreSQL sequences move past them afterwards).
const WITH_IDS = [
  'franchisee',
  'station',
  'role',
  'agent',
  'staff_user',
  'member',
  'agent_apply_record',
  'deposit_order',
  'withdrawal_order',
  'ledger_account',
  'ledger_journal',
  'ledger_posting',
  'period',
  'bet',
  'points_ledger',
  'member_login_log',
  'vip_level',
  'ticket',
  'member_ticket',
  'announcement',
  'restricted_account',
  'risk_list',
  'member_remark',
  'member_label',
  'payment_channel',
  'member_bank',
  'withdrawal_review',
  'turnover_requirement',
  'rebate_template',
  'rebate_record',
  'site_domain',
] as const;

// Tables loaded in bulk: their secondary indexes are rebuilt once the rows are in.
const BULK_TABLES = [
  'period',
  'member',
  'member_balance',
  'deposit_order',
  'withdrawal_order',
  'ledger_journal',
  'ledger_posting',
  'bet',
  'points_ledger',
  'member_login_log',
  'member_bank',
  'withdrawal_review',
  'turnover_requirement',
  'rebate_record',
];

// Members whose history is generated and written together (history.ts, historySlices), and a
// progress line every so many members at least (and at most 40 lines).
const MEMBERS_PER_SLICE = 500;
const PROGRESS_MEMBERS = 2_500;

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const row = await db
    .selectFrom('staff_user')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return countRow.map(row).n === 0;
}

/** Deletes every row (schema stays) and restarts id sequences. */
export async function resetDatabase(db: Database): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`truncate table ${sql.join(TABLES.map((t) => sql.table(t)))} restart identity cascade`.execute(db);
    return;
  }
  // With foreign keys off, SQLite empties each table in one step instead of row by row with
  // a parent-key check per row (the pragma is ignored inside a transaction, so it goes first).
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      for (const table of [...TABLES].reverse()) await trx.deleteFrom(table).execute();
      await sql`delete from sqlite_sequence`.execute(trx);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export interface SeedOptions {
  profile?: ProfileName;
  /** The "current" moment the history is laid out against (default: now). */
  now?: number;
  /** Progress lines (the CLI prints them for the large profile). */
  log?: (line: string) => void;
  /**
   * Days of draw periods (and so of bets) back from today, instead of the profile's. Tests of
   * weekly work (VIP weekly rewards, commission periods) need 8: from any weekday, that reaches
   * into the last ended Bombay week, which the tiny profile's 2 days only do on Mondays.
   */
  periodDays?: number;
  /**
   * 'now' (default) builds the daily reports of the whole history before returning; 'background'
   * marks the days before today stale instead, for the report plugin's stale-days job to rebuild
   * on the serving process's first job tick (a first `npm start` serves about 7 s sooner; until
   * then each report names its pending days, and today is read live either way).
   */
  reports?: 'now' | 'background';
}

export interface SeedSummary {
  profile: ProfileName;
  counts: Record<string, number>;
  ms: number;
}

/**
 * Fills an empty database with a deterministic demo: the same profile and calendar day give the
 * same organisation, members, orders, periods, bets and ledger (ids included); only today's
 * times are squeezed into the part of the day that has passed. Members are generated and
 * written in chunks, each in one transaction with its orders, bets and journals; the period
 * closes, system-account balances and period totals follow at the end, then the daily reports.
 */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = Date.now();
  const profileName = options.profile ?? 'default';
  const profile = PROFILES[profileName];
  const now = options.now ?? Date.now();
  const log = options.log ?? (() => undefined);
  const rng = new Random(0xc4a2ce ^ profile.members);
  const org = buildOrganisation(profile, rng, now);
  const applications = buildApplications(profile, org, rng, now);
  const channels = buildChannels(org, new Random(0xc4a22e ^ profile.members), now - 90 * DAY_MS);
  // Before the agents are written: binding a domain moves the agent's promotion link onto it.
  const domains = buildDomains(org, now);
  const counts: Record<string, number> = {};
  const count = (table: string, rows: readonly object[]) => {
    counts[table] = (counts[table] ?? 0) + rows.length;
  };
  const write = async (trx: Database, table: string, rows: readonly object[]) => {
    if (rows.length > 0)
      await trx
        .insertInto(table as keyof DB)
        .values(rows as never)
        .execute();
    count(table, rows);
  };

  const created = now - 200 * DAY_MS;
  const roles = [
    ...(['admin', 'franchisee', 'agent'] as const).map((code) => ({
      code: code as string,
      name: { admin: 'Administrator', franchisee: 'Franchisee', agent: 'Agent' }[code],
      menu: ROLE_MENUS[code],
    })),
    { code: 'finance-reviewer', name: 'Finance reviewer', menu: FINANCE_REVIEWER_MENU },
  ].map(({ code, name, menu }, i) => ({ id: i + 1, code, name, menu_list: JSON.stringify(menu), ip_whitelist: '', created_at: created }));
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(sha256Hex(a.password))));
  const staff = (
    [
      { type: 0, role_id: 1, franchisee_id: null, station_id: null, agent_id: null },
      { type: 1, role_id: 2, franchisee_id: org.franchisees[0].id, station_id: null, agent_id: null },
      { type: 2, role_id: 3, franchisee_id: org.demoAgent.franchisee_id, station_id: org.demoAgent.station_id, agent_id: org.demoAgent.id },
      {
        type: 2,
        role_id: 3,
        franchisee_id: org.demoAgent2.franchisee_id,
        station_id: org.demoAgent2.station_id,
        agent_id: org.demoAgent2.id,
      },
      { type: 0, role_id: 4, franchisee_id: null, station_id: null, agent_id: null },
    ] as const
  ).map((links, i) => ({
    id: i + 1,
    username: DEMO_ACCOUNTS[i].username,
    password_hash: hashes[i],
    ...links,
    parent_id: null,
    language: 1,
    ip_whitelist: '',
    status: 0,
    failed_logins: 0,
    created_at: created,
    updated_at: created,
  }));

  await inTransaction(db, async (trx) => {
    await write(trx, 'franchisee', org.franchisees);
    await write(trx, 'station', org.stations);
    await write(trx, 'role', roles);
    await write(trx, 'agent', org.agents);
    await write(trx, 'staff_user', staff);
    await write(trx, 'site_domain', domains);
    await write(trx, 'registration_agreement', buildAgreements(staff[0].id, created));
    await write(trx, 'agent_apply_record', applications);
    await write(trx, 'payment_channel', channels.rows);
    await write(trx, 'recharge_discount_rule', demoDiscountRules(created));
  });
  await inTransaction(db, (trx) => seedGameCatalogue(trx, created));

  // Periods of the whole history, before any bet points at them.
  const { todayStart } = timeline(now);
  const historyStart = todayStart - (profile.days - 1) * DAY_MS;
  const games = await loadGames(db);
  const load = await openBulkLoad(db, BULK_TABLES);
  const put = async (table: string, rows: readonly object[]) => {
    await load.insert(table, rows);
    count(table, rows);
  };
  try {
    const periods = buildPeriods(
      games,
      new Random(0x5eed ^ profile.members),
      todayStart - ((options.periodDays ?? profile.periodDays) - 1) * DAY_MS,
      now,
    );
    await load.transaction(() => put('period', periods.map(periodRow)));
    log(`periods: ${periods.length} (${Date.now() - started} ms)`);

    const ledger = new SeedLedger();
    const sample: Member[] = [];
    const counters = newCounters();
    let written = 0;
    for (let first = 1, chunk = 0; first <= profile.members; first += profile.memberChunk, chunk++) {
      const count = Math.min(profile.memberChunk, profile.members - first + 1);
      // One stream per chunk, so a chunk's rows do not depend on how many random draws the previous one made.
      const chunkRng = chunk === 0 ? rng : new Random((0xc4a2ce ^ profile.members) + chunk * 0x9e3779b1);
      const activity = buildActivity(profile, org, chunkRng, now, first, count);
      const slices = historySlices(profile, activity, games, periods, ledger, channels.index, chunkRng, now, counters, MEMBERS_PER_SLICE);
      // One transaction per chunk, as before slicing: a commit per slice made SQLite's log
      // checkpoint 20 times (commits took 3.1 s of a profiled default seed instead of 1.6 s).
      await load.transaction(async () => {
        for (const rows of slices) {
          if (chunk === 0) sample.push(...rows.members);
          const { journals, postings } = ledger.takeRows();
          // The stake and winning totals go to the member_balance row member's insert trigger made (migration 062).
          await put(
            'member',
            rows.members.map(({ total_bet: _bet, total_win: _win, ...member }) => member),
          );
          await load.updateById(
            'member_balance',
            rows.members
              .filter((m) => m.total_bet !== 0 || m.total_win !== 0)
              .map((m) => ({ member_id: m.id, total_bet: m.total_bet, total_win: m.total_win })),
            'member_id',
          );
          await put('member_bank', rows.banks);
          await put('deposit_order', rows.deposits);
          await put(
            'withdrawal_order',
            rows.withdrawals.sort((a, b) => (a.id as number) - (b.id as number)),
          );
          await put('withdrawal_review', rows.reviews);
          await put('ledger_account', ledger.takeNewAccounts(now));
          await put('ledger_journal', journals);
          await put('ledger_posting', postings);
          await put('bet', rows.bets);
          await put('member_turnover', rows.turnover);
          await put(
            'turnover_requirement',
            rows.requirements.sort((a, b) => a.id - b.id),
          );
          await put('rebate_record', rows.rebates);
          await put('points_ledger', rows.points);
          await put('member_login_log', rows.loginLogs);
          const step = Math.max(PROGRESS_MEMBERS, profile.members / 40);
          written += rows.members.length;
          if (Math.floor(written / step) > Math.floor((written - rows.members.length) / step) || written === profile.members)
            log(`members ${written}/${profile.members}, bets ${counters.bet} (${Date.now() - started} ms)`);
        }
      });
    }

    // Close every period's pool into the house, as settlement does, then fix the cached balances
    // of the system accounts and pools, and the period totals.
    for (const p of periods) {
      const close = periodCloseJournal({ periodId: p.id, poolBalance: p.pool });
      if (close) ledger.post(close, p.drawAt + 2_000, 'period', p.id);
    }
    const { journals, postings } = ledger.takeRows();
    await load.transaction(async () => {
      await put('ledger_account', ledger.takeNewAccounts(now));
      await put('ledger_journal', journals);
      await put('ledger_posting', postings);
      const systems = [...ledger.accounts.values()]
        .filter((a) => a.ref.ownerType !== 'member')
        .map((a) => ({ id: a.id, balance: a.balance }));
      await load.updateById('ledger_account', systems);
      await load.updateById(
        'period',
        periods
          .filter((p) => p.betCount > 0)
          .map((p) => ({
            id: p.id,
            bet_count: p.betCount,
            bettor_count: p.bettorCount,
            total_bet: p.totalBet,
            total_fee: p.totalFee,
            winning_amount: p.payout,
            house_profit: p.totalBet - p.payout,
            kill_rate_bps: killRateBps(p.totalBet - p.payout, p.totalBet),
          })),
      );
      const content = buildContent(rng, org, sample, now);
      for (const [table, rows] of content) await put(table, rows);
    });
  } finally {
    await load.finish();
  }
  log(`ledger and content written, indexes rebuilt (${Date.now() - started} ms)`);

  if (dialectOf(db) === 'postgres') {
    for (const table of WITH_IDS) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
        db,
      );
    }
  }
  if (options.reports === 'background') {
    await markDaysStale(db, bombayDayNumber(historyStart), bombayDayNumber(now) - 1);
    log(`daily reports of ${profile.days - 1} days left to the stale-days job (${Date.now() - started} ms)`);
  } else {
    await rebuildDailyReports(db, { from: bombayDate(historyStart), to: bombayDate(now), now });
    log(`daily reports built (${Date.now() - started} ms)`);
  }
  await seedCommission(db, now);
  counts.third_party_bet = await seedThreeBets(db, profile.members, now);
  await seedInformation(db, now);
  await seedMailbox(db, now);
  await seedYuebao(db, now);
  await seedRewardTasks(db, now);
  // The plugins' own demo rows and their menus for the admin role (each recorded, so a restart
  // of the server does not repeat them).
  await installModules(db, serverModules, { demo: true, now });
  return { profile: profileName, counts, ms: Date.now() - started };
}
