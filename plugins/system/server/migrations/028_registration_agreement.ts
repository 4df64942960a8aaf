import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../../../../server/db/database';
import { migrationHelpers } from '../../../../server/db/migrations/helpers';

/*
 * The member registration agreement (issue 15, system_management/registration_agreement): rich
 * text per content language, kept as numbered versions. Versions are never edited once written
 * (a change is a new version), so what members agreed to at any time can be shown again. At most
 * one version per language is published (the partial unique index holds it on both dialects);
 * publishing another retires it.
 */
export function registrationAgreement(dialect: DialectName): Migration {
  const { create } = migrationHelpers(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await create(db, 'registration_agreement')
        .addColumn('lang', 'text', (c) => c.notNull().check(sql`lang in ('zh', 'en', 'hi')`))
        .addColumn('version', 'integer', (c) => c.notNull().check(sql`version > 0`))
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) =>
          c
            .notNull()
            .defaultTo('draft')
            .check(sql`state in ('draft', 'published', 'retired')`),
        )
        .addColumn('created_by', 'bigint', (c) => c.notNull().references('staff_user.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('published_by', 'bigint', (c) => c.references('staff_user.id'))
        .addColumn('published_at', 'bigint')
        .addUniqueConstraint('registration_agreement_lang_version_uq', ['lang', 'version'])
        .execute();
      await db.schema
        .createIndex('registration_agreement_published_uq')
        .on('registration_agreement')
        .column('lang')
        .unique()
        .where(sql<boolean>`state = 'published'`)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('registration_agreement').execute();
    },
  };
}
