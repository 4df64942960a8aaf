import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely';
import type { DialectName } from '../database';
import { migrationHelpers } from './helpers';

/*
 * People and content: every member label of spec §3 (added to `member` with ALTER TABLE so
 * existing rows keep working), agent details (online/offline, quota, rebate, promotion),
 * agent-application details, VIP levels, the points ledger, tickets, announcements, restricted
 * accounts ("small black room"), risk lists, member login log, member remarks and labels, and
 * the three daily report tables (per franchisee, per game, per agent) that plugins/report/server fills.
 *
 * Columns added to existing tables all have defaults (or are nullable), because SQLite cannot
 * add a NOT NULL column without one; `member_ticket`, `points_ledger` … reference ids by plain
 * BIGINT where the target belongs to another migration that may evolve (game).
 */
/**
 * Metrics of the report tables, all additive integers (paise or counts). Order metrics exist
 * per franchisee and per agent; bet metrics on all three tables. `bettors` counts distinct
 * members per row (per day and key), so it is exact per row and a member-day count when summed.
 */
export const REPORT_ORDER_METRICS = [
  'registrations',
  'first_deposit_count',
  'first_deposit_amount',
  'deposit_count',
  'deposit_amount',
  'withdraw_count',
  'withdraw_amount',
  'withdraw_fees',
  'bonuses',
] as const;
export const REPORT_BET_METRICS = [
  'bet_count',
  'bettors',
  'stake',
  'valid_turnover',
  'payout',
  'house_profit',
  'bet_fees',
  'rebates',
] as const;

