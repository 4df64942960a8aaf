import type { Database } from '../../../server/db/database';
import type { Change } from '../../../server/http/operationLog';
import { idRow } from '../../../server/db/idRow';

/** The tables of publishable content (publishableContent.ts). */
export type ContentTable = 'announcement' | 'content_banner' | 'content_post';

/**
 * The tail of every information save: update the row the caller owns (audited before → after), or
 * insert it with its creator and the fields only an insert sets (audited as created). One place, so
 * notices, banners and posts keep the same audit shape.
 */
export async function saveAudited(
  db: Database,
  table: ContentTable,
  before: { id: number | string } | undefined,
  values: Record<string, unknown>,
  created: { staffId: number; now: number; insertOnly?: Record<string, unknown> },
  audit: (change: Change) => void,
): Promise<{ id: number }> {
  if (before) {
    await db
      .updateTable(table)
      .set(values as never)
      .where('id', '=', before.id as never)
      .execute();
    const { id } = idRow.map(before);
    audit({ targetId: id, before, after: { ...before, ...values } });
    return { id };
  }
  const row = { ...values, ...created.insertOnly, created_by: created.staffId, created_at: created.now };
  const { id } = idRow.map(
    await db
      .insertInto(table)
      .values(row as never)
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  audit({ targetId: id, after: { ...created.insertOnly, ...values } });
  return { id };
}
