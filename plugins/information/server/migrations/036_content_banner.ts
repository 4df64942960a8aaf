import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../../../../server/db/database';
import { migrationHelpers } from '../../../../server/db/migrations/helpers';

/*
 * Banners and start-up ads (issue 15): one table, `kind` telling which. A row carries the PC and
 * mobile picture per content language (images_json: { en: { pc, mobile }, hi: …, zh: … }, each a
 * stored upload's url), a link (none, an app route, or an https URL), a sort, the operator's switch
 * (status 0 on, 1 off) and a time window; scheduled/live/expired follow from the window and the clock.
 * No franchisee means platform-wide.
 */
export function contentBanner(dialect: DialectName): Migration {
  const { create, index } = migrationHelpers(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await create(db, 'content_banner')
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('banner', 'startad')`))
        .addColumn('franchisee_id', 'bigint', (c) => c.references('franchisee.id'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('images_json', 'text', (c) => c.notNull())
        .addColumn('link_type', 'text', (c) =>
          c
            .notNull()
            .defaultTo('none')
            .check(sql`link_type in ('none', 'internal', 'external')`),
        )
        .addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`status in (0, 1)`),
        )
        .addColumn('start_at', 'bigint', (c) => c.notNull())
        .addColumn('end_at', 'bigint')
        .addColumn('created_by', 'bigint', (c) => c.references('staff_user.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint('content_banner_window_ck', sql`end_at is null or end_at > start_at`)
        .execute();
      await index(db, 'content_banner', 'kind', 'franchisee_id', 'sort');
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('content_banner').execute();
    },
  };
}
