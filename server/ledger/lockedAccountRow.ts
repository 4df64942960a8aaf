import { column, defineRowMapping } from '../db/rowMapping';

/**
 * A ledger account as a posting locks it on PostgreSQL: its id, its balance in paise and its place in
 * the posting's account order (`with ordinality`, a bigint). The balance is read as any number: the
 * posting itself refuses one beyond the exact range, with the ledger's own error.
 */
export const lockedAccountRow = defineRowMapping({
  id: column('id').int(),
  balance: column('balance').number(),
  ord: column('ord').int(),
});
