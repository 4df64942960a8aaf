import { hash } from 'node:crypto';
import { sql } from 'kysely';
import { dialectOf, type Database } from '../db/database';
import { accountKey, mustStayNonNegative, validateJournal, type AccountRef, type Journal, type JournalType } from '../domain/ledgerModel';
import { ApiError } from '../http/errors';
import { type RowIn } from '../db/rowMapping';
import { lockedAccountRow } from './lockedAccountRow';

/*
 * The double-entry ledger in the database: ledger_account (cached balance), ledger_journal
 * (append-only, business_key UNIQUE) and ledger_posting (amount, balance_after). It applies the
 * journals built by server/domain/ledgerJournals.ts under the rules of server/domain/ledgerModel.ts.
 *
 * CONTRACT of postJournal(trx, journal, meta?)
 *   - Call it inside YOUR transaction (`db.transaction().execute(trx => …)` or a route's ctx.db on
 *     a `writes` route). It never opens or commits one, so the journal commits or rolls back with
 *     whatever else you changed (order status, bet row …).
 *   - On any throw, let the transaction roll back: some statements may already have run. Don't
 *     catch its ApiError and carry on in the same transaction.
 *   - Throws ApiError A0400:
 *       ledger_invalid       the journal is malformed (validateJournal): a programming error;
 *       insufficient_funds   a member account would go below zero at some posting;
 *       ledger_key_conflict  the business key was already used for a different journal.
 *   - Same business key, same content → returns the stored journal with replayed: true and changes
 *     nothing (safe to retry an event). Concurrent transactions posting the same key: one applies,
 *     the other waits for it (PostgreSQL) and then sees a replay or a conflict; never a 500.
 *   - Member balances are updated with a conditional `balance + x >= 0` UPDATE, so two concurrent
 *     transactions cannot both spend the same money. Accounts are updated in a fixed (sorted) order
 *     so concurrent journals cannot deadlock on each other's accounts.
 *   - meta: now (epoch ms, default Date.now()), staffId, refType/refId (e.g. 'deposit_order', 17),
 *     remark. They are stored on the journal for the account-change screens.
 */

export interface JournalMeta {
  now?: number;
  staffId?: number | null;
  refType?: string;
  refId?: string | number;
  remark?: string;
}

export interface DbPosting {
  account: AccountRef;
  amount: number;
  balanceAfter: number;
}

export interface DbPostedJournal {
  journalId: number;
  type: JournalType;
  businessKey: string;
  replayed: boolean;
  postings: DbPosting[];
}

/** What a journal's content_hash holds: SHA-256 of the JSON of its type, key and [account key, amount] legs (the seed writes the same). */
export function journalContentHash(j: Journal): string {
  const body = JSON.stringify([j.type, j.businessKey, j.postings.map((p) => [accountKey(p.account), p.amount])]);
  // One-shot hash (Node ≥ 20.12): a Hash object per journal cost the default seed's 670 000 journals about 3 s of CPU, this about 1.
  return hash('sha256', body, 'hex');
}

const SORT = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

async function loadPosted(db: Database, journalId: number): Promise<DbPosting[]> {
  const rows = await db
    .selectFrom('ledger_posting as p')
    .innerJoin('ledger_account as a', 'a.id', 'p.account_id')
    .select(['a.owner_type', 'a.owner_id', 'a.bucket', 'p.amount', 'p.balance_after'])
    .where('p.journal_id', '=', journalId)
    .orderBy('p.id')
    .execute();
  return rows.map((r) => ({
    account: { ownerType: r.owner_type as AccountRef['ownerType'], ownerId: r.owner_id, bucket: r.bucket },
    amount: r.amount,
    balanceAfter: r.balance_after,
  }));
}

/** Same key: a replay when the content matches, otherwise ledger_key_conflict. */
async function replayOrConflict(db: Database, journal: Journal, hash: string): Promise<DbPostedJournal | undefined> {
  const existing = await db
    .selectFrom('ledger_journal')
    .select(['id', 'content_hash'])
    .where('business_key', '=', journal.businessKey)
    .executeTakeFirst();
  if (!existing) return undefined;
  if (existing.content_hash !== hash) throw new ApiError('A0400', 'ledger_key_conflict', { key: journal.businessKey });
  return {
    journalId: existing.id,
    type: journal.type,
    businessKey: journal.businessKey,
    replayed: true,
    postings: await loadPosted(db, existing.id),
  };
}

