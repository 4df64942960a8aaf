import { sql } from 'kysely';
import type { Migration } from 'kysely';
import { seedGameCatalogue } from '../catalogue';
import type { DialectName } from '../../../../server/db/database';
import { migrationHelpers } from '../../../../server/db/migrations/helpers';

/*
 * Lottery: lottery types, games, plays (odds per selection), periods with their commit-reveal
 * fields and totals, bets, rebate records, external results (maker-checker) and the log of
 * supplementary draws and settlements. The game catalogue is part of the schema's data, so
 * every database (tests included) has the same games from the start.
 */
export function lottery(dialect: DialectName): Migration {
  const { create, index } = migrationHelpers(dialect);

  return {
    async up(db) {
      await create(db, 'lottery_type')
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('shape', 'text', (c) => c.notNull().check(sql`shape in ('wingo', 'k3', '5d')`))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await create(db, 'game')
        .addColumn('lottery_type_id', 'bigint', (c) => c.notNull().references('lottery_type.id'))
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('issue_code', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('provider_code', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('type', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('test_support', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('icon_h5', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('icon_pc', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('bet_type', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('shape', 'text', (c) => c.notNull().check(sql`shape in ('wingo', 'k3', '5d')`))
        .addColumn('interval_sec', 'integer', (c) => c.notNull().check(sql`interval_sec in (30, 60, 180, 300, 600)`))
        .addColumn('freeze_sec', 'integer', (c) => c.notNull())
        .addColumn('result_source', 'text', (c) => c.notNull().check(sql`result_source in ('house', 'external')`))
        .addColumn('fee_bps', 'integer', (c) => c.notNull().defaultTo(200))
        .addColumn('min_bet', 'bigint', (c) => c.notNull())
        .addColumn('max_bet', 'bigint', (c) => c.notNull())
        .addColumn('max_bet_per_period', 'bigint', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint('game_freeze_ck', sql`freeze_sec >= 0 and freeze_sec < interval_sec`)
        .addCheckConstraint('game_limits_ck', sql`min_bet > 0 and min_bet <= max_bet and max_bet <= max_bet_per_period`)
        .execute();

      await create(db, 'play')
        .addColumn('lottery_type_id', 'bigint', (c) => c.notNull().references('lottery_type.id'))
        .addColumn('parent_id', 'bigint', (c) => c.references('play.id'))
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('selection', 'text')
        .addColumn('name_zh', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('name_en', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('name_hi', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('intro_zh', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('intro_en', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('intro_hi', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('odds_x100', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`odds_x100 >= 0`),
        )
        .addColumn('rebate_bps', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`rebate_bps between 0 and 10000`),
        )
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await index(db, 'play', 'parent_id');
      // One row per (type, play, selection); group rows have a null selection, kept unique by code.
      await db.schema
        .createIndex('play_type_code_selection_uq')
        .on('play')
        .columns(['lottery_type_id', 'code', 'selection'])
        .unique()
        .execute();
      await sql`create unique index play_type_group_uq on play (lottery_type_id, code) where selection is null`.execute(db);

      await create(db, 'period')
        .addColumn('game_id', 'bigint', (c) => c.notNull().references('game.id'))
        .addColumn('issue_no', 'text', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('business_date', 'text', (c) => c.notNull())
        .addColumn('open_at', 'bigint', (c) => c.notNull())
        .addColumn('close_at', 'bigint', (c) => c.notNull())
        .addColumn('draw_at', 'bigint', (c) => c.notNull())
        .addColumn('status', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`status between 0 and 5`),
        )
        .addColumn('seed_hash', 'text')
        .addColumn('seed', 'text')
        .addColumn('result', 'text')
        .addColumn('result_source', 'text', (c) => c.notNull())
        .addColumn('drawn_at', 'bigint')
        .addColumn('settled_at', 'bigint')
        .addColumn('bet_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('bettor_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('total_bet', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('total_fee', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('winning_amount', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('house_profit', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('kill_rate_bps', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('draw_failed_at', 'bigint')
        .addColumn('draw_error', 'text')
        .addColumn('settle_failed_at', 'bigint')
        .addColumn('settle_error', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('period_game_issue_uq', ['game_id', 'issue_no'])
        .execute();
      // The scheduler's transitions scan by status and time; lists by game and draw time.
      await index(db, 'period', 'status', 'close_at');
      await index(db, 'period', 'game_id', 'draw_at');
      await index(db, 'period', 'draw_at');

      await create(db, 'bet')
        .addColumn('bet_no', 'text', (c) => c.notNull().unique())
        .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
        .addColumn('franchisee_id', 'bigint', (c) => c.notNull())
        .addColumn('agent_id', 'bigint')
        .addColumn('game_id', 'bigint', (c) => c.notNull().references('game.id'))
        .addColumn('period_id', 'bigint', (c) => c.notNull().references('period.id'))
        .addColumn('play_id', 'bigint', (c) => c.notNull().references('play.id'))
        .addColumn('play_code', 'text', (c) => c.notNull())
        .addColumn('selection', 'text', (c) => c.notNull())
        .addColumn('stake', 'bigint', (c) => c.notNull().check(sql`stake > 0`))
        .addColumn('fee', 'bigint', (c) => c.notNull().check(sql`fee >= 0`))
        .addColumn('contract', 'bigint', (c) => c.notNull())
        .addColumn('odds_x100', 'integer', (c) => c.notNull())
        .addColumn('status', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`status between 0 and 5`),
        )
        .addColumn('payout', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('dropped_x100', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_test', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('settled_at', 'bigint')
        .addCheckConstraint('bet_amounts_ck', sql`contract + fee = stake`)
        .execute();
      // Bet lists by period and by member (newest first), settlement by period and status.
      await index(db, 'bet', 'period_id', 'status');
      await index(db, 'bet', 'member_id', 'created_at');
      await index(db, 'bet', 'created_at');
      await index(db, 'bet', 'agent_id', 'created_at');
      await index(db, 'bet', 'franchisee_id', 'created_at');

      await create(db, 'rebate_record')
        .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
        .addColumn('franchisee_id', 'bigint', (c) => c.notNull())
        .addColumn('game_id', 'bigint', (c) => c.references('game.id'))
        .addColumn('business_date', 'text', (c) => c.notNull())
        .addColumn('valid_turnover', 'bigint', (c) => c.notNull())
        .addColumn('rate_bps', 'integer', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount >= 0`))
        .addColumn('status', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`status in (0, 1, 2)`),
        )
        .addColumn('journal_key', 'text', (c) => c.unique())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await index(db, 'rebate_record', 'member_id', 'business_date');
      await index(db, 'rebate_record', 'business_date');

      await create(db, 'external_result')
        .addColumn('game_id', 'bigint', (c) => c.notNull().references('game.id'))
        .addColumn('period_id', 'bigint', (c) => c.notNull().references('period.id'))
        .addColumn('issue_no', 'text', (c) => c.notNull())
        .addColumn('result', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('entered_by', 'bigint', (c) => c.notNull().references('staff_user.id'))
        .addColumn('entered_at', 'bigint', (c) => c.notNull())
        .addColumn('approved_by', 'bigint', (c) => c.references('staff_user.id'))
        .addColumn('approved_at', 'bigint')
        .addColumn('status', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`status in (0, 1, 2)`),
        )
        // Maker-checker held by the database too: whoever approves is never whoever entered.
        .addCheckConstraint('external_result_maker_checker_ck', sql`approved_by is null or approved_by <> entered_by`)
        .execute();
      await index(db, 'external_result', 'period_id');
      await index(db, 'external_result', 'status', 'entered_at');
      // At most one live (pending or approved) result per period.
      await sql`create unique index external_result_live_uq on external_result (period_id) where status in (0, 1)`.execute(db);

      await create(db, 'supplementary_run')
        .addColumn('period_id', 'bigint', (c) => c.notNull().references('period.id'))
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('draw', 'settle')`))
        .addColumn('staff_id', 'bigint', (c) => c.references('staff_user.id'))
        .addColumn('success', 'integer', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await index(db, 'supplementary_run', 'period_id');

      await seedGameCatalogue(db as never, Date.now());
    },
    async down(db) {
      for (const table of ['supplementary_run', 'external_result', 'rebate_record', 'bet', 'period', 'play', 'game', 'lottery_type']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
