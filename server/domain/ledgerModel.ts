import { assertPaise } from './money';
import { JOURNAL_TYPES, type JournalType } from '../../shared/journalTypes';

/*
 * The double-entry ledger as a pure in-memory model (DOMAIN A.2 wallet tables, A.4 #1–#6).
 *
 * The database layer implements the same rules with account / journal / posting tables; this
 * model is the executable specification it is checked against:
 *   - a journal is a set of postings (signed paise) that sums to exactly zero;
 *   - an account's balance is the sum of its postings; each posting records balance_after, and
 *     the chain per account is unbroken (previous balance_after + amount = balance_after);
 *   - member accounts never go below zero, at any posting, not just at the end of a journal;
 *     house, clearing, income, expense and pool accounts absorb the other side and may;
 *   - a business key is applied once: posting the same journal again returns the first result
 *     and changes nothing; the same key with different content is refused (key_conflict);
 *   - a refused journal changes nothing at all (not even the key registry, so it may be retried),
 *     like a rolled-back transaction.
 * Postings are never updated or deleted; corrections are new journals.
 */

// 'yuebao': a member's Yue Bao (余额宝, interest wallet) balance, owner_id = the member id, bucket 'cash'.
// It is its own owner type rather than a fourth member bucket so the member's wallet figures (cash,
// frozen, bonus) stay as they are; it is member money all the same and may never go below zero.
// 'interest_expense': the tenant's cost of Yue Bao interest.
export const OWNER_TYPES = [
  'member',
  'agent',
  'house',
  'gateway_clearing',
  'fee_income',
  'bonus_expense',
  'rebate_expense',
  'bet_pool',
  'yuebao',
  'interest_expense',
] as const;
export type OwnerType = (typeof OWNER_TYPES)[number];

export const BUCKETS = ['cash', 'frozen', 'bonus'] as const;
export type Bucket = (typeof BUCKETS)[number];

export interface AccountRef {
  readonly ownerType: OwnerType;
  readonly ownerId: string;
  readonly bucket: Bucket;
}

// The list lives in shared/ so the console's ledger screens label and filter the same types.
export { JOURNAL_TYPES, type JournalType } from '../../shared/journalTypes';

export interface Posting {
  readonly account: AccountRef;
  readonly amount: number;
}

export interface Journal {
  readonly type: JournalType;
  /** Unique per business event, e.g. 'deposit:D2025…'; the idempotency key of the journal. */
  readonly businessKey: string;
  readonly postings: readonly Posting[];
}

export interface AppliedPosting {
  /** Global posting order, from 1. */
  readonly seq: number;
  readonly journalId: number;
  readonly account: AccountRef;
  readonly amount: number;
  readonly balanceAfter: number;
}

export interface PostedJournal {
  readonly journalId: number;
  readonly type: JournalType;
  readonly businessKey: string;
  readonly postings: readonly AppliedPosting[];
}

export type LedgerError = 'invalid' | 'unbalanced' | 'insufficient_funds' | 'key_conflict';

export type PostResult =
  | { readonly ok: true; readonly replayed: boolean; readonly journal: PostedJournal }
  | { readonly ok: false; readonly error: LedgerError; readonly message: string };

export function accountKey(a: AccountRef): string {
  return `${a.ownerType}:${a.ownerId}:${a.bucket}`;
}

/** Accounts whose balance may never go below zero: every bucket a member owns, and the member's Yue Bao. */
export function mustStayNonNegative(a: AccountRef): boolean {
  return a.ownerType === 'member' || a.ownerType === 'yuebao';
}

function isAccountRef(a: unknown): a is AccountRef {
  if (!a || typeof a !== 'object') return false;
  const r = a as Record<string, unknown>;
  return (
    (OWNER_TYPES as readonly unknown[]).includes(r.ownerType) &&
    typeof r.ownerId === 'string' &&
    r.ownerId.length > 0 &&
    (BUCKETS as readonly unknown[]).includes(r.bucket)
  );
}

/**
 * Checks a journal's own shape, independent of balances: a known type, a business key, at
 * least two postings on well-formed accounts, non-zero safe-integer amounts, sum exactly 0.
 * Returns null when valid. The DB layer runs the same check before inserting.
 */