interface AccountPlan {
  ref: AccountRef;
  /** Locked with the others but not posted to by this batch (postJournals' alsoLock). */
  lockOnly?: boolean;
  net: number;
  /** Lowest running sum of this account's legs, in posting order (≤ 0 when some leg debits). */
  minPrefix: number;
}

function planAccounts(journal: Journal): Map<string, AccountPlan> {
  const plans = new Map<string, AccountPlan>();
  for (const p of journal.postings) {
    const key = accountKey(p.account);
    const plan = plans.get(key) ?? { ref: p.account, net: 0, minPrefix: 0 };
    plan.net += p.amount;
    plan.minPrefix = Math.min(plan.minPrefix, plan.net);
    plans.set(key, plan);
  }
  return plans;
}

/**
 * Adds `plan.net` to the account and returns its id and balance before the journal, or
 * undefined when a member account would go below zero at some leg.
 */
async function applyToAccount(db: Database, plan: AccountPlan, now: number): Promise<{ id: number; before: number } | undefined> {
  const { ref, net, minPrefix } = plan;
  const update = () => {
    let q = db
      .updateTable('ledger_account')
      .set({ balance: sql`balance + ${net}`, updated_at: now })
      .where('owner_type', '=', ref.ownerType)
      .where('owner_id', '=', ref.ownerId)
      .where('bucket', '=', ref.bucket);
    // The guard is in the UPDATE itself, so it is evaluated on the row as locked and current.
    if (mustStayNonNegative(ref) && minPrefix < 0) q = q.where(sql<boolean>`balance + ${minPrefix} >= 0`);
    return q.returning(['id', 'balance']).executeTakeFirst();
  };
  let row = await update();
  if (!row) {
    await db
      .insertInto('ledger_account')
      .values({ owner_type: ref.ownerType, owner_id: ref.ownerId, bucket: ref.bucket, updated_at: now })
      .onConflict((oc) => oc.columns(['owner_type', 'owner_id', 'bucket']).doNothing())
      .execute();
    row = await update();
  }
  if (!row) return undefined;
  // Beyond 2^53 JavaScript cannot hold the balance exactly (pg answers a BigInt, SQLite a rounded
  // number): refuse rather than write a balance_after chain that drifts from the postings.
  if (!Number.isSafeInteger(row.balance))
    throw new ApiError('A0400', 'ledger_invalid', { detail: `account ${accountKey(ref)} beyond exact range` });
  return { id: row.id, before: row.balance - net };
}

/**
 * applyToAccount for many accounts at once, in sorted key order; answers each account's id and
 * balance before, or throws insufficient_funds naming the first account (in that order) a guard
 * refuses. SQLite runs in-process, so it keeps one UPDATE per account. PostgreSQL pays a round trip
 * per statement, so it takes three whatever the count:
 *   1. create the accounts that do not exist yet (in key order; ON CONFLICT waits for a concurrent
 *      creator of the same key instead of failing);
 *   2. lock every account with SELECT … ORDER BY key ordinal FOR UPDATE — the rows are locked in
 *      that order, the same sorted order postJournal uses, so concurrent journals cannot deadlock;
 *   3. with the rows locked and their balances current, check the guards here and add the nets in
 *      one UPDATE … FROM unnest(…).
 */
