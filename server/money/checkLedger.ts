import { sql, type SqlBool } from 'kysely';
import type { Database } from '../db/database';

export interface LedgerCheck {
  ok: boolean;
  problems: string[];
  journals: number;
  postings: number;
}

/**
 * Verifies the invariants over the whole ledger (tests and benches): every journal has at least
 * two postings summing to zero; every cached balance equals the sum of its postings and its last
 * balance_after; each posting's balance_after continues its account's chain; no member account
 * and no member posting's balance_after is negative; every member's cash_balance copy (migration
 * 010) equals its cash account's balance.
 */
export async function checkLedger(db: Database): Promise<LedgerCheck> {
  const problems: string[] = [];
  const unbalanced = await db
    .selectFrom('ledger_journal as j')
    .leftJoin('ledger_posting as p', 'p.journal_id', 'j.id')
    .select(['j.business_key', sql<number>`coalesce(sum(p.amount), 0)`.as('total'), sql<number>`count(p.id)`.as('legs')])
    .groupBy(['j.id', 'j.business_key'])
    .having((eb) => eb.or([eb(sql`coalesce(sum(p.amount), 0)`, '<>', 0), eb(sql`count(p.id)`, '<', 2)]))
    .execute();
  for (const j of unbalanced) problems.push(`journal ${j.business_key}: ${j.legs} postings summing to ${j.total}`);

  const drift = await db
    .selectFrom('ledger_account as a')
    .leftJoin('ledger_posting as p', 'p.account_id', 'a.id')
    .select(['a.owner_type', 'a.owner_id', 'a.bucket', 'a.balance', sql<number>`coalesce(sum(p.amount), 0)`.as('total')])
    .groupBy(['a.id', 'a.owner_type', 'a.owner_id', 'a.bucket', 'a.balance'])
    .having(sql`coalesce(sum(p.amount), 0)`, '<>', sql.ref('a.balance'))
    .execute();
  for (const a of drift) problems.push(`account ${a.owner_type}:${a.owner_id}:${a.bucket}: balance ${a.balance} but postings sum to ${a.total}`);

  // balance_after must equal the running sum of the account's postings in id order.
  const chain = await sql<{ id: number; account_id: number; balance_after: number; running: number }>`
    select id, account_id, balance_after, running from (
      select id, account_id, balance_after,
             sum(amount) over (partition by account_id order by id rows between unbounded preceding and current row) as running
      from ledger_posting) t
    where balance_after <> running limit 20`.execute(db);
  for (const p of chain.rows) problems.push(`posting ${p.id} of account ${p.account_id}: balance_after ${p.balance_after}, running sum ${p.running}`);

  const negative = await db
    .selectFrom('ledger_account as a')
    .select(['a.owner_id', 'a.bucket', 'a.balance'])
    .where('a.owner_type', '=', 'member')
    .where((eb) => eb.or([
      eb('a.balance', '<', 0),
      eb.exists(eb.selectFrom('ledger_posting as p').select('p.id').whereRef('p.account_id', '=', 'a.id').where('p.balance_after', '<', 0)),
    ]))
    .execute();
  for (const a of negative) problems.push(`member ${a.owner_id} ${a.bucket} went below zero (now ${a.balance})`);

  const copies = await db
    .selectFrom('member as m')
    .leftJoin('ledger_account as a', (j) => j.on(sql<SqlBool>`a.owner_type = 'member' and a.bucket = 'cash' and a.owner_id = cast(m.id as text)`))
    .select(['m.id', 'm.cash_balance', 'a.balance'])
    .where(sql<SqlBool>`m.cash_balance <> coalesce(a.balance, 0)`)
    .limit(20)
    .execute();
  for (const c of copies) problems.push(`member ${c.id}: cash_balance ${c.cash_balance} but the cash account holds ${c.balance ?? 0}`);

  const counts = await db
    .selectFrom('ledger_posting')
    .select([sql<number>`count(*)`.as('postings'), sql<number>`count(distinct journal_id)`.as('journals')])
    .executeTakeFirstOrThrow();
  return { ok: problems.length === 0, problems, journals: Number(counts.journals), postings: Number(counts.postings) };
}
