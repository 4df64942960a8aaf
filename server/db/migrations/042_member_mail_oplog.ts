import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';
import { migrationHelpers } from './helpers';
import { DEFAULT_TEMPLATES } from '../../notify/systemMessageDefaults';

/*
 * Issue 15, the rest of message_center and Log_management:
 *
 * member_mail: each member's own mailbox (what the member app lists as "my messages"): the
 * platform's automatic messages on events (source 'system', one per event and order thanks to the
 * unique dedupe_key) and personal mails staff write to one member (source 'staff'); read_at is set
 * by the member app when opened. notice_mail's inbox notices are broadcasts by audience and stay in
 * announcement.
 *
 * system_message_template: the text of each automatic message per content language, with its
 * on/off switch; rows are the events the server knows (seeded below), staff only edit them.
 *
 * member_operation_log: member-side actions (deposit/withdrawal submitted, bet placed, lucky draw,
 * profile and bank changes…), append-only. Indexed for the list's filters at a million rows.
 *
 * content_post.cover_url: an activity's cover picture in the row's content language.
 */
export function memberMailOplog(dialect: DialectName): Migration {
  const { create, index } = migrationHelpers(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await create(db, 'member_mail')
        .addColumn('franchisee_id', 'bigint', (c) => c.notNull().references('franchisee.id'))
        .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
        .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('system', 'staff')`))
        .addColumn('event', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('dedupe_key', 'text', (c) => c.unique())
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('read_at', 'bigint')
        .addColumn('created_by', 'bigint', (c) => c.references('staff_user.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await index(db, 'member_mail', 'franchisee_id', 'created_at');
      await index(db, 'member_mail', 'member_id', 'created_at');
      await index(db, 'member_mail', 'source', 'event', 'created_at');

      await create(db, 'system_message_template')
        .addColumn('event', 'text', (c) => c.notNull().unique())
        .addColumn('enabled', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(1)
            .check(sql`enabled in (0, 1)`),
        )
        .addColumn('texts_json', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'bigint', (c) => c.references('staff_user.id'))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      const now = Date.now();
      for (const [event, texts] of Object.entries(DEFAULT_TEMPLATES)) {
        await sql`insert into system_message_template (event, enabled, texts_json, updated_at) values (${event}, 1, ${JSON.stringify(texts)}, ${now})`.execute(
          db,
        );
      }

      await create(db, 'member_operation_log')
        .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
        .addColumn('franchisee_id', 'bigint', (c) => c.notNull().references('franchisee.id'))
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('source', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      // The list sorts by time; each filter narrows through its own leading column.
      await index(db, 'member_operation_log', 'created_at');
      await index(db, 'member_operation_log', 'member_id', 'created_at');
      await index(db, 'member_operation_log', 'action', 'created_at');
      await index(db, 'member_operation_log', 'ip', 'created_at');

      await db.schema
        .alterTable('content_post')
        .addColumn('cover_url', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('content_post').dropColumn('cover_url').execute();
      await db.schema.dropTable('member_operation_log').execute();
      await db.schema.dropTable('system_message_template').execute();
      await db.schema.dropTable('member_mail').execute();
    },
  };
}
