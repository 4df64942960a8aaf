import type { Kysely, Migration } from 'kysely';

/*
 * period(issue_no): the lottery-transaction list (detauls_lottery_transaction) and the period
 * lists find a period by its issue number alone; the unique (game_id, issue_no) constraint cannot
 * serve that, so at the large profile (millions of periods) it was a table scan per request.
 */
export function periodIssueIndex(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('period_issue_no_idx').on('period').column('issue_no').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('period_issue_no_idx').execute();
    },
  };
}
