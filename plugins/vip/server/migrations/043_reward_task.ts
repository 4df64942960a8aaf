import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../../../../server/db/database';
import { migrationHelpers } from '../../../../server/db/migrations/helpers';

/*
 * Reward tasks (issue 16: rewardTask / rewardTaskEdit). A task belongs to a franchisee and names
 * what a member must do in a period (once, a Bombay day, a Bombay week): first deposit, total
 * deposits, total valid bets, or days signed in, each against a threshold (paise or days), and
 * what it awards: money (paise, through the ledger), points (through the points ledger) or a
 * ticket (a member ticket). A claim is one member's award for one task and period, unique on
 * (task, member, period_key) and on its business key 'task:{task}:{period}:{member}', which is
 * also the money journal's key, the points ledger's ref and the ticket's serial: paid once.
 */
export function rewardTask(dialect: DialectName): Migration {
  const { create, index } = migrationHelpers(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await create(db, 'reward_task')
        .addColumn('franchisee_id', 'bigint', (c) => c.notNull().references('franchisee.id'))
        .addColumn('name_zh', 'text', (c) => c.notNull())
        .addColumn('name_en', 'text', (c) => c.notNull())
        .addColumn('name_hi', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('first_deposit', 'deposit_total', 'bet_total', 'sign_in_days')`))
        .addColumn('threshold', 'bigint', (c) => c.notNull().check(sql`threshold > 0`))
        .addColumn('award_kind', 'text', (c) => c.notNull().check(sql`award_kind in ('money', 'points', 'ticket')`))
        .addColumn('award_amount', 'bigint', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`award_amount >= 0`),
        )
        .addColumn('ticket_id', 'bigint', (c) => c.references('ticket.id'))
        .addColumn('period', 'text', (c) => c.notNull().check(sql`period in ('once', 'daily', 'weekly')`))
        // 0 enabled (members see and claim it), 1 disabled.
        .addColumn('status', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`status in (0, 1)`),
        )
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_by', 'bigint', (c) => c.references('staff_user.id'))
        .addColumn('updated_by', 'bigint', (c) => c.references('staff_user.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint(
          'reward_task_award_ck',
          sql`(award_kind = 'ticket' and ticket_id is not null) or (award_kind <> 'ticket' and award_amount > 0)`,
        )
        .execute();
      await index(db, 'reward_task', 'franchisee_id', 'status');

      await create(db, 'reward_task_claim')
        .addColumn('task_id', 'bigint', (c) => c.notNull().references('reward_task.id'))
        .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
        // 'once', or the Bombay date of the day / of the week's Monday.
        .addColumn('period_key', 'text', (c) => c.notNull())
        .addColumn('business_key', 'text', (c) => c.notNull().unique())
        // What the member had done when claiming (paise or days), and what was awarded.
        .addColumn('progress', 'bigint', (c) => c.notNull())
        .addColumn('award_kind', 'text', (c) => c.notNull().check(sql`award_kind in ('money', 'points', 'ticket')`))
        .addColumn('award_amount', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('journal_id', 'bigint', (c) => c.references('ledger_journal.id'))
        .addColumn('points_ledger_id', 'bigint', (c) => c.references('points_ledger.id'))
        .addColumn('member_ticket_id', 'bigint', (c) => c.references('member_ticket.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('reward_task_claim_once', ['task_id', 'member_id', 'period_key'])
        .execute();
      await index(db, 'reward_task_claim', 'task_id', 'created_at');
      await index(db, 'reward_task_claim', 'member_id');
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['reward_task_claim', 'reward_task']) await db.schema.dropTable(table).execute();
    },
  };
}
