import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../../../../server/db/database';
import { migrationHelpers } from '../../../../server/db/migrations/helpers';

/*
 * content_post: the articles (news, guides, help, rules) and activities (promotions) of
 * /Information_management, one row per content language. Like announcements, the body is
 * sanitised rich text and the row is published by its window (start_at … end_at) and switch
 * (status 0 on, 1 off); franchisee_id null means platform-wide. Activities also carry the
 * period the promotion itself runs (activity_start_at … activity_end_at), which members read and
 * which may differ from when the page is shown.
 *
 * member_message: what members write to the platform (message_center › message: questions,
 * complaints, suggestions) as plain text, and the staff's one answer as sanitised rich text;
 * status pending → replied, or closed without (or after) an answer.
 */
export function informationContent(dialect: DialectName): Migration {
  const { create, index } = migrationHelpers(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await create(db, 'content_post')
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('article', 'activity')`))
        .addColumn('franchisee_id', 'bigint', (c) => c.references('franchisee.id'))
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('lang', 'text', (c) => c.notNull().check(sql`lang in ('en', 'hi', 'zh')`))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('start_at', 'bigint', (c) => c.notNull())
        .addColumn('end_at', 'bigint')
        .addColumn('activity_start_at', 'bigint')
        .addColumn('activity_end_at', 'bigint')
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_by', 'bigint', (c) => c.references('staff_user.id'))
        .addColumn('updated_by', 'bigint', (c) => c.references('staff_user.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await index(db, 'content_post', 'kind', 'franchisee_id', 'start_at');

      await create(db, 'member_message')
        .addColumn('franchisee_id', 'bigint', (c) => c.notNull().references('franchisee.id'))
        .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
        .addColumn('category', 'text', (c) =>
          c.notNull().check(sql`category in ('deposit', 'withdrawal', 'account', 'game', 'suggestion', 'other')`),
        )
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('reply', 'text')
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('pending')
            .check(sql`status in ('pending', 'replied', 'closed')`),
        )
        .addColumn('replied_by', 'bigint', (c) => c.references('staff_user.id'))
        .addColumn('replied_at', 'bigint')
        .addColumn('closed_by', 'bigint', (c) => c.references('staff_user.id'))
        .addColumn('closed_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await index(db, 'member_message', 'franchisee_id', 'created_at');
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('member_message').execute();
      await db.schema.dropTable('content_post').execute();
    },
  };
}
