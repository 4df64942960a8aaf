import type { Selectable } from 'kysely';
import type { LedgerJournalTable, LedgerPostingTable } from '../../server/db/tables/ledger';
import { accountKey, mustStayNonNegative, type AccountRef, type Journal } from '../../server/domain/ledgerModel';
import { journalContentHash } from '../../server/ledger/ledger';

/*
 * The seed's ledger, built in memory with the journals of server/domain/ledgerJournals.ts and
 * written in bulk: the same rows postJournal would write (accounts with cached balances,
 * journals with their content hash, postings with balance_after), ids assigned in posting
 * order so every account's balance_after chain runs in id order. A member account that would
 * go below zero throws: the generator checks balances before it spends, so that is a bug.
 *
 * The content hash is the one server/ledger/ledger.ts stores (journalContentHash): replaying a
 * seeded event through postJournal is a replay, not a key conflict (tests/server/seed.test.ts checks it).
 */

export interface SeedAccount {
  id: number;
  ref: AccountRef;
  balance: number;
  /** Written to the database already (its row exists; only a system account's balance may still change). */
  written: boolean;
}

/** A ledger_journal row as the seed writes it, id included. */
export type JournalRow = Selectable<LedgerJournalTable>;

/** A ledger_posting row as the seed writes it, id included. */
export type PostingRow = Selectable<LedgerPostingTable>;

export class SeedLedger {
  readonly accounts = new Map<string, SeedAccount>();
  /** Rows not yet flushed. */
  journals: JournalRow[] = [];
  postings: PostingRow[] = [];
  private nextAccount = 1;
  private nextJournal = 1;
  private nextPosting = 1;

  account(ref: AccountRef): SeedAccount {
    const key = accountKey(ref);
    let account = this.accounts.get(key);
    if (!account) {
      account = { id: this.nextAccount++, ref, balance: 0, written: false };
      this.accounts.set(key, account);
    }
    return account;
  }

  balance(ref: AccountRef): number {
    return this.accounts.get(accountKey(ref))?.balance ?? 0;
  }

  post(journal: Journal, at: number, refType: string | null = null, refId: number | string | null = null): number {
    const id = this.nextJournal++;
    this.journals.push({
      id,
      type: journal.type,
      business_key: journal.businessKey,
      content_hash: journalContentHash(journal),
      ref_type: refType,
      ref_id: refId === null ? null : String(refId),
      staff_id: null,
      remark: '',
      created_at: at,
    });
    let sum = 0;
    for (const p of journal.postings) {
      const account = this.account(p.account);
      account.balance += p.amount;
      sum += p.amount;
      if (mustStayNonNegative(p.account) && account.balance < 0)
        throw new Error(`seed ledger: ${accountKey(p.account)} below zero at ${journal.businessKey}`);
      this.postings.push({
        id: this.nextPosting++,
        journal_id: id,
        account_id: account.id,
        amount: p.amount,
        balance_after: account.balance,
        created_at: at,
      });
    }
    if (sum !== 0) throw new Error(`seed ledger: ${journal.businessKey} sums to ${sum}`);
    return id;
  }

  /** Accounts created since the last call (their rows must be inserted before the postings). */
  takeNewAccounts(now: number): Record<string, unknown>[] {
    const rows: Record<string, unknown>[] = [];
    for (const a of this.accounts.values()) {
      if (a.written) continue;
      a.written = true;
      rows.push({
        id: a.id,
        owner_type: a.ref.ownerType,
        owner_id: a.ref.ownerId,
        bucket: a.ref.bucket,
        balance: a.balance,
        updated_at: now,
      });
    }
    return rows;
  }

  /** Rows to write, emptied from memory. */
  takeRows(): { journals: JournalRow[]; postings: PostingRow[] } {
    const out = { journals: this.journals, postings: this.postings };
    this.journals = [];
    this.postings = [];
    return out;
  }
}