export function validateJournal(journal: Journal): { error: 'invalid' | 'unbalanced'; message: string } | null {
  if (!(JOURNAL_TYPES as readonly unknown[]).includes(journal.type))
    return { error: 'invalid', message: `unknown journal type ${String(journal.type)}` };
  if (typeof journal.businessKey !== 'string' || journal.businessKey.trim() === '')
    return { error: 'invalid', message: 'business key required' };
  if (!Array.isArray(journal.postings) || journal.postings.length < 2)
    return { error: 'invalid', message: 'a journal needs at least two postings' };
  let sum = 0n;
  for (const p of journal.postings) {
    if (!isAccountRef(p.account)) return { error: 'invalid', message: `bad account ${JSON.stringify(p.account)}` };
    try {
      assertPaise(p.amount);
    } catch (e) {
      return { error: 'invalid', message: (e as Error).message };
    }
    if (p.amount === 0) return { error: 'invalid', message: 'zero postings are not recorded' };
    sum += BigInt(p.amount);
  }
  return sum === 0n ? null : { error: 'unbalanced', message: `postings sum to ${sum}, not 0` };
}

/** A stable text form of a journal's content, to tell a true replay from a reused key. */
function canonical(j: Journal): string {
  return JSON.stringify([j.type, j.businessKey, j.postings.map((p) => [accountKey(p.account), p.amount])]);
}

export class Ledger {
  private readonly balances = new Map<string, number>();
  private readonly refs = new Map<string, AccountRef>();
  private readonly history = new Map<string, AppliedPosting[]>();
  private readonly posted: PostedJournal[] = [];
  private readonly byKey = new Map<string, { canonical: string; journal: PostedJournal }>();
  private postingSeq = 0;

  post(journal: Journal): PostResult {
    const invalid = validateJournal(journal);
    if (invalid) return { ok: false, ...invalid };

    const previous = this.byKey.get(journal.businessKey);
    if (previous) {
      if (previous.canonical !== canonical(journal)) {
        return { ok: false, error: 'key_conflict', message: `business key ${journal.businessKey} was used for another journal` };
      }
      return { ok: true, replayed: true, journal: previous.journal };
    }

    // Dry run on scratch balances: postings apply in order and every intermediate member balance
    // must stay ≥ 0 (it becomes a stored balance_after). Nothing is written unless all pass.
    const scratch = new Map<string, number>();
    const afters: number[] = [];
    for (const p of journal.postings) {
      const key = accountKey(p.account);
      const after = (scratch.get(key) ?? this.balances.get(key) ?? 0) + p.amount;
      if (!Number.isSafeInteger(after)) return { ok: false, error: 'invalid', message: `balance of ${key} overflows` };
      if (after < 0 && mustStayNonNegative(p.account)) {
        return { ok: false, error: 'insufficient_funds', message: `${key} would go to ${after}` };
      }
      scratch.set(key, after);
      afters.push(after);
    }

    const journalId = this.posted.length + 1;
    const applied = journal.postings.map((p, i): AppliedPosting => {
      const key = accountKey(p.account);
      const row = Object.freeze({
        seq: ++this.postingSeq,
        journalId,
        account: Object.freeze({ ...p.account }),
        amount: p.amount,
        balanceAfter: afters[i],
      });
      this.balances.set(key, row.balanceAfter);
      if (!this.refs.has(key)) this.refs.set(key, row.account);
      const list = this.history.get(key) ?? [];
      list.push(row);
      this.history.set(key, list);
      return row;
    });
    const result: PostedJournal = Object.freeze({
      journalId,
      type: journal.type,
      businessKey: journal.businessKey,
      postings: Object.freeze(applied),
    });
    this.posted.push(result);
    this.byKey.set(journal.businessKey, { canonical: canonical(journal), journal: result });
    return { ok: true, replayed: false, journal: result };
  }

  /** The cached balance (the DB's account.balance); 0 for an account never posted to. */
  balance(account: AccountRef): number {
    return this.balances.get(accountKey(account)) ?? 0;
  }

  /** The account change record (账变): this account's postings in order. */
  postingsOf(account: AccountRef): readonly AppliedPosting[] {
    return [...(this.history.get(accountKey(account)) ?? [])];
  }

  journals(): readonly PostedJournal[] {
    return [...this.posted];
  }

  accounts(): readonly AccountRef[] {
    return [...this.refs.values()];
  }

  hasKey(businessKey: string): boolean {
    return this.byKey.has(businessKey);
  }
}
