import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../../../../server/db/database';
import { migrationHelpers } from '../../../../server/db/migrations/helpers';

/*
 * Kill-rate control (issue 13): the levers that steer the house edge without touching results
 * (ARCHITECTURE §6). Odds and play limits are versioned: a row applies to the periods of its game
 * that open after `effective_after` (the moment it was saved), so the open period keeps the values
 * it opened with. Suspensions apply at once and only refuse new bets. Every change is one row of
 * kill_rate_operation_log with its before and after.
 */
export function killRate(dialect: DialectName): Migration {
  const { create, index } = migrationHelpers(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await create(db, 'play_limit')
        .addColumn('game_id', 'bigint', (c) => c.notNull().references('game.id'))
        .addColumn('play_code', 'text', (c) => c.notNull())
        .addColumn('min_stake', 'bigint', (c) => c.notNull())
        .addColumn('max_stake', 'bigint', (c) => c.notNull())
        .addColumn('max_per_member_period', 'bigint', (c) => c.notNull())
        // Null: no cap on what one selection may owe if it wins.
        .addColumn('max_exposure', 'bigint')
        .addColumn('effective_after', 'bigint', (c) => c.notNull())
        .addColumn('created_by', 'bigint', (c) => c.notNull().references('staff_user.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint(
          'play_limit_ck',
          sql`min_stake > 0 and min_stake <= max_stake and max_stake <= max_per_member_period and (max_exposure is null or max_exposure > 0)`,
        )
        .execute();
      await index(db, 'play_limit', 'game_id', 'play_code', 'effective_after');

      await create(db, 'odds_schedule')
        .addColumn('game_id', 'bigint', (c) => c.notNull().references('game.id'))
        .addColumn('play_id', 'bigint', (c) => c.notNull().references('play.id'))
        .addColumn('odds_x100', 'integer', (c) => c.notNull().check(sql`odds_x100 > 100`))
        .addColumn('effective_after', 'bigint', (c) => c.notNull())
        .addColumn('created_by', 'bigint', (c) => c.notNull().references('staff_user.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await index(db, 'odds_schedule', 'game_id', 'play_id', 'effective_after');

      await create(db, 'kill_rate_band')
        .addColumn('game_id', 'bigint', (c) => c.notNull().unique().references('game.id'))
        .addColumn('min_bps', 'integer', (c) => c.notNull())
        .addColumn('max_bps', 'integer', (c) => c.notNull())
        .addColumn('updated_by', 'bigint', (c) => c.notNull().references('staff_user.id'))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint('kill_rate_band_ck', sql`min_bps >= -10000 and min_bps < max_bps and max_bps <= 10000`)
        .execute();

      // '' for "every play" / "every selection", so the unique index holds on both dialects.
      await create(db, 'betting_suspension')
        .addColumn('game_id', 'bigint', (c) => c.notNull().references('game.id'))
        .addColumn('play_code', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('selection', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('created_by', 'bigint', (c) => c.notNull().references('staff_user.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('betting_suspension_uq')
        .on('betting_suspension')
        .columns(['game_id', 'play_code', 'selection'])
        .unique()
        .execute();

      await create(db, 'kill_rate_operation_log')
        .addColumn('game_id', 'bigint', (c) => c.notNull().references('game.id'))
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('odds', 'limit', 'band', 'suspend', 'resume')`))
        .addColumn('target', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('before_json', 'text')
        .addColumn('after_json', 'text')
        .addColumn('reason', 'text', (c) => c.notNull())
        // The first period the change applies to (odds and limits); null when it applies at once.
        .addColumn('effective_issue_no', 'text')
        .addColumn('staff_id', 'bigint', (c) => c.notNull().references('staff_user.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await index(db, 'kill_rate_operation_log', 'created_at');
      await index(db, 'kill_rate_operation_log', 'game_id', 'created_at');
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['kill_rate_operation_log', 'betting_suspension', 'kill_rate_band', 'odds_schedule', 'play_limit']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
