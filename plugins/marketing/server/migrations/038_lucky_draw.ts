import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../../../../server/db/database';
import { migrationHelpers } from '../../../../server/db/migrations/helpers';

/*
 * Lucky-draw campaigns (issue 16: Member_lottery_management, business_lottery_management).
 * A campaign (franchisee_id null = platform-wide member lottery; set = a franchisee's, optionally one
 * station's) has prizes with published weights and stock; opening it draws a seed and publishes its
 * SHA-256 (seed_hash); closing reveals the seed. Each draw takes the next draw_no (unique per
 * campaign) and its prize index is a function of (seed, campaign, draw_no, member) only, so anyone
 * can recompute it. stock_left never goes below zero (CHECK, plus a conditional UPDATE).
 * member_ticket.lucky_draw_id marks tickets won in a draw, for the award log.
 */
export function luckyDraw(dialect: DialectName): Migration {
  const { create, index } = migrationHelpers(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await create(db, 'lucky_campaign')
        .addColumn('franchisee_id', 'bigint', (c) => c.references('franchisee.id'))
        .addColumn('station_id', 'bigint', (c) => c.references('station.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('starts_at', 'bigint', (c) => c.notNull())
        .addColumn('ends_at', 'bigint', (c) => c.notNull())
        .addColumn('min_vip_level', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('min_deposit', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('daily_limit', 'integer', (c) => c.notNull().check(sql`daily_limit > 0`))
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('draft')
            .check(sql`status in ('draft', 'open', 'closed')`),
        )
        .addColumn('seed', 'text')
        .addColumn('seed_hash', 'text')
        .addColumn('total_weight', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('draws_made', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('opened_at', 'bigint')
        .addColumn('closed_at', 'bigint')
        .addColumn('created_by', 'bigint', (c) => c.references('staff_user.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint('lucky_campaign_window_ck', sql`ends_at > starts_at`)
        .execute();
      await index(db, 'lucky_campaign', 'franchisee_id', 'status');

      await create(db, 'lucky_prize')
        .addColumn('campaign_id', 'bigint', (c) => c.notNull().references('lucky_campaign.id'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('none', 'money', 'points', 'ticket')`))
        .addColumn('amount', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('ticket_id', 'bigint', (c) => c.references('ticket.id'))
        .addColumn('weight', 'integer', (c) => c.notNull().check(sql`weight > 0`))
        .addColumn('stock', 'integer')
        .addColumn('stock_left', 'integer', (c) => c.check(sql`stock_left >= 0`))
        .addUniqueConstraint('lucky_prize_position_unique', ['campaign_id', 'position'])
        .execute();

      await create(db, 'lucky_draw')
        .addColumn('campaign_id', 'bigint', (c) => c.notNull().references('lucky_campaign.id'))
        .addColumn('draw_no', 'integer', (c) => c.notNull())
        .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
        .addColumn('prize_id', 'bigint', (c) => c.notNull().references('lucky_prize.id'))
        .addColumn('outcome', 'text', (c) => c.notNull().check(sql`outcome in ('won', 'no_prize', 'out_of_stock')`))
        .addColumn('journal_id', 'bigint', (c) => c.references('ledger_journal.id'))
        .addColumn('points_ledger_id', 'bigint', (c) => c.references('points_ledger.id'))
        .addColumn('member_ticket_id', 'bigint', (c) => c.references('member_ticket.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('lucky_draw_no_unique', ['campaign_id', 'draw_no'])
        .execute();
      await index(db, 'lucky_draw', 'member_id', 'campaign_id', 'created_at');
      await index(db, 'lucky_draw', 'outcome', 'created_at');

      await db.schema.alterTable('member_ticket').addColumn('lucky_draw_id', 'bigint').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('member_ticket').dropColumn('lucky_draw_id').execute();
      for (const table of ['lucky_draw', 'lucky_prize', 'lucky_campaign']) await db.schema.dropTable(table).execute();
    },
  };
}
