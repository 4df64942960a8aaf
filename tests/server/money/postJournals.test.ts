import { createDatabase, type Database } from '../../../server/db/database';
import {
  betPayoutJournal,
  betStakeJournal,
  depositJournal,
  memberCash,
  withdrawFreezeJournal,
  withdrawReleaseJournal,
} from '../../../server/domain/ledgerJournals';
import type { Journal } from '../../../server/domain/ledgerModel';
import { postJournal, postJournals, type JournalEntry } from '../../../server/ledger/ledger';
import { balanceOf } from '../../../server/ledger/balances';
import { checkLedger } from '../../../plugins/money/server/checkLedger';
import { preparedDatabase, SETUP_TIMEOUT } from '../helpers/server';

/*
 * postJournals (the batched postJournal settlement uses) against postJournal itself: a batch must
 * leave exactly the rows posting its journals one by one would (balances, balance_after chains,
 * journal and posting order), replay and conflict the same way, and refuse an overdraft that any
 * point of the sequence would reach, writing nothing.
 */

const NOW = Date.UTC(2026, 2, 15, 6);

interface Fresh {
  db: Database;
  dispose: () => Promise<void>;
}

async function open(): Promise<Fresh> {
  const fresh = await preparedDatabase({ seed: false });
  const db = createDatabase(fresh.url);
  return {
    db,
    dispose: async () => {
      await db.destroy();
      await fresh.dispose();
    },
  };
}

/** Deposits for members 1…3, then bets, payouts and withdrawal holds interleaved across them. */
function history(): JournalEntry[] {
  const journals: Journal[] = [];
  for (let m = 1; m <= 3; m++)
    journals.push(depositJournal({ orderNo: `D${m}`, memberId: m, amount: 50_000 * m, bonus: m === 2 ? 5_000 : 0 }));
  for (let i = 0; i < 30; i++) {
    const memberId = (i % 3) + 1;
    journals.push(betStakeJournal({ betNo: `B${i}`, memberId, periodId: 7, stake: 1_000, fee: 20, contract: 980 }));
    if (i % 4 === 0) journals.push(betPayoutJournal({ betNo: `B${i}`, memberId, periodId: 7, payout: 1_900 + i }));
    if (i % 10 === 9) journals.push(withdrawFreezeJournal({ orderNo: `W${i}`, memberId, amount: 10_000 }));
  }
  journals.push(withdrawReleaseJournal({ orderNo: 'W9', memberId: 1, amount: 10_000 }));
  return journals.map((journal, i) => ({ journal, meta: { now: NOW + i, refType: 'test', refId: i } }));
}

async function ledgerRows(db: Database) {
  const journals = await db
    .selectFrom('ledger_journal')
    .select(['id', 'type', 'business_key', 'content_hash', 'ref_type', 'ref_id', 'created_at'])
    .orderBy('id')
    .execute();
  const postings = await db
    .selectFrom('ledger_posting as p')
    .innerJoin('ledger_account as a', 'a.id', 'p.account_id')
    .select(['p.id', 'p.journal_id', 'a.owner_type', 'a.owner_id', 'a.bucket', 'p.amount', 'p.balance_after', 'p.created_at'])
    .orderBy('p.id')
    .execute();
  const accounts = await db
    .selectFrom('ledger_account')
    .select(['owner_type', 'owner_id', 'bucket', 'balance'])
    .orderBy('owner_type')
    .orderBy('owner_id')
    .orderBy('bucket')
    .execute();
  return { journals, postings, accounts };
}

let one: Fresh;
let batch: Fresh;
beforeAll(async () => {
  [one, batch] = await Promise.all([open(), open()]);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await one?.dispose();
  await batch?.dispose();
});