export function peopleContent(dialect: DialectName): Migration {
  const { create, index } = migrationHelpers(dialect);
  const unique = (db: Kysely<unknown>, table: string, ...columns: string[]) =>
    db.schema
      .createIndex(`${table}_${columns.join('_')}_uq`)
      .on(table)
      .columns(columns)
      .unique()
      .execute();

  type Column = [name: string, type: 'text' | 'bigint' | 'integer', defaultValue: string | number | null];
  const addColumns = async (db: Kysely<unknown>, table: string, columns: Column[]) => {
    for (const [name, type, defaultValue] of columns) {
      await db.schema
        .alterTable(table)
        .addColumn(name, type, (c) => (defaultValue === null ? c : c.notNull().defaultTo(defaultValue)))
        .execute();
    }
  };

  return {
    async up(db) {
      await addColumns(db, 'member', [
        ['real_name', 'text', ''],
        ['email', 'text', ''],
        // 0 unknown, 1 male, 2 female.
        ['sex', 'integer', 0],
        // 'YYYY-MM-DD' (a calendar date, not an instant), or null when not given.
        ['birth_date', 'text', null],
        // 'en' or 'hi' (the player's app language).
        ['language', 'text', 'en'],
        ['vip_level', 'integer', 0],
        ['points', 'bigint', 0],
        // Trial (demo-money) players: 1. Like internal accounts they are left out of every report.
        ['is_test', 'integer', 0],
        ['lock_reason', 'text', ''],
        ['register_ip', 'text', ''],
        ['register_device', 'text', ''],
        ['last_login_ip', 'text', ''],
        ['last_login_device', 'text', ''],
        ['first_charge_amount', 'bigint', 0],
        // Cached running totals in paise (the orders and bets are the truth; the seed and the
        // services that settle them keep these in step).
        ['total_recharge', 'bigint', 0],
        ['total_withdrawal', 'bigint', 0],
        ['total_bet', 'bigint', 0],
        ['total_win', 'bigint', 0],
        ['remark_front', 'text', ''],
        ['remark_back', 'text', ''],
        // Customer class 'A'…'D' and a free tag chosen by staff.
        ['customer_class', 'text', 'D'],
        ['customer_tag', 'text', ''],
        // Yue Bao (interest wallet) balance in paise, shown on the member list; not a ledger bucket.
        ['yuebao_balance', 'bigint', 0],
        ['invite_code', 'text', ''],
      ]);
      for (const columns of [
        ['phone'],
        ['vip_level', 'created_at'],
        ['customer_class', 'created_at'],
        ['agent_id', 'created_at'],
        ['status', 'created_at'],
        ['franchisee_id', 'created_at'],
        ['last_login_at'],
        ['is_test'],
      ]) {
        await index(db, 'member', ...columns);
      }

      await addColumns(db, 'agent', [
        ['agent_type', 'text', 'online'],
        ['quota_limit', 'bigint', 0],
        ['quota_used', 'bigint', 0],
        // Rebate ratio in basis points (150 = 1.5 %); a child never exceeds its parent.
        ['rebate_bps', 'integer', 0],
        ['promotion_id', 'text', ''],
        ['promotion_site', 'text', ''],
        ['invite_code', 'text', null],
        ['promotion_link', 'text', ''],
        ['phone', 'text', ''],
        ['remark', 'text', ''],
      ]);
      // Nullable so pre-existing agents without a code do not collide.
      await unique(db, 'agent', 'invite_code');
      await index(db, 'agent', 'agent_type');

      await addColumns(db, 'agent_apply_record', [
        ['real_name', 'text', ''],
        ['email', 'text', ''],
        ['agent_type', 'text', 'online'],
        ['promotion_site', 'text', ''],
        ['message', 'text', ''],
        ['ip', 'text', ''],
        ['reviewed_by', 'bigint', null],
        ['reviewed_at', 'bigint', null],
        ['review_note', 'text', ''],
      ]);

      await create(db, 'vip_level')
        .addColumn('franchisee_id', 'bigint', (c) => c.notNull().references('franchisee.id'))
        .addColumn('level', 'integer', (c) => c.notNull().check(sql`level >= 0`))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('icon', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('required_members', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('required_monthly', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('required_weekly', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('upgrade_reward', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('upgrade_points', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('weekly_reward', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('weekly_reward_enabled', 'integer', (c) => c.notNull().defaultTo(0))
        // 1: a member who stops meeting the requirement falls back a level.
        .addColumn('fallback', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('rebate_bps', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await unique(db, 'vip_level', 'franchisee_id', 'level');

      await create(db, 'points_ledger')
        .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
        .addColumn('kind', 'text', (c) =>
          c
            .notNull()
            .check(
              sql`kind in ('sign_in', 'sign_in_streak', 'profile', 'register', 'deposit', 'bet', 'promotion', 'redeem', 'adjust', 'vip')`,
            ),
        )
        .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount <> 0`))
        .addColumn('balance_after', 'bigint', (c) => c.notNull().check(sql`balance_after >= 0`))
        // Business key of the event (e.g. 'sign_in:42:2026-03-15'), applied once.
        .addColumn('ref', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await index(db, 'points_ledger', 'member_id', 'created_at');

      await create(db, 'ticket')
        .addColumn('franchisee_id', 'bigint', (c) => c.notNull().references('franchisee.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('cash', 'free_bet', 'deposit_bonus', 'rebate_boost')`))
        .addColumn('game_id', 'bigint')
        .addColumn('title_zh', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('title_en', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('title_hi', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('subtitle_zh', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('subtitle_en', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('subtitle_hi', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('details_zh', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('details_en', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('details_hi', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount >= 0`))
        // How many a member may hold (0 = no limit).
        .addColumn('limit_count', 'integer', (c) => c.notNull().defaultTo(0))
        // Either a fixed expiry instant or a number of days after receipt.
        .addColumn('expires_at', 'bigint')
        .addColumn('valid_days', 'integer')
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await index(db, 'ticket', 'franchisee_id');

      await create(db, 'member_ticket')
        .addColumn('ticket_id', 'bigint', (c) => c.notNull().references('ticket.id'))
        .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
        .addColumn('serial_no', 'text', (c) => c.notNull().unique())
        .addColumn('won', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('voided', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('issued_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint')
        .addColumn('used_at', 'bigint')
        .execute();
      await index(db, 'member_ticket', 'member_id');
      await index(db, 'member_ticket', 'ticket_id');

      await create(db, 'announcement')
        .addColumn('franchisee_id', 'bigint', (c) => c.references('franchisee.id'))
        .addColumn('station_id', 'bigint', (c) => c.references('station.id'))
        .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('marquee', 'popup', 'notice', 'inbox')`))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('lang', 'text', (c) => c.notNull().defaultTo('en'))
        .addColumn('device', 'text', (c) =>
          c
            .notNull()
            .defaultTo('all')
            .check(sql`device in ('all', 'pc', 'h5', 'app')`),
        )
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('play_at', 'bigint')
        .addColumn('start_at', 'bigint', (c) => c.notNull())
        .addColumn('end_at', 'bigint')
        // 'all', 'vip' (level ≥ audience_vip_min) or 'members' (audience_members: JSON id list).
        .addColumn('audience', 'text', (c) =>
          c
            .notNull()
            .defaultTo('all')
            .check(sql`audience in ('all', 'vip', 'members')`),
        )
        .addColumn('audience_vip_min', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('audience_members', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_by', 'bigint', (c) => c.references('staff_user.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await index(db, 'announcement', 'franchisee_id', 'start_at');

      await create(db, 'restricted_account')
        .addColumn('franchisee_id', 'bigint', (c) => c.notNull().references('franchisee.id'))
        .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
        .addColumn('restriction', 'text', (c) => c.notNull().check(sql`restriction in ('betting_suspended', 'stake_cap')`))
        .addColumn('stake_cap', 'bigint')
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('created_by', 'bigint', (c) => c.references('staff_user.id'))
        .addColumn('expires_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await unique(db, 'restricted_account', 'franchisee_id', 'member_id');

      await create(db, 'risk_list')
        .addColumn('franchisee_id', 'bigint', (c) => c.references('franchisee.id'))
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('ip', 'device', 'bank_account', 'upi', 'member')`))
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('block_login', 'block_withdraw', 'review')`))
        .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('expires_at', 'bigint')
        .addColumn('created_by', 'bigint', (c) => c.references('staff_user.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await index(db, 'risk_list', 'kind', 'value');

      await create(db, 'member_login_log')
        .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
        .addColumn('franchisee_id', 'bigint', (c) => c.notNull().references('franchisee.id'))
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('device', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('source', 'text', (c) =>
          c
            .notNull()
            .defaultTo('h5')
            .check(sql`source in ('pc', 'h5', 'app')`),
        )
        .addColumn('geo', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('success', 'integer', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await index(db, 'member_login_log', 'member_id', 'created_at');
      await index(db, 'member_login_log', 'ip');
      await index(db, 'member_login_log', 'created_at');

      await create(db, 'member_remark')
        .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
        .addColumn('staff_id', 'bigint', (c) => c.references('staff_user.id'))
        // 'front' shown to the player, 'back' staff only, 'memo' a dated contact note ("memory").
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('front', 'back', 'memo')`))
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await index(db, 'member_remark', 'member_id', 'created_at');

      await create(db, 'member_label')
        .addColumn('franchisee_id', 'bigint', (c) => c.notNull().references('franchisee.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('color', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await unique(db, 'member_label', 'franchisee_id', 'name');

      await db.schema
        .createTable('member_label_link')
        .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
        .addColumn('label_id', 'bigint', (c) => c.notNull().references('member_label.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('member_label_link_pk', ['member_id', 'label_id'])
        .execute();
      await index(db, 'member_label_link', 'label_id');

      // Daily reports: `day` is the Bombay day number (server/time/bombay.ts). Keys use 0 for
      // "none" (no agent / no game) so the primary key needs no NULLs.
      const report = (name: string, keys: string[], metrics: string[]) => {
        let builder = db.schema.createTable(name).addColumn('day', 'integer', (c) => c.notNull());
        for (const key of keys) builder = builder.addColumn(key, 'bigint', (c) => c.notNull());
        for (const metric of metrics) builder = builder.addColumn(metric, 'bigint', (c) => c.notNull().defaultTo(0));
        return builder
          .addColumn('refreshed_at', 'bigint', (c) => c.notNull())
          .addPrimaryKeyConstraint(`${name}_pk`, ['day', ...keys] as never)
          .execute();
      };
      await report('daily_report', ['franchisee_id'], [...REPORT_ORDER_METRICS, ...REPORT_BET_METRICS]);
      await report('daily_game_report', ['franchisee_id', 'game_id'], [...REPORT_BET_METRICS]);
      await report('daily_agent_report', ['franchisee_id', 'agent_id'], [...REPORT_ORDER_METRICS, ...REPORT_BET_METRICS]);
      await index(db, 'daily_report', 'franchisee_id', 'day');
      await index(db, 'daily_game_report', 'game_id', 'day');
      await index(db, 'daily_agent_report', 'agent_id', 'day');
    },

    async down(db) {
      for (const table of [
        'daily_agent_report',
        'daily_game_report',
        'daily_report',
        'member_label_link',
        'member_label',
        'member_remark',
        'member_login_log',
        'risk_list',
        'restricted_account',
        'announcement',
        'member_ticket',
        'ticket',
        'points_ledger',
        'vip_level',
      ]) {
        await db.schema.dropTable(table).execute();
      }
      for (const name of [
        'member_phone_idx',
        'member_vip_level_created_at_idx',
        'member_customer_class_created_at_idx',
        'member_agent_id_created_at_idx',
        'member_status_created_at_idx',
        'member_franchisee_id_created_at_idx',
        'member_last_login_at_idx',
        'member_is_test_idx',
        'agent_invite_code_uq',
        'agent_agent_type_idx',
      ]) {
        await db.schema.dropIndex(name).execute();
      }
      for (const [table, columns] of [
        [
          'member',
          [
            'real_name',
            'email',
            'sex',
            'birth_date',
            'language',
            'vip_level',
            'points',
            'is_test',
            'lock_reason',
            'register_ip',
            'register_device',
            'last_login_ip',
            'last_login_device',
            'first_charge_amount',
            'total_recharge',
            'total_withdrawal',
            'total_bet',
            'total_win',
            'remark_front',
            'remark_back',
            'customer_class',
            'customer_tag',
            'yuebao_balance',
            'invite_code',
          ],
        ],
        [
          'agent',
          [
            'agent_type',
            'quota_limit',
            'quota_used',
            'rebate_bps',
            'promotion_id',
            'promotion_site',
            'invite_code',
            'promotion_link',
            'phone',
            'remark',
          ],
        ],
        [
          'agent_apply_record',
          ['real_name', 'email', 'agent_type', 'promotion_site', 'message', 'ip', 'reviewed_by', 'reviewed_at', 'review_note'],
        ],
      ] as const) {
        for (const column of columns) await db.schema.alterTable(table).dropColumn(column).execute();
      }
    },
  };
}