async function applyToAccounts(
  db: Database,
  plans: ReadonlyMap<string, AccountPlan>,
  now: number,
  onLocked?: OnLocked,
): Promise<Map<string, { id: number; running: number }>> {
  const keys = [...plans.keys()].sort(SORT);
  const state = new Map<string, { id: number; running: number }>();
  if (dialectOf(db) !== 'postgres' || keys.length <= 2) {
    for (const key of keys) {
      // SQLite runs one writer at a time: nothing to lock ahead.
      if ((plans.get(key) as AccountPlan).lockOnly) continue;
      const applied = await applyToAccount(db, plans.get(key) as AccountPlan, now);
      if (!applied) throw new ApiError('A0400', 'insufficient_funds', { account: key });
      state.set(key, { id: applied.id, running: applied.before });
    }
    return state;
  }
  const refs = keys.map((key) => (plans.get(key) as AccountPlan).ref);
  const types = refs.map((r) => r.ownerType);
  const owners = refs.map((r) => r.ownerId);
  const buckets = refs.map((r) => r.bucket);
  const wanted = sql`unnest(${types}::text[], ${owners}::text[], ${buckets}::text[]) with ordinality as v(owner_type, owner_id, bucket, ord)`;
  await sql`insert into ledger_account (owner_type, owner_id, bucket, updated_at)
    select v.owner_type, v.owner_id, v.bucket, ${now} from ${wanted}
    where not exists (select 1 from ledger_account a where a.owner_type = v.owner_type and a.owner_id = v.owner_id and a.bucket = v.bucket)
    order by v.ord
    on conflict (owner_type, owner_id, bucket) do nothing`.execute(db);
  const locked = await sql<RowIn<typeof lockedAccountRow.fields>>`select a.id, a.balance, v.ord from ${wanted}
    join ledger_account a on a.owner_type = v.owner_type and a.owner_id = v.owner_id and a.bucket = v.bucket
    order by v.ord for update of a`.execute(db);
  if (locked.rows.length !== keys.length) throw new Error(`ledger: locked ${locked.rows.length} of ${keys.length} accounts`);
  for (const row of locked.rows.map(lockedAccountRow.map)) {
    const key = keys[row.ord - 1];
    const { ref, net, minPrefix } = plans.get(key) as AccountPlan;
    if (mustStayNonNegative(ref) && minPrefix < 0 && row.balance + minPrefix < 0)
      throw new ApiError('A0400', 'insufficient_funds', { account: key });
    if (!Number.isSafeInteger(row.balance) || !Number.isSafeInteger(row.balance + net)) {
      throw new ApiError('A0400', 'ledger_invalid', { detail: `account ${key} beyond exact range` });
    }
    state.set(key, { id: row.id, running: row.balance });
  }
  if (onLocked) {
    const balances = new Map<string, LockedBalance>();
    for (const key of keys) {
      const { ref, net } = plans.get(key) as AccountPlan;
      const before = (state.get(key) as { running: number }).running;
      balances.set(key, { ref, before, after: before + net });
    }
    await onLocked(balances);
  }
  const changed = keys.filter((key) => (plans.get(key) as AccountPlan).net !== 0);
  if (changed.length > 0) {
    await sql`update ledger_account a set balance = a.balance + v.net, updated_at = ${now}
      from unnest(${changed.map((key) => (state.get(key) as { id: number }).id)}::bigint[], ${changed.map((key) => (plans.get(key) as AccountPlan).net)}::bigint[]) as v(id, net)
      where a.id = v.id`.execute(db);
  }
  return state;
}

