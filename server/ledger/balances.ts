import type { Database } from '../db/database';
import { column, defineRowMapping } from '../db/rowMapping';
import type { AccountRef } from '../domain/ledgerModel';

/*
 * Reading balances: the cached balance each ledger account carries, which ledger.ts keeps equal to
 * the sum of its postings inside the posting's transaction. Reads only; every change is a journal.
 */

/** A member's ledger account: the member (owner_id is text), its bucket and balance in paise. */
const memberAccountRow = defineRowMapping({
  memberId: column('owner_id').int(),
  bucket: column('bucket').text().oneOf(['cash', 'frozen', 'bonus']),
  balance: column('balance').money(),
});

/** The cached balance of one account; 0 for an account never posted to. */
export async function balanceOf(db: Database, account: AccountRef): Promise<number> {
  const row = await db
    .selectFrom('ledger_account')
    .select('balance')
    .where('owner_type', '=', account.ownerType)
    .where('owner_id', '=', account.ownerId)
    .where('bucket', '=', account.bucket)
    .executeTakeFirst();
  return row?.balance ?? 0;
}

export interface MemberBalances {
  cash: number;
  frozen: number;
  bonus: number;
}

/** Cash, frozen and bonus balances of each member asked for (zeros for members without accounts). */
export async function memberBalances(db: Database, memberIds: readonly number[]): Promise<Map<number, MemberBalances>> {
  const result = new Map<number, MemberBalances>(memberIds.map((id) => [id, { cash: 0, frozen: 0, bonus: 0 }]));
  if (memberIds.length === 0) return result;
  const rows = await db
    .selectFrom('ledger_account')
    .select(['owner_id', 'bucket', 'balance'])
    .where('owner_type', '=', 'member')
    .where('owner_id', 'in', memberIds.map(String))
    .execute();
  for (const r of rows.map(memberAccountRow.map)) {
    const entry = result.get(r.memberId);
    if (entry) entry[r.bucket] = r.balance;
  }
  return result;
}