describe('postJournals', () => {
  it('writes what posting the journals one by one writes', async () => {
    const entries = history();
    const singles = [];
    for (const e of entries) singles.push(await one.db.transaction().execute((trx) => postJournal(trx, e.journal, e.meta)));
    const batched = await batch.db.transaction().execute((trx) => postJournals(trx, entries));

    expect(batched).toEqual(singles);
    const [a, b] = await Promise.all([ledgerRows(one.db), ledgerRows(batch.db)]);
    // Account ids differ (each is created when first touched: per journal, or in sorted key order
    // per batch); what they hold and each posting's place in its chain may not.
    expect(b).toEqual(a);
    expect((await checkLedger(batch.db)).problems).toEqual([]);
  });

  it('replays a batch already posted, changing nothing', async () => {
    const before = await ledgerRows(batch.db);
    const again = await batch.db.transaction().execute((trx) => postJournals(trx, history()));
    expect(again.every((j) => j.replayed)).toBe(true);
    expect(again.map((j) => j.postings)).toEqual(
      (
        await one.db.transaction().execute(async (trx) => {
          const out = [];
          for (const e of history()) out.push(await postJournal(trx, e.journal, e.meta));
          return out;
        })
      ).map((j) => j.postings),
    );
    expect(await ledgerRows(batch.db)).toEqual(before);
  });

  it('treats a key repeated in the batch as a replay of its first occurrence', async () => {
    const deposit = depositJournal({ orderNo: 'DUP', memberId: 9, amount: 7_000 });
    const [first, second] = await batch.db.transaction().execute((trx) => postJournals(trx, [{ journal: deposit }, { journal: deposit }]));
    expect(first.replayed).toBe(false);
    expect(second).toEqual({ ...first, replayed: true });
    expect(await balanceOf(batch.db, memberCash(9))).toBe(7_000);
  });

  describe('refuses, writing nothing', () => {
    const refused = async (entries: JournalEntry[], code: string) => {
      const before = await ledgerRows(batch.db);
      await expect(batch.db.transaction().execute((trx) => postJournals(trx, entries))).rejects.toMatchObject({ code: 'A0400', key: code });
      expect(await ledgerRows(batch.db)).toEqual(before);
    };

    it('a stored key with other content', () =>
      refused(
        [
          { journal: depositJournal({ orderNo: 'NEW1', memberId: 1, amount: 100 }) },
          { journal: depositJournal({ orderNo: 'D1', memberId: 1, amount: 1 }) },
        ],
        'ledger_key_conflict',
      ));

    it('a key repeated in the batch with other content', () =>
      refused(
        [
          { journal: depositJournal({ orderNo: 'NEW2', memberId: 1, amount: 100 }) },
          { journal: depositJournal({ orderNo: 'NEW2', memberId: 1, amount: 200 }) },
        ],
        'ledger_key_conflict',
      ));

    it('a spend before the credit that would cover it (the running balance counts, not the net)', async () => {
      const cash = await balanceOf(batch.db, memberCash(3));
      await refused(
        [
          { journal: withdrawFreezeJournal({ orderNo: 'OVER', memberId: 3, amount: cash + 1 }) },
          { journal: depositJournal({ orderNo: 'LATE', memberId: 3, amount: 10_000 }) },
        ],
        'insufficient_funds',
      );
      // The same two the other way round are fine.
      await batch.db
        .transaction()
        .execute((trx) =>
          postJournals(trx, [
            { journal: depositJournal({ orderNo: 'LATE', memberId: 3, amount: 10_000 }) },
            { journal: withdrawFreezeJournal({ orderNo: 'OVER', memberId: 3, amount: cash + 1 }) },
          ]),
        );
      expect(await balanceOf(batch.db, memberCash(3))).toBe(9_999);
      expect((await checkLedger(batch.db)).problems).toEqual([]);
    });

    it('a malformed journal anywhere in the batch', () =>
      refused(
        [
          { journal: depositJournal({ orderNo: 'NEW3', memberId: 1, amount: 100 }) },
          { journal: { type: 'deposit', businessKey: 'deposit:BAD', postings: [{ account: memberCash(1), amount: 5 }] } },
        ],
        'ledger_invalid',
      ));
  });

  it('accepts an empty batch', async () => {
    expect(await batch.db.transaction().execute((trx) => postJournals(trx, []))).toEqual([]);
  });
});