export async function postJournal(db: Database, journal: Journal, meta: JournalMeta = {}): Promise<DbPostedJournal> {
  const invalid = validateJournal(journal);
  if (invalid) throw new ApiError('A0400', 'ledger_invalid', { detail: invalid.message });
  const hash = journalContentHash(journal);
  const now = meta.now ?? Date.now();

  const replay = await replayOrConflict(db, journal, hash);
  if (replay) return replay;

  // ON CONFLICT DO NOTHING: a concurrent transaction holding the same key makes this wait and then
  // insert nothing (instead of aborting our transaction with a unique violation).
  const inserted = await db
    .insertInto('ledger_journal')
    .values({
      type: journal.type,
      business_key: journal.businessKey,
      content_hash: hash,
      ref_type: meta.refType ?? null,
      ref_id: meta.refId === undefined ? null : String(meta.refId),
      staff_id: meta.staffId ?? null,
      remark: meta.remark ?? '',
      created_at: now,
    })
    .onConflict((oc) => oc.column('business_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    const raced = await replayOrConflict(db, journal, hash);
    if (raced) return raced;
    throw new ApiError('A0400', 'ledger_key_conflict', { key: journal.businessKey });
  }

  const plans = planAccounts(journal);
  const state = new Map<string, { id: number; running: number }>();
  for (const key of [...plans.keys()].sort(SORT)) {
    const plan = plans.get(key) as AccountPlan;
    const applied = await applyToAccount(db, plan, now);
    if (!applied) throw new ApiError('A0400', 'insufficient_funds', { account: key });
    state.set(key, { id: applied.id, running: applied.before });
  }

  const postings: DbPosting[] = journal.postings.map((p) => {
    const s = state.get(accountKey(p.account)) as { id: number; running: number };
    s.running += p.amount;
    return { account: p.account, amount: p.amount, balanceAfter: s.running };
  });
  await db
    .insertInto('ledger_posting')
    .values(
      journal.postings.map((p, i) => ({
        journal_id: inserted.id,
        account_id: (state.get(accountKey(p.account)) as { id: number }).id,
        amount: p.amount,
        balance_after: postings[i].balanceAfter,
        created_at: now,
      })),
    )
    .execute();
  return { journalId: inserted.id, type: journal.type, businessKey: journal.businessKey, replayed: false, postings };
}

/** An account's balance before and after a batch, as postJournals' onLocked sees it. */
export interface LockedBalance {
  ref: AccountRef;
  before: number;
  after: number;
}
export type OnLocked = (balances: ReadonlyMap<string, LockedBalance>) => Promise<void>;

export interface JournalEntry {
  journal: Journal;
  meta?: JournalMeta;
}

/**
 * Rows per multi-row statement or `in (…)` list: well under SQLite's bound-parameter limit (it is
 * in-process, so more statements cost little), and on PostgreSQL under its 65,535 parameters for
 * the widest row (8 columns) — a period's payouts then take one statement each, not one per 500.
 */
const batchOf = (db: Database) => (dialectOf(db) === 'postgres' ? 5_000 : 500);

/**
 * postJournal for many journals at once (settlement posts a payout per winning bet): the same
 * contract, applied as if the journals were posted one after another in the order given, with
 * a few statements per batch instead of five per journal:
 *   - every journal is validated first (ledger_invalid names the first bad one);
 *   - a key already stored replays (same content) or throws ledger_key_conflict; a key repeated
 *     in the batch is a replay of its first occurrence when the content matches, else a conflict;
 *   - each account is updated once, with its net over the batch, in sorted key order, and a
 *     member account is guarded against the lowest running balance any of its legs reaches
 *     (insufficient_funds names the account);
 *   - postings are written in journal order, so balance_after chains run in id order;
 *   - alsoLock: accounts the caller will post to later in the same transaction (settlement's
 *     period close into the house). They are locked with the batch, in its sorted order, so the
 *     later journal does not lock an account sorting before ones already held — which could
 *     deadlock with a transaction taking them in the sorted order (a manual debit: house, then
 *     member). PostgreSQL only; SQLite has one writer at a time.
 *   - onLocked: called on PostgreSQL's batched path (more than two accounts) once every account is
 *     locked and the guards passed, before the balances are written, with each account's balance
 *     before and after (keyed by accountKey). Settlement writes the member rows there, the new
 *     cash balance with the totals, so the copy trigger finds it done (migration 058). It may not
 *     be called (SQLite, small batches): the caller then does its work after postJournals.
 * Answers one DbPostedJournal per entry, in the order given.
 */
export async function postJournals(
  db: Database,
  entries: readonly JournalEntry[],
  options: { alsoLock?: readonly AccountRef[]; onLocked?: OnLocked } = {},
): Promise<DbPostedJournal[]> {
  const BATCH = batchOf(db);
  for (const { journal } of entries) {
    const invalid = validateJournal(journal);
    if (invalid) throw new ApiError('A0400', 'ledger_invalid', { detail: `${journal.businessKey}: ${invalid.message}` });
  }
  const hashes = entries.map(({ journal }) => journalContentHash(journal));
  const clock = Date.now();
  const nowOf = (at: number) => entries[at].meta?.now ?? clock;

  // Stored keys replay or conflict; repeats inside the batch point at their first occurrence.
  const stored = new Map<string, { id: number; content_hash: string }>();
  const keys = [...new Set(entries.map((e) => e.journal.businessKey))];
  for (let i = 0; i < keys.length; i += BATCH) {
    const rows = await db
      .selectFrom('ledger_journal')
      .select(['id', 'business_key', 'content_hash'])
      .where('business_key', 'in', keys.slice(i, i + BATCH))
      .execute();
    for (const r of rows) stored.set(r.business_key, r);
  }
  const firstAt = new Map<string, number>();
  const fresh: number[] = [];
  entries.forEach(({ journal }, i) => {
    const key = journal.businessKey;
    const hash = stored.get(key)?.content_hash ?? hashes[firstAt.get(key) ?? i];
    if (hash !== hashes[i]) throw new ApiError('A0400', 'ledger_key_conflict', { key });
    if (stored.has(key) || firstAt.has(key)) return;
    firstAt.set(key, i);
    fresh.push(i);
  });

  // Insert the new journals; a key a concurrent transaction took meanwhile comes back missing
  // (ON CONFLICT DO NOTHING waits for it) and becomes a replay or a conflict like in postJournal.
  const ids = new Map<string, number>();
  for (let i = 0; i < fresh.length; i += BATCH) {
    const rows = await db
      .insertInto('ledger_journal')
      .values(
        fresh.slice(i, i + BATCH).map((at) => {
          const { journal, meta = {} } = entries[at];
          return {
            type: journal.type,
            business_key: journal.businessKey,
            content_hash: hashes[at],
            ref_type: meta.refType ?? null,
            ref_id: meta.refId === undefined ? null : String(meta.refId),
            staff_id: meta.staffId ?? null,
            remark: meta.remark ?? '',
            created_at: nowOf(at),
          };
        }),
      )
      .onConflict((oc) => oc.column('business_key').doNothing())
      .returning(['id', 'business_key'])
      .execute();
    for (const r of rows) ids.set(r.business_key, r.id);
  }
  const applied = fresh.filter((at) => ids.has(entries[at].journal.businessKey));
  for (const at of fresh) {
    if (ids.has(entries[at].journal.businessKey)) continue;
    const raced = await replayOrConflict(db, entries[at].journal, hashes[at]);
    if (!raced) throw new ApiError('A0400', 'ledger_key_conflict', { key: entries[at].journal.businessKey });
    stored.set(entries[at].journal.businessKey, { id: raced.journalId, content_hash: hashes[at] });
  }

  // One plan per account over every applied journal, in order.
  const plans = new Map<string, AccountPlan>();
  for (const at of applied) {
    for (const p of entries[at].journal.postings) {
      const key = accountKey(p.account);
      const plan = plans.get(key) ?? { ref: p.account, net: 0, minPrefix: 0 };
      plan.net += p.amount;
      plan.minPrefix = Math.min(plan.minPrefix, plan.net);
      plans.set(key, plan);
    }
  }
  for (const ref of options.alsoLock ?? []) {
    const key = accountKey(ref);
    if (!plans.has(key)) plans.set(key, { ref, lockOnly: true, net: 0, minPrefix: 0 });
  }
  const now = applied.reduce((latest, at) => Math.max(latest, nowOf(at)), 0);
  const state = await applyToAccounts(db, plans, now, options.onLocked);

  const posted = new Map<number, DbPostedJournal>();
  const rows: { journal_id: number; account_id: number; amount: number; balance_after: number; created_at: number }[] = [];
  for (const at of applied) {
    const { journal } = entries[at];
    const journalId = ids.get(journal.businessKey) as number;
    const postings = journal.postings.map((p) => {
      const s = state.get(accountKey(p.account)) as { id: number; running: number };
      s.running += p.amount;
      rows.push({ journal_id: journalId, account_id: s.id, amount: p.amount, balance_after: s.running, created_at: nowOf(at) });
      return { account: p.account, amount: p.amount, balanceAfter: s.running };
    });
    posted.set(at, { journalId, type: journal.type, businessKey: journal.businessKey, replayed: false, postings });
  }
  for (let i = 0; i < rows.length; i += BATCH)
    await db
      .insertInto('ledger_posting')
      .values(rows.slice(i, i + BATCH))
      .execute();

  // Replays (stored before, or repeated in the batch) answer what is stored.
  const out: DbPostedJournal[] = [];
  for (let i = 0; i < entries.length; i++) {
    const own = posted.get(i);
    if (own) {
      out.push(own);
      continue;
    }
    const { journal } = entries[i];
    const first = firstAt.get(journal.businessKey);
    const sibling = first === undefined ? undefined : posted.get(first);
    const journalId = sibling?.journalId ?? (stored.get(journal.businessKey) as { id: number }).id;
    out.push({
      journalId,
      type: journal.type,
      businessKey: journal.businessKey,
      replayed: true,
      postings: sibling?.postings ?? (await loadPosted(db, journalId)),
    });
  }
  return out;
}
