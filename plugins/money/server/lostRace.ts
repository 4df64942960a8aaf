import type { Database } from '../../../server/db/database';
import { ApiError } from '../../../server/http/errors';

/** A conditional transition of an order matched no row: order_not_pending when the order exists, else not_found. */
export async function lostRace(db: Database, table: 'deposit_order' | 'withdrawal_order', id: number): Promise<never> {
  const exists = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  throw exists ? new ApiError('A0400', 'order_not_pending') : new ApiError('A0404', 'not_found');
}
