import { sql, type SqlBool } from 'kysely';
import type { Database } from '../../../server/db/database';

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
 * and no member posting's balance_after is negative (Yue Bao accounts included); every member's
 * cash_balance copy (migration 010) and yuebao_balance copy (040) equals its account's balance.
 */
export async function checkLedger(db: Database): Promise<LedgerCheck> {
  const problems: string[] = [];
  const unbalanced = await db
    .selectFrom('ledger_journal as j')
    .leftJoin('ledger_posting as p', 'p.journal_id', 'j.id')
    .select(['j.business_key', sql<string>`cast(coalesce(sum(p.amount), 0) as text)`.as('total'), sql<number>`count(p.id)`.as('legs')])
    .groupBy(['j.id', 'j.business_key'])
    .having((eb) => eb.or([eb(sql`coalesce(sum(p.amount), 0)`, '<>', 0), eb(sql`count(p.id)`, '<', 2)]))
    .execute();
  for (const j of unbalanced) problems.push(`journal ${j.business_key}: ${j.legs} postings summing to ${j.total}`);

  const drift = await db
    .selectFrom('ledger_account as a')
    .leftJoin('ledger_posting as p', 'p.account_id', 'a.id')
    .select([
      'a.owner_type',
      'a.owner_id',
      'a.bucket',
      sql<string>`cast(a.balance as text)`.as('balance'),
      sql<string>`cast(coalesce(sum(p.amount), 0) as text)`.as('total'),
    ])
    .groupBy(['a.id', 'a.owner_type', 'a.owner_id', 'a.bucket', 'a.balance'])
    .having(sql`coalesce(sum(p.amount), 0)`, '<>', sql.ref('a.balance'))
    .execute();
  for (const a of drift)
    problems.push(`account ${a.owner_type}:${a.owner_id}:${a.bucket}: balance ${a.balance} but postings sum to ${a.total}`);

  // Sums above are compared in SQL (exact integers on both dialects) and read back as text, so a
  // drift of 1 paisa on a balance beyond 2^53 is neither rounded away nor misreported. Balances
  // that large are refused by postJournal; any that exist are a problem of their own.
  const wide = await db
    .selectFrom('ledger_account')
    .select(['owner_type', 'owner_id', 'bucket', sql<string>`cast(balance as text)`.as('balance')])
    .where(sql`abs(balance)`, '>', Number.MAX_SAFE_INTEGER)
    .limit(20)
    .execute();
  for (const a of wide)
    problems.push(`account ${a.owner_type}:${a.owner_id}:${a.bucket}: balance ${a.balance} is beyond 2^53 and cannot be handled exactly`);

  // A manual request's total must be the exact sum of its member rows.
  const batches = await sql<{ batch_no: string; total: string; summed: string }>`
    select b.batch_no, cast(b.total_amount as text) as total, cast(coalesce(sum(a.amount), 0) as text) as summed
    from manual_batch b left join manual_adjustment a on a.batch_id = b.id
    group by b.id, b.batch_no, b.total_amount
    having b.total_amount <> coalesce(sum(a.amount), 0) limit 20`.execute(db);
  for (const b of batches.rows) problems.push(`manual request ${b.batch_no}: total ${b.total} but its rows sum to ${b.summed}`);

  // balance_after must equal the running sum of the account's postings in id order.
  const chain = await sql<{ id: number; account_id: number; balance_after: string; running: string }>`
    select id, account_id, cast(balance_after as text) as balance_after, cast(running as text) as running from (
      select id, account_id, balance_after,
             sum(amount) over (partition by account_id order by id rows between unbounded preceding and current row) as running
      from ledger_posting) t
    where balance_after <> running limit 20`.execute(db);
  for (const p of chain.rows)
    problems.push(`posting ${p.id} of account ${p.account_id}: balance_after ${p.balance_after}, running sum ${p.running}`);

  const negative = await db
    .selectFrom('ledger_account as a')
    .select(['a.owner_type', 'a.owner_id', 'a.bucket', 'a.balance'])
    .where('a.owner_type', 'in', ['member', 'yuebao'])
    .where((eb) =>
      eb.or([
        eb('a.balance', '<', 0),
        eb.exists(
          eb.selectFrom('ledger_posting as p').select('p.id').whereRef('p.account_id', '=', 'a.id').where('p.balance_after', '<', 0),
        ),
      ]),
    )
    .execute();
  for (const a of negative)
    problems.push(`member ${a.owner_id} ${a.owner_type === 'yuebao' ? 'yuebao' : a.bucket} went below zero (now ${a.balance})`);

  // Every member has its member_balance row (migration 062's insert trigger): a missing one is a problem too.
  const missing = await db
    .selectFrom('member as m')
    .select('m.id')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('member_balance as b').select('b.member_id').whereRef('b.member_id', '=', 'm.id'))))
    .limit(20)
    .execute();
  for (const m of missing) problems.push(`member ${m.id}: no member_balance row`);
  const copies = await db
    .selectFrom('member_balance as m')
    .leftJoin('ledger_account as a', (j) =>
      j.on(sql<SqlBool>`a.owner_type = 'member' and a.bucket = 'cash' and a.owner_id = cast(m.member_id as text)`),
    )
    .select(['m.member_id as id', 'm.cash_balance', 'a.balance'])
    .where(sql<SqlBool>`m.cash_balance <> coalesce(a.balance, 0)`)
    .limit(20)
    .execute();
  for (const c of copies) problems.push(`member ${c.id}: cash_balance ${c.cash_balance} but the cash account holds ${c.balance ?? 0}`);

  // The Yue Bao copy on the member row (migration 040), kept by a trigger like cash_balance.
  const yuebao = await db
    .selectFrom('member as m')
    .leftJoin('ledger_account as a', (j) =>
      j.on(sql<SqlBool>`a.owner_type = 'yuebao' and a.bucket = 'cash' and a.owner_id = cast(m.id as text)`),
    )
    .select(['m.id', 'm.yuebao_balance', 'a.balance'])
    .where(sql<SqlBool>`m.yuebao_balance <> coalesce(a.balance, 0)`)
    .limit(20)
    .execute();
  for (const c of yuebao)
    problems.push(`member ${c.id}: yuebao_balance ${c.yuebao_balance} but the Yue Bao account holds ${c.balance ?? 0}`);

  const counts = await db
    .selectFrom('ledger_posting')
    .select([sql<number>`count(*)`.as('postings'), sql<number>`count(distinct journal_id)`.as('journals')])
    .executeTakeFirstOrThrow();
  return { ok: problems.length === 0, problems, journals: Number(counts.journals), postings: Number(counts.postings) };
}
