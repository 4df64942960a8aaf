import { sql } from 'kysely';
import { LIST_COUNT_WINDOW } from '../../../server/db/cappedCount';
import { defineSort, pagedList } from '../../../server/http/pagedList';
import { defineRoute } from '../../../server/http/route';
import { memberScope, scopeOf } from '../../../server/scope/scope';
import { MEMBER_JOURNAL_TYPES } from '../shared/cashRecords';
import { ledgerRecordContracts as contracts } from '../shared/ledgerRecordContract';
import { cashRecordRow } from './tables/ledgerRecordRows';
import { byTypeWalk, presentTypes, type LedgerWalk } from './typeWalk';
import { MONEY_MENU } from '../shared/menuTree';

/*
 * member_cash_record: every posting on members' ledger accounts (the ledger is the record: no
 * separate cash-record table to drift from it), newest first, with the journal's type, reference
 * and operator, scoped to the caller's members. Counts are capped so the unfiltered list of a
 * large ledger stays fast; each filter picks the index that finds its rows (EXPLAIN on SQLite).
 */

const MENU = MONEY_MENU.money_management.member_cash_record.path;
/** A date range ending at most this long ago is read newest first too (see recentRange). */
const RECENT_MS = 86_400_000;

/**
 * Whether a date range reaches (nearly) the present: then its postings are the newest ones and a
 * newest-first read finds its page at once and counts to the cap quickly (2.4 s → a few ms at the
 * default profile for a week, when the journals of the range were all read and their postings
 * sorted). A range further back would skip every newer posting first: the journal index finds it.
 */
export const recentRange = (endTime: number | undefined, now: number) => endTime === undefined || endTime >= now - RECENT_MS;

// Posting ids grow with time: newest first without a time sort.
const SORT = defineSort({ columns: { id: 'p.id' }, defaultField: 'id', defaultOrder: 'desc', tieBreak: { column: 'p.id', order: 'desc' } });
/*
 * A type filter walks that type's journals newest first through ledger_journal(type, id)
 * (migration 052) and reads each one's postings: a journal's postings are written right after it
 * in its transaction, so journal order is posting order. Walking all postings instead and checking
 * each one's type found a page quickly but counted to the cap through most of the ledger when the
 * type made up a small share of it (type=deposit 145/184 ms p50/p95 at the default profile with
 * 1.7 M postings, 850/1,204 under load; withdraw_payout 323/413).
 */
const JOURNAL_SORT = defineSort({
  columns: { id: 'j.id' },
  defaultField: 'id',
  defaultOrder: 'desc',
  tieBreak: { column: 'p.id', order: 'desc' },
});

