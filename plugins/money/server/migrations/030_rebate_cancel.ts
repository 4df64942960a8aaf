import type { Kysely, Migration } from 'kysely';

/*
 * A held rebate record (calculated, not paid yet) may be cancelled by staff with a reason
 * (issue 12, rebate_record "cancel with reason"): the record keeps why, who and when. Nullable or
 * defaulted, so existing rows need no backfill.
 */
export function rebateCancel(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('rebate_record')
        .addColumn('cancel_reason', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.alterTable('rebate_record').addColumn('cancelled_by', 'bigint').execute();
      await db.schema.alterTable('rebate_record').addColumn('cancelled_at', 'bigint').execute();
    },
    async down(db: Kysely<unknown>) {
      for (const column of ['cancelled_at', 'cancelled_by', 'cancel_reason'])
        await db.schema.alterTable('rebate_record').dropColumn(column).execute();
    },
  };
}