export const cashRecordRoutes = [
  defineRoute({
    contract: contracts.cashRecords,
    auth: 'staff',
    menu: MENU,
    async handler({ db, caller, body, now }) {
      const scope = scopeOf(caller);
      const named = body.username !== undefined || body.memberId !== undefined;
      // A named member drives the query through their accounts (IN: owner_id is text, so a join
      // on it could use no index).
      const memberAccounts = db
        .selectFrom('ledger_account as ma')
        .select('ma.id')
        .where('ma.owner_type', '=', 'member')
        .$if(body.bucket !== undefined, (q) => q.where('ma.bucket', '=', body.bucket as 'cash'))
        .where(
          'ma.owner_id',
          'in',
          db
            .selectFrom('member')
            .select(sql<string>`cast(member.id as text)`.as('owner'))
            .where(memberScope(scope))
            .$if(body.username !== undefined, (q) => q.where('member.username', '=', body.username as string))
            .$if(body.memberId !== undefined, (q) => q.where('member.id', '=', body.memberId as number)),
        );
      // Otherwise a date range in the past drives it through ledger_journal(type, created_at) /
      // (created_at): journals and postings carry the same instant.
      const ranged = body.startTime !== undefined || body.endTime !== undefined;
      const byJournal = ranged && !recentRange(body.endTime, now);
      // A type (with no member and no range in the past) walks its journals newest first.
      const byType = !named && !byJournal && body.type !== undefined;
      const journals = db
        .selectFrom('ledger_journal as dj')
        .select('dj.id')
        .$if(body.type !== undefined, (q) => q.where('dj.type', '=', body.type as string))
        .$if(body.startTime !== undefined, (q) => q.where('dj.created_at', '>=', body.startTime as number))
        .$if(body.endTime !== undefined, (q) => q.where('dj.created_at', '<', body.endTime as number));
      // Otherwise postings are read newest first and each checked, stopping at the page. The
      // cross joins keep SQLite (no planner statistics) on the driving table's order instead of
      // reading every member's postings to sort them; PostgreSQL plans them as inner joins.
      // `walk` (below): time bounds off every index, as in lotteryTransactionRoutes.
      const created = (walk: boolean) => (walk ? sql<number>`+j.created_at` : sql<number>`p.created_at`);
      const where = <Q extends LedgerWalk>(q: Q, walk = false): Q =>
        q
          .whereRef('a.id', '=', 'p.account_id')
          .whereRef('j.id', '=', 'p.journal_id')
          .$if(named, (q) => q.where('p.account_id', 'in', memberAccounts))
          .$if(!named && byJournal, (q) => q.where('p.journal_id', 'in', journals))
          .where('a.owner_type', '=', 'member')
          // Scope per row: the posting's member by primary key (admin: every member).
          .$if(!named && scope.kind !== 'all', (q) =>
            q.where((eb) =>
              eb.exists(
                eb
                  .selectFrom('member')
                  .select('member.id')
                  .where('member.id', '=', sql<number>`case when a.owner_type = 'member' then cast(a.owner_id as bigint) end`)
                  .where(memberScope(scope)),
              ),
            ),
          )
          .$if(body.type !== undefined, (q) => q.where('j.type', '=', body.type as string))
          .$if(body.bucket !== undefined, (q) => q.where('a.bucket', '=', body.bucket as 'cash'))
          .$if(body.startTime !== undefined, (q) => q.where(byType ? 'j.created_at' : created(walk), '>=', body.startTime as number))
          .$if(body.endTime !== undefined, (q) => q.where(byType ? 'j.created_at' : created(walk), '<', body.endTime as number)) as Q;
      const filtered = where(
        byType
          ? db.selectFrom('ledger_journal as j').crossJoin('ledger_posting as p').crossJoin('ledger_account as a')
          : db.selectFrom('ledger_posting as p').crossJoin('ledger_account as a').crossJoin('ledger_journal as j'),
      );
      const select = (q: typeof filtered) =>
        q
          .leftJoin('staff_user as s', 's.id', 'j.staff_id')
          .select([
            'p.id',
            'a.owner_id as owner',
            'a.bucket',
            'j.type',
            'p.amount',
            'p.balance_after',
            'j.business_key',
            'j.ref_type',
            'j.ref_id',
            'j.remark',
            's.username as operator',
            'p.created_at',
          ]);
      // Neither a member, nor a type, nor a range in the past: every member journal type walked
      // newest first and merged (plugins/money/server/typeWalk.ts) — the posting walk read past 410,000
      // house and bet-pool postings at the large profile's head (0.13–0.8 s a page).
      const walked = !named && !byJournal && !byType;
      const page = walked
        ? await byTypeWalk(
            db,
            await presentTypes(db, MEMBER_JOURNAL_TYPES),
            (type) =>
              where(
                db
                  .selectFrom('ledger_journal as j')
                  .crossJoin('ledger_posting as p')
                  .crossJoin('ledger_account as a')
                  .where('j.type', '=', type),
                true,
              ),
            (ids) => select(filtered.where('p.id', 'in', ids)).execute(),
            body,
          )
        : await pagedList(db, {
            query: filtered,
            select,
            sort: byType ? JOURNAL_SORT : SORT,
            page: body,
            capped: true,
            countWindow: LIST_COUNT_WINDOW,
          });
      const records = page.list.map(cashRecordRow.map);
      const ids = [...new Set(records.map((r) => r.memberId))];
      const names = new Map<number, string>();
      if (ids.length > 0) {
        for (const m of await db.selectFrom('member').select(['member.id', 'member.username']).where('member.id', 'in', ids).execute())
          names.set(m.id, m.username);
      }
      const list = records.map((r) => ({ ...r, username: names.get(r.memberId) ?? '' }));
      return { ...page, list };
    },
  }),
];
